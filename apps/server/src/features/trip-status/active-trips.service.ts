import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@app/shared/common/list';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS, type ActiveTrip, type ActiveTrips } from '@app/shared/trip-status/trip-status.schemas';
import { queryRows } from '../../db/query-rows';
import { sqlCode, sqlCodes } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { isoMoment } from '../../records/moments';
import { eventsById } from '../trip-events/trip-event-reads';
import { tripEvents as events } from '../trip-events/trip-events.table';
import { tripRecords } from '../trips/trip-records';
import { tripStops as stops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';
import { schoolNow } from './school-now';

type Progress = Omit<ActiveTrip, 'trip' | 'last_event'> & {
  id: string;
  today: string;
  last_event: string | null;
};

/**
 * The school's trips in progress (status Active on its today), each with its latest event, its next
 * stop, how late it is against that stop's expected time, and where it was last seen. One statement
 * finds them and their progress (a lateral read per trip on the trip's own event index); then their
 * trip read and their latest events are read together, by id.
 */
export async function activeTrips(ctx: TenantContext): Promise<ActiveTrips> {
  const progress = await progressOfActiveTrips(ctx);
  if (!progress.length) return { results: [] };
  const today = progress[0]!.today;
  const [list, lastEvents] = await Promise.all([
    tripRecords.list(ctx, {
      status: '2',
      start_date: today,
      end_date: today,
      page: 1,
      page_size: MAX_PAGE_SIZE,
    }),
    eventsById(
      ctx,
      progress.flatMap((trip) => (trip.last_event ? [trip.last_event] : [])),
    ),
  ]);
  const byTrip = new Map(progress.map((trip) => [trip.id, trip]));
  const eventById = new Map(lastEvents.map((event) => [event.id, event]));
  // In the trip list's order (route code); a trip that changed between the two reads is left out.
  return {
    results: list.results.flatMap((trip) => {
      const found = byTrip.get(trip.id);
      if (!found) return [];
      const { next_stop, minutes_late, position, last_event } = found;
      return [
        { trip, last_event: eventById.get(last_event ?? '') ?? null, next_stop, minutes_late, position },
      ];
    }),
  };
}

async function progressOfActiveTrips(ctx: TenantContext): Promise<Progress[]> {
  const ofTrip = sql`${events.tenant_id} = ${trips.tenant_id} and ${events.trip_id} = ${trips.id}`;
  const latestFirst = sql`${events.event_time} desc, ${events.created_at} desc, ${events.id} desc`;
  return queryRows<Progress>(
    ctx.db,
    sql`
    with school as (select ${schoolNow(ctx)} as now)
    select ${trips.id} as id, school.now::date::text as today,
      case when next_stop.id is null then null else json_build_object(
        'id', next_stop.id, 'sequence', next_stop.sequence, 'bus_stop_title', next_stop.title,
        'expected_time', next_stop.expected_time::text) end as next_stop,
      trunc(extract(epoch from school.now - (${trips.journey_date} + next_stop.expected_time)) / 60)::int
        as minutes_late,
      case when seen.latitude is null then null else json_build_object(
        'latitude', seen.latitude::float8, 'longitude', seen.longitude::float8,
        'at', ${isoMoment(sql`seen.event_time`)}) end as position,
      last_event.id as last_event
    from ${trips} cross join school
    left join lateral (
      select ${stops.id} as id, ${stops.sequence} as sequence, ${stops.title} as title,
        ${stops.expected_time} as expected_time
      from ${stops}
      where ${stops.tenant_id} = ${trips.tenant_id} and ${stops.trip_id} = ${trips.id}
        and not exists (select from ${events} where ${ofTrip} and ${events.trip_stop_id} = ${stops.id}
          and ${events.event_type} in (${sqlCodes([EVENT.arrived, EVENT.departed])}))
      order by ${stops.sequence} limit 1) next_stop on true
    left join lateral (
      select ${events.latitude} as latitude, ${events.longitude} as longitude, ${events.event_time} as event_time
      from ${events} where ${ofTrip} and ${events.latitude} is not null
      order by ${latestFirst} limit 1) seen on true
    left join lateral (
      select ${events.id} as id from ${events} where ${ofTrip} order by ${latestFirst} limit 1) last_event on true
    where ${trips.tenant_id} = ${ctx.tenantId} and ${trips.status} = ${sqlCode(STATUS.active)} and ${trips.journey_date} = school.now::date`,
  );
}
