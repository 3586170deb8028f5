import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { TripDetail, TripStop } from '@app/shared/trips/trip.schemas';
import { queryRows } from '../../db/query-rows';
import { sqlCode, sqlCodes } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { isoMoment } from '../../records/moments';
import { students } from '../students/students.table';
import { tripEvents as events } from '../trip-events/trip-events.table';
import { tripRecords } from './trip-records';
import { tripStops as stops } from './trip-stops.table';

/**
 * One trip with its stops in order, each with its expected riders and what the trip's events say of
 * them: two statements whatever the number of stops and riders (the trip; its stops with riders).
 * The PATCH of a status, the run sheet and `GET /transport/trips/{id}/` all answer with it.
 */
export async function readTripDetail(ctx: TenantContext, id: string): Promise<TripDetail> {
  const trip = await tripRecords.get(ctx, id);
  return { ...trip, journey_stops: await stopsOf(ctx, trip.id) };
}

async function stopsOf(ctx: TenantContext, tripId: string): Promise<TripStop[]> {
  const ofTrip = sql`${events.tenant_id} = ${ctx.tenantId} and ${events.trip_id} = ${tripId}`;
  // Each student's latest Pickup, Dropoff or Student Absent event on the trip.
  const riderStatus = sql`rider_status`;
  // The first Arrived at Stop and Departed Stop events of each stop.
  const stopTimes = sql`stop_times`;
  const riders = (column: PgColumn) => sql`(
    select coalesce(json_agg(json_build_object(
        'student', r.student,
        'student_name', ${students.full_name},
        'status', case ${riderStatus}.event_type when ${sqlCode(EVENT.pickup)} then 'picked_up'
          when ${sqlCode(EVENT.dropoff)} then 'dropped_off' when ${sqlCode(EVENT.absent)} then 'absent'
          else 'expected' end)
      order by ${students.full_name}, r.n), '[]'::json)
    from unnest(${column}) with ordinality as r(student, n)
    left join ${students} on ${students.tenant_id} = ${stops.tenant_id} and ${students.id} = r.student
    left join ${riderStatus} on ${riderStatus}.student_id = r.student)`;
  return queryRows<TripStop>(
    ctx.db,
    sql`
    with ${riderStatus} as (
      select distinct on (${events.student_id}) ${events.student_id} as student_id, ${events.event_type} as event_type
      from ${events}
      where ${ofTrip} and ${events.event_type} in (${sqlCodes([EVENT.pickup, EVENT.dropoff, EVENT.absent])}) and ${events.student_id} is not null
      order by ${events.student_id}, ${events.event_time} desc, ${events.created_at} desc
    ), ${stopTimes} as (
      select ${events.trip_stop_id} as trip_stop_id,
        min(${events.event_time}) filter (where ${events.event_type} = ${sqlCode(EVENT.arrived)}) as arrived_at,
        min(${events.event_time}) filter (where ${events.event_type} = ${sqlCode(EVENT.departed)}) as departed_at
      from ${events}
      where ${ofTrip} and ${events.event_type} in (${sqlCodes([EVENT.arrived, EVENT.departed])}) and ${events.trip_stop_id} is not null
      group by ${events.trip_stop_id}
    )
    select ${stops.id} as id, ${stops.sequence} as sequence, ${stops.bus_stop_id} as bus_stop,
      ${stops.title} as bus_stop_title, ${stops.expected_time}::text as expected_time,
      ${stops.latitude}::float8 as latitude, ${stops.longitude}::float8 as longitude,
      ${isoMoment(sql`${stopTimes}.arrived_at`)} as arrived_at,
      ${isoMoment(sql`${stopTimes}.departed_at`)} as departed_at,
      cardinality(${stops.pick_students}) as pickups, cardinality(${stops.drop_students}) as dropoffs,
      ${riders(stops.pick_students)} as pick_students, ${riders(stops.drop_students)} as drop_students
    from ${stops}
    left join ${stopTimes} on ${stopTimes}.trip_stop_id = ${stops.id}
    where ${stops.tenant_id} = ${ctx.tenantId} and ${stops.trip_id} = ${tripId}
    order by ${stops.sequence}`,
  );
}
