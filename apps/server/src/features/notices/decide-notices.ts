import { sql } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { NOTICE_CHANNEL, type NoticeKind } from '@app/shared/notices/notice-codes';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';

/** The channel the senders listen on (LISTEN notice_deliveries); told at commit, never before. */
export const NOTICE_DELIVERIES_CHANNEL = 'notice_deliveries';

/** What the texts of a notice need, decided with it (issue 23 §3). */
export type NoticePayload = {
  /** The children's first names. */
  students: string[];
  /** The child's stop's title on the trip. */
  stop: string;
  /** The route's title. */
  route: string;
  /** approaching, runningLate. */
  minutes?: number;
  /** 'HH:MM' in the school's time zone: pickedUp, droppedOff, markedAbsent. */
  time?: string;
};

export type NoticeDecision = {
  guardian_id: string;
  kind: NoticeKind;
  trip_id: string;
  trip_stop_id: string;
  payload: NoticePayload;
};

/** The school's connection (ADR 016) and its id: deciding happens in the cause's transaction. */
type SchoolTx = { db: Db; tenantId: string };

/**
 * Decides notices once (ADR 022), in the caller's transaction, one statement for any number of
 * decisions: each is inserted with `on conflict do nothing` on (guardian, trip, stop, kind), and for
 * each new one a delivery is queued on every channel the guardian gets now: push when they allow it
 * and one of their accounts (a guardian profile standing for them) has a push subscription, SMS to
 * the record's mobile number, e-mail to its address when they asked for it; none inside their quiet
 * hours (the school's time, a window may pass midnight). A guardian without settings has the
 * defaults (push and SMS). Then the senders are told, at commit, on `notice_deliveries`. A decision
 * already made (the same cause heard again, a second process) decides and queues nothing.
 *
 * The link's `trip_notifications` is the callers' to apply: they make decisions from the links.
 */
export async function decideNotices(
  tx: SchoolTx,
  decisions: NoticeDecision[],
): Promise<{ notices: number; deliveries: number }> {
  if (decisions.length === 0) return { notices: 0, deliveries: 0 };
  const { tenantId } = tx;
  const counts = await queryRow<{ notices: number; deliveries: number }>(
    tx.db,
    sql`with input as (
          select * from json_to_recordset(${JSON.stringify(decisions)}::json)
            as d(guardian_id uuid, kind smallint, trip_id uuid, trip_stop_id uuid, payload jsonb)
        ), made as (
          insert into notices (tenant_id, guardian_id, kind, trip_id, trip_stop_id, payload)
          select distinct on (guardian_id, kind, trip_id, trip_stop_id) ${tenantId}::uuid, guardian_id, kind,
                 trip_id, trip_stop_id, payload
            from input
          on conflict (tenant_id, guardian_id, trip_id, trip_stop_id, kind) do nothing
          returning id, guardian_id
        ), school as (
          select (now() at time zone time_zone)::time as local_time from tenants where id = ${tenantId}
        ), wanted as (
          select m.id, m.guardian_id, g.mobile_number, coalesce(g.email, '') as address,
                 coalesce(s.push, true) as push, coalesce(s.sms, true) as sms, coalesce(s.email, false) as email,
                 coalesce(case when s.quiet_from <= s.quiet_until
                               then n.local_time >= s.quiet_from and n.local_time < s.quiet_until
                               else n.local_time >= s.quiet_from or n.local_time < s.quiet_until end, false) as quiet
            from made m
            join guardians g on g.tenant_id = ${tenantId} and g.id = m.guardian_id
            left join guardian_notice_settings s on s.tenant_id = ${tenantId} and s.guardian_id = m.guardian_id
            cross join school n
        ), channels as (
          select w.id, ${sqlCode(NOTICE_CHANNEL.push)} as channel, '' as recipient
            from wanted w
           where not w.quiet and w.push
             and exists (select from push_subscriptions ps
                           join profiles p on p.user_id = ps.user_id
                          where p.tenant_id = ${tenantId} and p.profile_type = ${sqlCode(GUARDIAN_PROFILE_TYPE)}
                            and p.person_id = w.guardian_id)
          union all
          select w.id, ${sqlCode(NOTICE_CHANNEL.sms)}, w.mobile_number from wanted w
           where not w.quiet and w.sms and w.mobile_number <> ''
          union all
          select w.id, ${sqlCode(NOTICE_CHANNEL.email)}, w.address from wanted w
           where not w.quiet and w.email and w.address <> ''
        ), queued as (
          insert into notice_deliveries (tenant_id, notice_id, channel, recipient)
          select ${tenantId}::uuid, id, channel, recipient from channels
          on conflict do nothing
          returning id
        )
        select (select count(*) from made)::int as notices, (select count(*) from queued)::int as deliveries`,
  );
  if (counts.deliveries > 0) {
    // Held by the transaction: the senders hear of the rows when they can read them.
    await tx.db.execute(sql`select pg_notify(${NOTICE_DELIVERIES_CHANNEL}, ${tenantId})`);
  }
  return counts;
}
