import { sql } from 'drizzle-orm';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { runSheetChecklists } from '../inspections/run-sheet-checklists';
import { journeys } from '../journeys/journeys.table';
import { schoolNow } from '../trip-status/school-now';
import { readTripDetail } from '../trips/trip-detail';
import { trips } from '../trips/trips.table';

/**
 * The caller's trips of the school's today, as driver or attendant, in the order of their routes'
 * start times, each read whole (stops, riders and what the events say of them). A profile that is
 * no employee (a manager without a person) has none. A crew member has a few trips a day: each is
 * read by the one trip-detail read that Trip details use; beside them, the checklists of their vehicles'
 * types and whether a start needs a pre-trip inspection (issue 25 §1).
 */
export async function runSheet(ctx: TenantContext): Promise<RunSheet> {
  const person = ctx.personId;
  const mine = person
    ? sql`(${trips.driver_id} = ${person} or ${trips.attendant_id} = ${person})`
    : sql`false`;
  const rows = await queryRows<{ today: string; id: string | null }>(
    ctx.db,
    sql`
    with school as (select (${schoolNow(ctx)})::date as today)
    select school.today::text as today, mine.id
    from school left join lateral (
      select ${trips.id} as id, ${journeys.start_time} as start_time, ${journeys.code} as code
      from ${trips} join ${journeys} on ${journeys.tenant_id} = ${trips.tenant_id} and ${journeys.id} = ${trips.journey_id}
      where ${trips.tenant_id} = ${ctx.tenantId} and ${trips.journey_date} = school.today and ${mine}) mine on true
    order by mine.start_time, mine.code, mine.id`,
  );
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  const [details, inspections] = await Promise.all([
    Promise.all(ids.map((id) => readTripDetail(ctx, id))),
    runSheetChecklists(ctx, ids),
  ]);
  return { date: rows[0]!.today, trips: details, ...inspections };
}
