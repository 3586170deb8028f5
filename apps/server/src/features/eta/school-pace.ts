import { sql } from 'drizzle-orm';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCodes } from '../../db/sql-codes';
import type { DrivenSegment } from './eta-engine';
import { stopVisits } from './stop-visits';

/** A segment a bus of the school drove today, and the trip that drove it. */
export type TripSegment = DrivenSegment & { trip: string };

/**
 * The segments the school's trips drove today (its date, in its time zone), under way or done:
 * from each stop to the next of the trip where both were reached, with when the first was reached
 * and left and the next reached, as their events say, and the schedule's time between the two. What
 * the school's pace today is made of (eta-engine.ts `schoolPace`). One statement: today's trips
 * through their date's index, their events through the trip's.
 */
export function readSegmentsToday(db: Db, tenant: string): Promise<TripSegment[]> {
  const ms = (instant: string) => sql.raw(`(extract(epoch from ${instant}) * 1000)::float8`);
  return queryRows<TripSegment>(
    db,
    sql`with visits as (${stopVisits(
      tenant,
      sql`t.status in (${sqlCodes([STATUS.active, STATUS.completed])})
          and t.journey_date = (now() at time zone n.time_zone)::date`,
    )}), steps as (
          select trip_id, bus_stop_id, arrived, departed, expected_time,
                 lead(bus_stop_id) over trip as to_stop, lead(arrived) over trip as reached,
                 lead(expected_time) over trip as next_expected
            from visits window trip as (partition by trip_id order by sequence)
        )
        select trip_id::text as trip, bus_stop_id::text as "from", to_stop::text as "to",
               ${ms('arrived')} as "arrivedAt", ${ms('departed')} as "departedAt", ${ms('reached')} as "reachedAt",
               (extract(epoch from next_expected - expected_time) * 1000)::float8 as scheduled
          from steps
         where reached > coalesce(departed, arrived)`,
  );
}
