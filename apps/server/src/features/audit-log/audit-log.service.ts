import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery, AuditPerson } from '@app/shared/audit-log/audit-log.schemas';
import { queryRows } from '../../db/query-rows';
import { rowCounts } from '../../db/row-counts.table';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import type { ListResult } from '../../records/tenant-records';
import { tenants } from '../tenants/tenants.table';
import { auditLog } from './audit-log.table';

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  user_id: auditLog.user_id,
  profile_id: auditLog.profile_id,
  actor_name: auditLog.actor_name,
  record_type: auditLog.record_type,
  record_id: auditLog.record_id,
  record_label: auditLog.record_label,
  action: auditLog.action,
  changes: auditLog.changes,
  count: auditLog.count,
};

/** The start of a day (YYYY-MM-DD) in the school's time zone, as a moment: the bounds of `date_from`/`date_to`. */
function startOfDay(ctx: TenantContext, date: string, plusDays = 0): SQL {
  const zone = sql`(select ${tenants.time_zone} from ${tenants} where ${tenants.id} = ${ctx.tenantId})`;
  return sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;
}

/** The school's entries matching the filters, newest first, one page of them, and how many match in all. */
export async function listAuditLog(
  ctx: TenantContext,
  query: AuditLogQuery,
): Promise<ListResult<AuditEntry>> {
  const filters = [
    query.record_type === undefined ? undefined : eq(auditLog.record_type, query.record_type),
    idFilter(auditLog.record_id, query.record_id),
    idFilter(auditLog.user_id, query.user),
    query.date_from === undefined ? undefined : gte(auditLog.at, startOfDay(ctx, query.date_from)),
    // date_to is inclusive: up to the start of the next day.
    query.date_to === undefined ? undefined : lt(auditLog.at, startOfDay(ctx, query.date_to, 1)),
  ].filter((filter) => filter !== undefined);
  const where = and(eq(auditLog.tenant_id, ctx.tenantId), ...filters);
  // Unfiltered, the total is kept in row_counts (the log only grows); filtered, the statement counts.
  const keptTotal = sql<number>`(select ${rowCounts.n} from ${rowCounts}
    where ${rowCounts.tenant_id} = ${ctx.tenantId} and ${rowCounts.table_name} = 'audit_log')`;
  const offset = (query.page - 1) * query.page_size;
  const rows = await ctx.db
    .select({ ...entryColumns, total: filters.length ? sql<number>`count(*) over ()` : keptTotal })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.page_size)
    .offset(offset);
  let count = rows.length ? Number(rows[0]!.total ?? 0) : 0;
  // Only a page past the end has no row to carry the total.
  if (!rows.length && offset > 0) count = await ctx.db.$count(auditLog, where);
  const results = rows.map(({ total: _total, at, ...entry }) => ({ ...entry, at: at.toISOString() }));
  return { count, results };
}

/**
 * Everyone who appears in the school's log, with their latest name, by name: one index probe per
 * person (a loose index scan of (tenant_id, user_id, at)), not a scan of the whole log.
 */
export async function listAuditPeople(ctx: TenantContext): Promise<AuditPerson[]> {
  const rows = await queryRows<{ id: string; name: string }>(
    ctx.db,
    sql`
    with recursive people(user_id) as (
      (select ${auditLog.user_id} from ${auditLog} where ${auditLog.tenant_id} = ${ctx.tenantId}
        order by ${auditLog.user_id} limit 1)
      union all
      select (select a.user_id from ${auditLog} as a where a.tenant_id = ${ctx.tenantId}
          and a.user_id > people.user_id order by a.user_id limit 1)
        from people where people.user_id is not null
    )
    select people.user_id as id,
      (select a.actor_name from ${auditLog} as a where a.tenant_id = ${ctx.tenantId}
        and a.user_id = people.user_id order by a.at desc limit 1) as name
    from people where people.user_id is not null
    order by name, id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
