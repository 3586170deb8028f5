import { sql } from 'drizzle-orm';
import { ARRIVAL_RADIUS } from '@app/shared/bus-stops/bus-stop.schemas';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { uuidArray } from '../../db/uuid-array';
import {
  estimateTrip,
  paceSums,
  schoolPaceWithout,
  type Fix,
  type PaceSums,
  type TripStopState,
} from './eta-engine';
import type { SegmentTimes } from './segment-times';

/** A trip's bus's latest good position. */
export type TripFix = Fix & { trip: string };

type TripState = { trip: string; vehicle: string; utc_offset_s: number; stops: TripStopState[] };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The ETAs of the remaining stops of these trips under way (issue 22 §3), each from its fix: one
 * statement reads the trips' stops with the times their events say each was reached and left, the
 * school's learned segment times and the segments its buses drove today come from their cache (the
 * school's pace today, each trip's of the other trips). A trip no longer under way is left out.
 */
export async function tripEtas(
  db: Db,
  tenant: string,
  fixes: TripFix[],
  segmentTimes: SegmentTimes,
): Promise<TripEta[]> {
  if (fixes.length === 0) return [];
  const [learned, today, states] = await Promise.all([
    segmentTimes.of(db, tenant),
    segmentTimes.drivenToday(db, tenant),
    readTripStates(
      db,
      tenant,
      fixes.map((fix) => fix.trip),
    ),
  ]);
  const fixOf = new Map(fixes.map((fix) => [fix.trip, fix]));
  // The day's segments summed once a round (per offset: trips of one day share it).
  const sumsAt = new Map<number, PaceSums>();
  return states.map((state) => {
    const fix = fixOf.get(state.trip)!;
    // The school's hour of an instant, at its offset on the trip's day.
    const hourOf = (ms: number) =>
      Math.floor(((((ms + state.utc_offset_s * 1000) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
    let sums = sumsAt.get(state.utc_offset_s);
    if (!sums) sumsAt.set(state.utc_offset_s, (sums = paceSums(today, learned, hourOf)));
    // Its own segments are the trip's pace, not the school's: counted once.
    const pace = schoolPaceWithout(sums, state.trip);
    const estimate = estimateTrip(state.stops, fix, learned, hourOf, pace);
    return {
      trip: state.trip,
      vehicle: state.vehicle,
      from_position_at: new Date(fix.time).toISOString(),
      delay_seconds: estimate.delaySeconds,
      stops: estimate.stops.map(({ stop, eta, basis }) => ({
        trip_stop: stop.id,
        sequence: stop.sequence,
        title: stop.title,
        planned: new Date(stop.planned).toISOString(),
        eta: new Date(eta).toISOString(),
        basis,
      })),
    };
  });
}

function readTripStates(db: Db, tenant: string, trips: string[]): Promise<TripState[]> {
  const ids = uuidArray(trips);
  const ms = (instant: string) => sql.raw(`(extract(epoch from ${instant}) * 1000)::float8`);
  return queryRows<TripState>(
    db,
    sql`with reached as (
          select trip_stop_id,
                 min(event_time) filter (where event_type = ${sqlCode(EVENT.arrived)}) as arrived,
                 min(event_time) filter (where event_type = ${sqlCode(EVENT.departed)}) as departed
            from trip_events
           where tenant_id = ${tenant} and trip_id = any(${ids}) and trip_stop_id is not null
           group by trip_stop_id
        )
        select t.id::text as trip, t.vehicle_id::text as vehicle,
               extract(epoch from (t.journey_date + time '12:00')
                 - ((t.journey_date + time '12:00') at time zone n.time_zone at time zone 'UTC'))::int as utc_offset_s,
               json_agg(json_build_object(
                 'id', s.id, 'sequence', s.sequence, 'title', s.title, 'busStop', s.bus_stop_id,
                 'latitude', s.latitude::float8, 'longitude', s.longitude::float8,
                 'arrivalRadius', coalesce(b.arrival_radius, ${sqlCode(ARRIVAL_RADIUS.default)}),
                 'planned', ${ms('(t.journey_date + s.expected_time) at time zone n.time_zone')},
                 'arrivedAt', ${ms('r.arrived')}, 'departedAt', ${ms('r.departed')}
               ) order by s.sequence) as stops
          from trips t
          join tenants n on n.id = t.tenant_id
          join trip_stops s on s.tenant_id = t.tenant_id and s.trip_id = t.id
          -- The radius its arrival is recorded within (position-writer.ts); the default for a bus stop deleted since.
          left join bus_stops b on b.tenant_id = s.tenant_id and b.id = s.bus_stop_id
          left join reached r on r.trip_stop_id = s.id
         where t.tenant_id = ${tenant} and t.id = any(${ids}) and t.status = ${sqlCode(STATUS.active)}
         group by t.id, t.vehicle_id, t.journey_date, n.time_zone`,
  );
}

/** The latest good position of a trip's bus, through the trip's index; none before its first ping. */
export async function latestTripFix(db: Db, tenant: string, trip: string): Promise<TripFix | undefined> {
  const [fix] = await queryRows<TripFix>(
    db,
    sql`select trip_id::text as trip, (extract(epoch from time) * 1000)::float8 as time, latitude, longitude
          from positions
         where tenant_id = ${tenant} and trip_id = ${trip} and flags = 0
         order by time desc limit 1`,
  );
  return fix;
}
