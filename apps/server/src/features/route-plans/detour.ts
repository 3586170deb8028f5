import { sql } from 'drizzle-orm';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripStops } from '../trips/trip-stops.table';
import { BUS_SPEED, metresBetween } from './route-times';

/** Roads are this much longer than the straight line when the school has too few recorded trips. */
export const DEFAULT_DETOUR = 1.35;
/** Fewer recorded segments than this say too little about the school's roads. */
export const MIN_SEGMENTS = 20;
const DETOUR_RANGE = { min: 1, max: 3 } as const;
/** The recorded trips looked at: the last 8 weeks (this term's roads, traffic and drivers). */
const RECORDED_DAYS = 56;
/** Stops closer than this say more about the GPS and the radius than about the road between them. */
const MIN_SEGMENT_METRES = 100;
/** The most recent segments read: far more than a median needs. */
const MAX_SEGMENTS = 5000;

/** One leg driven: from leaving a stop to reaching the next one of the trip. */
export interface RecordedSegment {
  seconds: number;
  from_latitude: number;
  from_longitude: number;
  to_latitude: number;
  to_longitude: number;
}

export interface Detour {
  factor: number;
  basis: 'recorded' | 'default';
}

/**
 * The school's detour factor from its own recorded legs: each leg's time at the bus's speed against
 * its straight line (time * speed / distance), their median (a bus held at a crossing or a wrong turn
 * moves a median little), within 1.0 to 3.0; the default when fewer than 20 legs were recorded.
 */
export function detourOf(segments: readonly RecordedSegment[]): Detour {
  const ratios = segments
    .map((segment) => {
      const metres = metresBetween(
        { latitude: segment.from_latitude, longitude: segment.from_longitude },
        { latitude: segment.to_latitude, longitude: segment.to_longitude },
      );
      return metres >= MIN_SEGMENT_METRES && segment.seconds > 0
        ? (segment.seconds * BUS_SPEED) / metres
        : undefined;
    })
    .filter((ratio) => ratio !== undefined)
    .sort((a, b) => a - b);
  if (ratios.length < MIN_SEGMENTS) return { factor: DEFAULT_DETOUR, basis: 'default' };
  const middle = ratios.length / 2;
  const median =
    ratios.length % 2 ? ratios[Math.floor(middle)]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
  const factor = Math.min(DETOUR_RANGE.max, Math.max(DETOUR_RANGE.min, median));
  return { factor: Math.round(factor * 1000) / 1000, basis: 'recorded' };
}

/**
 * The school's recorded legs of the last 8 weeks, in one statement: each stop's first Departed Stop
 * event (read off the events' type-and-time index), joined to the next stop of the same trip and the
 * first Arrived at Stop time its trigger keeps (trip_stops.arrived_at, migration 0011).
 */
export function recordedSegments(db: Db, tenantId: string): Promise<RecordedSegment[]> {
  const events = tripEvents;
  return queryRows<RecordedSegment>(
    db,
    sql`with departed as (
      select ${events.trip_id} as trip_id, ${events.trip_stop_id} as trip_stop_id, min(${events.event_time}) as at
        from ${events}
       where ${events.tenant_id} = ${tenantId} and ${events.event_type} = ${sqlCode(EVENT.departed)}
         and ${events.event_time} >= now() - make_interval(days => ${RECORDED_DAYS})
         and ${events.trip_stop_id} is not null
       group by 1, 2
    )
    select extract(epoch from (nx.arrived_at - d.at))::float8 as seconds,
           ts.latitude::float8 as from_latitude, ts.longitude::float8 as from_longitude,
           nx.latitude::float8 as to_latitude, nx.longitude::float8 as to_longitude
      from departed d
      join ${tripStops} ts on ts.tenant_id = ${tenantId} and ts.trip_id = d.trip_id and ts.id = d.trip_stop_id
      join ${tripStops} nx on nx.tenant_id = ${tenantId} and nx.trip_id = d.trip_id and nx.sequence = ts.sequence + 1
     where nx.arrived_at > d.at
     order by d.at desc
     limit ${MAX_SEGMENTS}`,
  );
}
