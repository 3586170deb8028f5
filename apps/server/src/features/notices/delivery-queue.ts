import { sql } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared-statements';
import { sqlCode } from '../../db/sql-codes';
import type { StoredPayload } from './notice-texts';

/** A browser's web push subscription, as web-push takes it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Where the invitation of a kind-8 notice stands when its delivery is claimed. */
export type InvitationState = 'pending' | 'accepted' | 'expired' | 'withdrawn';

/** A delivery claimed by this process, with what wording and sending it needs. */
export type ClaimedDelivery = {
  tenant_id: string;
  id: string;
  channel: number;
  recipient: string;
  /** This claim's try, counting from 1. */
  attempts: number;
  kind: number;
  payload: StoredPayload;
  /** The guardian's language, else the school's (ADR 019). */
  language: string;
  school: string;
  /** Every browser of the guardian's accounts (push only; empty otherwise). */
  push_targets: PushTarget[];
  /** When the notice was decided, for the decide-to-sent latency (bench/notify.ts). */
  decided_at: string;
  /**
   * Kind 8: its invitation as it is now (a queued SMS may go out an hour later, on a retry, when
   * the code no longer works); null for the other kinds.
   */
  invitation_state: InvitationState | null;
};

/**
 * How a send ended: sent with the provider's answer, or not, with why; `final`: trying again cannot
 * help (no text for the kind, no browser to push to), so it fails at once.
 */
export type SendOutcome = { delivery: ClaimedDelivery; sent: boolean; answer: string; final?: boolean };

/** A delivery fails for good after this many tries (ADR 022). */
export const MAX_ATTEMPTS = 8;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 60 * 60;

/** The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most 1 h. */
export const retryWaitSeconds = (attempts: number) =>
  Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.max(0, attempts - 1));

const queued = sqlCode(DELIVERY_STATUS.queued);
const invitationKind = sqlCode(NOTICE_KIND.invitation);
// A payload's invitation id is cast only when it is one: a bad payload must not stop every claim.
const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * Claims up to `limit` due deliveries of every school, in one statement (a named platform place, ADR
 * 016: the queue serves all schools, and each row keeps its own `tenant_id`). `for update skip locked`
 * lets processes claiming at once take different rows; the claim itself is the lease: the row's
 * `next_attempt_at` moves past the lease, so a process that dies leaves it to be claimed again then,
 * and its try is counted. Oldest due first. An invitation's state is read here too, by its key, so
 * that no query per delivery is needed to hold back a code that no longer works (a missing row: the
 * invitation was deleted, i.e. withdrawn).
 */
export async function claimDeliveries(
  database: Database,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return queryPrepared<ClaimedDelivery>(
    database.db,
    sql`with due as (
          select tenant_id, id from notice_deliveries
           where status = ${queued} and next_attempt_at <= now()
           order by next_attempt_at
           limit ${limit}
             for update skip locked
        ), claimed as (
          update notice_deliveries d
             set attempts = d.attempts + 1,
                 next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
                 updated_at = now()
            from due
           where d.tenant_id = due.tenant_id and d.id = due.id
        returning d.tenant_id, d.id, d.notice_id, d.channel, d.recipient, d.attempts
        )
        select c.tenant_id, c.id, c.channel, c.recipient, c.attempts, n.kind, n.payload,
               coalesce(s.language, t.default_language) as language, t.name as school,
               n.created_at::text as decided_at,
               case when n.kind = ${invitationKind} then
                 case when i.id is null then 'withdrawn'
                      when i.accepted_at is not null then 'accepted'
                      when i.expires_at <= now() then 'expired'
                      else 'pending' end
               end as invitation_state,
               case when c.channel = ${sqlCode(NOTICE_CHANNEL.push)} then coalesce((
                 select json_agg(json_build_object('endpoint', p.endpoint,
                          'keys', json_build_object('p256dh', p.p256dh, 'auth', p.auth)))
                   from push_subscriptions p
                  where p.user_id in (select f.user_id from profiles f
                                       where f.tenant_id = n.tenant_id
                                         and f.profile_type = ${GUARDIAN_PROFILE_TYPE}
                                         and f.person_id = n.guardian_id)
               ), '[]'::json) else '[]'::json end as push_targets
          from claimed c
          join notices n on n.tenant_id = c.tenant_id and n.id = c.notice_id
          join tenants t on t.id = c.tenant_id
          left join guardian_notice_settings s on s.tenant_id = n.tenant_id and s.guardian_id = n.guardian_id
          left join invitations i
                 on n.kind = ${invitationKind} and i.tenant_id = n.tenant_id
                and i.id = case when n.payload->>'invitation' ~* ${UUID_TEXT}
                                then (n.payload->>'invitation')::uuid end`,
  );
}

/**
 * Writes how sends ended, many in one statement: sent (with the provider's answer), or tried again
 * after a growing wait, or failed for good after the last try. Only a row still queued changes, and a
 * retry only on the try that was claimed: a process whose lease passed does not move a newer claim.
 */
export async function recordOutcomes(database: Database, outcomes: SendOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(({ delivery, sent, answer, final }) => ({
    tenant_id: delivery.tenant_id,
    id: delivery.id,
    attempts: delivery.attempts,
    status: sent
      ? DELIVERY_STATUS.sent
      : final || delivery.attempts >= MAX_ATTEMPTS
        ? DELIVERY_STATUS.failed
        : DELIVERY_STATUS.queued,
    wait: retryWaitSeconds(delivery.attempts),
    answer,
  }));
  await queryPrepared(
    database.db,
    sql`update notice_deliveries d
           set status = o.status,
               sent_at = case when o.status = ${sqlCode(DELIVERY_STATUS.sent)} then now() end,
               next_attempt_at = case when o.status = ${queued}
                                      then now() + make_interval(secs => o.wait) else d.next_attempt_at end,
               provider_answer = o.answer,
               updated_at = now()
          from json_to_recordset(${JSON.stringify(rows)}::json)
               as o(tenant_id uuid, id uuid, attempts int, status smallint, wait int, answer text)
         where d.tenant_id = o.tenant_id and d.id = o.id and d.status = ${queued}
           and (o.status = ${sqlCode(DELIVERY_STATUS.sent)} or d.attempts = o.attempts)`,
  );
}

/** Forgets browsers whose push service says the subscription is gone (404, 410). */
export async function forgetPushTargets(database: Database, endpoints: string[]): Promise<void> {
  if (endpoints.length === 0) return;
  await queryPrepared(
    database.db,
    sql`delete from push_subscriptions
         where endpoint in (select json_array_elements_text(${JSON.stringify(endpoints)}::json))`,
  );
}
