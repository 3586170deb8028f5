import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { studentJourneys as assignments } from '../student-journeys/student-journeys.table';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';
import { studentRestrictions as restrictions } from './student-restrictions.table';

/** A student's pick-ups or drop-offs (`EVENT.pickup`, `EVENT.dropoff`) over some dates that a restriction covers or covered. */
export type RiderRange = { student: string; event_type: number; start_date: string; end_date: string };

/**
 * Brings the expected riders of the school's already generated, still Scheduled trips back in line
 * with the restrictions, for the students, event types and dates of `ranges` (a restriction's range
 * before and after its change): a restricted rider leaves `pick_students` (pick-ups) or `drop_students` (drop-offs),
 * and one no longer restricted is put back where generation would have put them (their active
 * assignment's point on that route, a weekday of its schedule, no other restriction covering the date
 * for that event). One statement for any number of ranges: what each trip stop should hold is decided
 * for every (stop, student, event type) of the ranges, and each stop changed is updated once.
 *
 * Only the routes the student has assignments on are looked at, so that a term of a district's trips
 * is not scanned for one student.
 */
export async function fixTripRiders(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  ranges: RiderRange[],
): Promise<void> {
  if (ranges.length === 0) return;
  const { tenantId } = ctx;
  // The point of the event: where the student boards or leaves the route.
  const point = sql`(case r.event_type when ${sqlCode(EVENT.pickup)} then ${assignments.pick_point_id} else ${assignments.drop_point_id} end)`;
  const current = sql`(case r.event_type when ${sqlCode(EVENT.pickup)} then ${tripStops.pick_students} else ${tripStops.drop_students} end)`;
  // A stop's riders with those who leave taken out (in their order), then those who join (once).
  const fixed = (column: PgColumn, leaving: string, joining: string) => sql`
    array(select s from unnest(${column}) with ordinality as u(s, i)
      where s <> all(coalesce(c.${sql.raw(leaving)}, '{}')) order by i)
    || array(select s from unnest(c.${sql.raw(joining)}) as j(s) where s <> all(${column}))`;
  await ctx.db.execute(sql`
    with ranges as (
      select distinct * from json_to_recordset(${JSON.stringify(ranges)}::json)
        as x(student uuid, event_type smallint, start_date date, end_date date)
    ), routes as (
      select distinct r.student, r.event_type, r.start_date, r.end_date, ${assignments.journey_id} as journey_id
        from ranges r join ${assignments}
          on ${assignments.tenant_id} = ${tenantId} and ${assignments.student_id} = r.student
    ), riders as (
      select distinct ${tripStops.trip_id} as trip_id, ${tripStops.id} as stop_id, r.student, r.event_type,
        r.student = any(${current}) as present,
        exists (
          select from ${assignments}
           where ${assignments.tenant_id} = ${tenantId} and ${assignments.student_id} = r.student
             and ${assignments.journey_id} = ${trips.journey_id} and ${assignments.is_active}
             and ${point} = ${tripStops.journey_stop_id}
             and (${assignments.weekdays}::int >> (extract(isodow from ${trips.journey_date})::int - 1)) & 1 = 1
        ) and not exists (
          select from ${restrictions}
           where ${restrictions.tenant_id} = ${tenantId} and ${restrictions.student_id} = r.student
             and ${restrictions.event_type} = r.event_type
             and ${trips.journey_date} between ${restrictions.start_date} and ${restrictions.end_date}
        ) as wanted
        from routes r
        join ${trips} on ${trips.tenant_id} = ${tenantId} and ${trips.journey_id} = r.journey_id
         and ${trips.journey_date} between r.start_date and r.end_date and ${trips.status} = ${sqlCode(STATUS.scheduled)}
        join ${tripStops} on ${tripStops.tenant_id} = ${tenantId} and ${tripStops.trip_id} = ${trips.id}
    ), changes as (
      select trip_id, stop_id,
        array_agg(student) filter (where event_type = ${sqlCode(EVENT.pickup)} and present and not wanted) as pick_out,
        array_agg(student) filter (where event_type = ${sqlCode(EVENT.pickup)} and wanted and not present) as pick_in,
        array_agg(student) filter (where event_type = ${sqlCode(EVENT.dropoff)} and present and not wanted) as drop_out,
        array_agg(student) filter (where event_type = ${sqlCode(EVENT.dropoff)} and wanted and not present) as drop_in
        from riders where present <> wanted group by trip_id, stop_id
    )
    update ${tripStops} set
      pick_students = ${fixed(tripStops.pick_students, 'pick_out', 'pick_in')},
      drop_students = ${fixed(tripStops.drop_students, 'drop_out', 'drop_in')}
      from changes c
     where ${tripStops.tenant_id} = ${tenantId} and ${tripStops.trip_id} = c.trip_id and ${tripStops.id} = c.stop_id`);
}
