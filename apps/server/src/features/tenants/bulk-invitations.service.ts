import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import type { BulkInviteInput, BulkInviteResult } from '@app/shared/invitations/bulk-invitation.schemas';
import { GRADE_LEVEL_MESSAGES } from '@app/shared/grade-levels/grade-level.schemas';
import { JOURNEY_MESSAGES } from '@app/shared/journeys/journey.schemas';
import { NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { STREAM_MESSAGES } from '@app/shared/streams/stream.schemas';
import { queryRow, queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import type { AccessTokens } from '../accounts/access-tokens';
import { NOTICE_DELIVERIES_CHANNEL } from '../notices/decide-notices';
import { derivedInviteCode, hashInviteCode, INVITE_TTL_DAYS } from './invitation-codes';

/** The Parent/Guardian role: the one role of the guardian profile type. */
const GUARDIAN_ROLE = 300;

type Candidate = {
  id: string;
  mobile_number: string;
  email: string | null;
  has_profile: boolean;
  invited: boolean;
};

/** Each scope: its table (to check the id is this school's), its field's message, and its students. */
function scopeOf(
  tenantId: string,
  input: BulkInviteInput,
): { check: SQL; invalid: string; field: string; students: SQL } {
  if (input.route_id) {
    const id = input.route_id;
    return {
      field: 'route_id',
      invalid: JOURNEY_MESSAGES.invalid,
      check: sql`select 1 from journeys where tenant_id = ${tenantId} and id = ${id}::uuid`,
      students: sql`select student_id from student_journeys
                     where tenant_id = ${tenantId} and journey_id = ${id}::uuid and is_active`,
    };
  }
  // A student's current enrolment, chosen as the students' screen chooses it: the period covering
  // today in the school's time zone (the one that started last of several), else the latest.
  const current = sql`select distinct on (e.student_id) e.student_id, e.stream_id
      from student_enrolments e
      join academic_periods p on p.tenant_id = e.tenant_id and p.id = e.academic_period_id
     where e.tenant_id = ${tenantId}
     order by e.student_id,
              ((now() at time zone (select time_zone from tenants where id = ${tenantId}))::date
                 between p.start_date and p.end_date) desc,
              p.start_date desc, p.end_date, e.id`;
  if (input.stream_id) {
    const id = input.stream_id;
    return {
      field: 'stream_id',
      invalid: STREAM_MESSAGES.invalid,
      check: sql`select 1 from streams where tenant_id = ${tenantId} and id = ${id}::uuid`,
      students: sql`select student_id from (${current}) c where c.stream_id = ${id}::uuid`,
    };
  }
  const id = input.grade_level_id!;
  return {
    field: 'grade_level_id',
    invalid: GRADE_LEVEL_MESSAGES.invalid,
    check: sql`select 1 from grade_levels where tenant_id = ${tenantId} and id = ${id}::uuid`,
    students: sql`select c.student_id from (${current}) c
                    join streams s on s.tenant_id = ${tenantId} and s.id = c.stream_id
                   where s.grade_level_id = ${id}::uuid`,
  };
}

/**
 * `POST /tenants/users/send-invite-sms/bulk/` (issue 23 §1, ADR 022): every guardian of a route's
 * riders, or of a stream's or grade level's students, who has no guardian profile in this school and
 * no pending invitation gets one, with a notice of kind 8 queued for SMS (and e-mail when the record
 * has an address): the senders text them, never this request. Set-based, in one transaction: one
 * statement finds the guardians, one writes the invitations, notices and deliveries, whatever their
 * number. A dry run only counts. The code is derived from the invitation's id (only its hash is stored), so the sender can
 * word it and a repeated send carries the same code.
 */
export async function sendBulkInvitations(
  ctx: TenantContext,
  input: BulkInviteInput,
  tokens: Pick<AccessTokens, 'hashSecret'>,
): Promise<BulkInviteResult> {
  const { tenantId } = ctx;
  const scope = scopeOf(tenantId, input);
  return inTransaction(ctx, async (tx) => {
    // Two bulk invitations of one school at once would both find the same guardians uninvited.
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bulk-invitations:${tenantId}`}))`);
    const candidates = await queryRows<Candidate & { scope_found: boolean }>(
      tx.db,
      sql`with found as (select exists (${scope.check}) as scope_found),
          family as (
            select distinct g.id, g.mobile_number, g.email
              from student_guardians sg
              join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
             where sg.tenant_id = ${tenantId} and sg.student_id in (${scope.students})
          )
          select f.scope_found, c.id, c.mobile_number, c.email,
                 exists (select from profiles p
                          where p.tenant_id = ${tenantId} and p.profile_type = ${GUARDIAN_PROFILE_TYPE}
                            and p.person_id = c.id) as has_profile,
                 exists (select from invitations i
                          where i.tenant_id = ${tenantId} and i.profile_type = ${GUARDIAN_PROFILE_TYPE}
                            and i.person_id = c.id and i.accepted_at is null and i.expires_at > now()) as invited
            from found f left join family c on true`,
    );
    if (!candidates[0]?.scope_found) throw new FieldErrors({ [scope.field]: [scope.invalid] });
    const guardians = candidates.filter(
      (row): row is Candidate & { scope_found: boolean } => row.id !== null,
    );
    const result = { invited: 0, has_profile: 0, already_invited: 0, no_phone: 0 };
    const invite = [];
    for (const guardian of guardians) {
      if (guardian.has_profile) result.has_profile += 1;
      else if (guardian.invited) result.already_invited += 1;
      else if (!guardian.mobile_number) result.no_phone += 1;
      else {
        const id = crypto.randomUUID();
        invite.push({
          id,
          guardian_id: guardian.id,
          phone: guardian.mobile_number,
          email: guardian.email || null,
          code_hash: hashInviteCode(tokens, derivedInviteCode(tokens, id)),
        });
      }
    }
    if (input.dry_run) return { ...result, invited: invite.length };
    if (invite.length === 0) return result;
    const written = await queryRow<{ invited: number; deliveries: number }>(
      tx.db,
      sql`with input as (
            select * from json_to_recordset(${JSON.stringify(invite)}::json)
              as d(id uuid, guardian_id uuid, phone text, email text, code_hash text)
          ), invited as (
            insert into invitations (tenant_id, id, phone, email, role_id, profile_type, person_id, code_hash,
                                     expires_at, invited_by)
            select ${tenantId}::uuid, id, phone, email, ${GUARDIAN_ROLE}, ${GUARDIAN_PROFILE_TYPE}, guardian_id,
                   code_hash, now() + make_interval(days => ${INVITE_TTL_DAYS}), ${ctx.userId}::uuid
              from input
            returning id
          ), made as (
            insert into notices (tenant_id, guardian_id, kind, payload)
            select ${tenantId}::uuid, guardian_id, ${sqlCode(NOTICE_KIND.invitation)},
                   jsonb_build_object('invitation', id)
              from input
            returning id, guardian_id
          ), queued as (
            insert into notice_deliveries (tenant_id, notice_id, channel, recipient)
            select ${tenantId}::uuid, m.id, ${sqlCode(NOTICE_CHANNEL.sms)}, i.phone
              from made m join input i on i.guardian_id = m.guardian_id
            union all
            select ${tenantId}::uuid, m.id, ${sqlCode(NOTICE_CHANNEL.email)}, i.email
              from made m join input i on i.guardian_id = m.guardian_id
             where coalesce(i.email, '') <> ''
            returning id
          )
          select (select count(*) from invited)::int as invited, (select count(*) from queued)::int as deliveries`,
    );
    // Held by the transaction: the senders hear of the deliveries when they can read them.
    await tx.db.execute(sql`select pg_notify(${NOTICE_DELIVERIES_CHANNEL}, ${tenantId})`);
    return { ...result, invited: written.invited };
  });
}
