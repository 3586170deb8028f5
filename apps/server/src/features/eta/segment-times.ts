import { sql } from 'drizzle-orm';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { ExpiringCache } from '../../http/expiring-cache';
import type { LearnedTimes } from './eta-engine';
import { stopVisits } from './stop-visits';
import { readSegmentsToday, type TripSegment } from './school-pace';

/** How far back the school's trips teach: long enough for a few dozen of each, short enough to follow a new road. */
const LEARN_DAYS = 56;
/** A segment's time is learned from this many trips over it at that hour, not fewer. */
const MIN_TRIPS = 3;
/** How long a school's learned times are kept before they are read again (they change by the day). */
const KEEP_MS = 15 * 60_000;
/**
 * How long a school's segments driven today are kept: a bus reaches a stop every few minutes, and
 * an hour of them is what the school's pace stands on, so a minute behind changes little.
 */
const TODAY_KEEP_MS = 60_000;

type Row = {
  kind: 'drive' | 'dwell';
  from_stop: string;
  to_stop: string | null;
  hour: number;
  seconds: number;
};

/**
 * What the school's completed trips of the last eight weeks took, each stop's arrival and departure
 * as its events say (a crew's or one made from positions): the drive from leaving a bus stop to
 * reaching the next of the trip, by the hour (the school's) it left, and the stand at a stop, by the
 * hour it arrived. Each is the mean of the trips within three times their median: a mean, as a
 * trip's ETA adds several segments and a rare slow one is part of what they take (a median alone
 * came out early, bench/eta-replay); within three medians, so a breakdown does not teach a street.
 * One statement; the trips' events are read through their index.
 */
async function readLearnedTimes(db: Db, tenant: string): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`with visits as (${stopVisits(
      tenant,
      sql`t.status = ${sqlCode(STATUS.completed)} and t.journey_date >= current_date - ${LEARN_DAYS}::int`,
    )}), steps as (
          select bus_stop_id as from_stop, time_zone, coalesce(departed, arrived) as left_at,
                 lead(bus_stop_id) over trip as to_stop, lead(arrived) over trip as reached_at
            from visits window trip as (partition by trip_id order by sequence)
        ), observed as (
          select 'drive' as kind, from_stop, to_stop, extract(hour from left_at at time zone time_zone)::int as hour,
                 extract(epoch from reached_at - left_at)::float8 as seconds
            from steps where reached_at > left_at
          union all
          select 'dwell', bus_stop_id, null, extract(hour from arrived at time zone time_zone)::int,
                 extract(epoch from departed - arrived)::float8
            from visits where departed >= arrived
        ), medians as (
          select kind, from_stop, to_stop, hour, percentile_cont(0.5) within group (order by seconds) as median
            from observed group by kind, from_stop, to_stop, hour
          having count(*) >= ${MIN_TRIPS}::int
        )
        select o.kind, o.from_stop::text, o.to_stop::text, o.hour, avg(o.seconds)::float8 as seconds
          from observed o
          join medians m on m.kind = o.kind and m.from_stop = o.from_stop
                        and m.to_stop is not distinct from o.to_stop and m.hour = o.hour
         where o.seconds <= 3 * m.median
         group by o.kind, o.from_stop, o.to_stop, o.hour`,
  );
}

/** The rows as look-ups by segment and hour. */
export function learnedTimes(
  rows: Pick<Row, 'kind' | 'from_stop' | 'to_stop' | 'hour' | 'seconds'>[],
): LearnedTimes {
  const drives = new Map<string, number>();
  const dwells = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'drive') drives.set(`${row.from_stop}>${row.to_stop}@${row.hour}`, row.seconds);
    else dwells.set(`${row.from_stop}@${row.hour}`, row.seconds);
  }
  return {
    drive: (from, to, hour) => drives.get(`${from}>${to}@${hour}`),
    dwell: (stop, hour) => dwells.get(`${stop}@${hour}`),
  };
}

/**
 * Each school's learned times, read at most every quarter of an hour by each process, and the
 * segments its buses drove today, at most every minute, so an ETA on every ping costs no more than
 * reading the trip's own stops.
 */
export class SegmentTimes {
  private readonly cache = new ExpiringCache<Promise<LearnedTimes>>(1_000);
  private readonly today = new ExpiringCache<Promise<TripSegment[]>>(1_000);

  of(db: Db, tenant: string): Promise<LearnedTimes> {
    return cached(this.cache, tenant, KEEP_MS, () => readLearnedTimes(db, tenant).then(learnedTimes));
  }

  /** The segments the school's trips drove today (school-pace.ts). */
  drivenToday(db: Db, tenant: string): Promise<TripSegment[]> {
    return cached(this.today, tenant, TODAY_KEEP_MS, () => readSegmentsToday(db, tenant));
  }
}

/** A school's entry of a cache, read when missing or expired. */
function cached<T>(cache: ExpiringCache<Promise<T>>, tenant: string, keepMs: number, read: () => Promise<T>) {
  let value = cache.get(tenant);
  if (!value) {
    value = read();
    // A failed read is not kept: the next ping tries again.
    value.catch(() => cache.delete(tenant));
    cache.set(tenant, value, Date.now() + keepMs);
  }
  return value;
}
