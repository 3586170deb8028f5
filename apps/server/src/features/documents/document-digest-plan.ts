import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { DOCUMENT_REMINDER_DAYS } from '@app/shared/documents/document-type.schemas';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';

/** A school's digest is prepared once its own clock has passed this hour (a working morning). */
const DIGEST_HOUR = 6;

/** What a digest lists of one document, as its payload keeps it (worded only when it is sent). */
export type DigestItem = {
  owner_kind: 'vehicle' | 'employee';
  owner_label: string;
  type_title: string;
  number: string;
  expires_on: string;
  days_left: number;
  threshold_days: number;
};
export type DigestPayload = { school: string; items: DigestItem[] };

const FIRST_REMINDER = Math.max(...DOCUMENT_REMINDER_DAYS);

/** The school's calendar day at `now`. */
const todayOf = (now: Date, zone: SQL) => sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;

/**
 * The smallest threshold a document `daysLeft` from expiry has reached (7 at 5 days, 14 at 10, 30 at
 * 20): the one reminder it is owed today. One passed while no digest ran (a server down for a week)
 * is not sent late: the nearer one says more.
 */
function reachedThreshold(daysLeft: SQL): SQL {
  const ascending = [...DOCUMENT_REMINDER_DAYS].sort((a, b) => a - b);
  const cases = ascending.map((days) => sql`when ${daysLeft} <= ${sqlCode(days)} then ${sqlCode(days)}`);
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/**
 * Documents of the school owed a reminder on `today`: from today (its last day) to the first
 * threshold ahead, an expired one never, and not already reminded at the threshold reached for this
 * expiry date (a renewed document, with a new date, is reminded of again). On the documents'
 * (tenant, expires_on) index and the reminders' unique one.
 */
function owedDocuments(tenant: SQL, today: SQL): SQL {
  return sql`select d.id, d.expires_on, (d.expires_on - ${today})::int as days_left,
      ${reachedThreshold(sql`(d.expires_on - ${today})`)}::smallint as threshold_days
    from documents d
    where d.tenant_id = ${tenant} and d.expires_on between ${today} and ${today} + ${sqlCode(FIRST_REMINDER)}
      and not exists (select 1 from document_reminders r
        where r.tenant_id = d.tenant_id and r.document_id = d.id and r.expires_on = d.expires_on
          and r.threshold_days = ${reachedThreshold(sql`(d.expires_on - ${today})`)})`;
}

/**
 * The schools whose digest is due at `now`: past DIGEST_HOUR on their own clock, nothing reminded
 * yet on their today, and some document owed a reminder. A named platform place (ADR 016): one
 * statement looks across every school, so that a quiet school costs no transaction.
 */
async function schoolsDueForDigest(database: Database, now: Date): Promise<string[]> {
  const today = todayOf(now, sql`t.time_zone`);
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select t.id from tenants t
      where extract(hour from ${now.toISOString()}::timestamptz at time zone t.time_zone) >= ${sqlCode(DIGEST_HOUR)}
        and not exists (select 1 from document_reminders r where r.tenant_id = t.id and r.digest_on = ${today})
        and exists (${owedDocuments(sql`t.id`, today)})
      order by t.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The school's digest of `now`'s day, in one transaction under its own scope (ADR 016): the
 * reminders owed are recorded (`on conflict do nothing`, so each is sent once whatever runs at the
 * same time), and if any is new, one digest per administrator of the school with an e-mail address,
 * listing them. A lock per school keeps two processes from splitting one day's reminders between
 * them; the one that waited then finds the day done. Answers how many digests it wrote.
 */
async function prepareSchoolDigest(database: Database, tenantId: string, now: Date): Promise<number> {
  const tenant = sql`${tenantId}::uuid`;
  return database.forSchool(tenantId).transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`document-digest:${tenantId}`}, 0))`,
    );
    const today = sql`(select today from school)`;
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`with school as (
          select t.name, ${todayOf(now, sql`t.time_zone`)} as today from tenants t where t.id = ${tenant}
        ), owed as (
          ${owedDocuments(tenant, today)}
            and not exists (select 1 from document_reminders r
              where r.tenant_id = ${tenant} and r.digest_on = ${today})
        ), reminded as (
          insert into document_reminders (tenant_id, document_id, expires_on, threshold_days, digest_on)
          select ${tenant}, id, expires_on, threshold_days, ${today} from owed
          on conflict (tenant_id, document_id, expires_on, threshold_days) do nothing
          returning document_id
        ), listed as (
          select jsonb_agg(jsonb_build_object(
              'owner_kind', d.owner_kind,
              'owner_label', coalesce(v.registration_number, e.full_name, ''),
              'type_title', dt.title, 'number', d.number, 'expires_on', d.expires_on::text,
              'days_left', o.days_left, 'threshold_days', o.threshold_days)
            order by o.days_left, dt.title, coalesce(v.registration_number, e.full_name), d.id) as items
          from reminded r
          join owed o on o.id = r.document_id
          join documents d on d.tenant_id = ${tenant} and d.id = r.document_id
          join document_types dt on dt.tenant_id = ${tenant} and dt.id = d.document_type_id
          left join vehicles v on v.tenant_id = ${tenant} and v.id = d.vehicle_id
          left join employees e on e.tenant_id = ${tenant} and e.id = d.employee_id
        ), administrators as (
          select distinct u.id, u.email from profiles p join users u on u.id = p.user_id
          where p.tenant_id = ${tenant} and p.role_id = ${sqlCode(ROLE_IDS.schoolAdministrator)}
            and u.email is not null
        )
        insert into document_digests (tenant_id, digest_on, user_id, email, payload, next_attempt_at)
        select ${tenant}, ${today}, a.id, a.email,
          jsonb_build_object('school', (select name from school), 'items', l.items), ${now.toISOString()}::timestamptz
        from administrators a cross join listed l
        where l.items is not null
        on conflict (tenant_id, digest_on, user_id) do nothing
        returning id`,
    );
    return rows.length;
  });
}

/** Every school's digest that is due at `now`, a transaction each; answers how many digests were written. */
export async function prepareDigests(database: Database, now: Date): Promise<number> {
  let written = 0;
  for (const tenantId of await schoolsDueForDigest(database, now)) {
    written += await prepareSchoolDigest(database, tenantId, now);
  }
  return written;
}
