import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRow } from '../../db/query-rows';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';

/**
 * A digest of the school's routes of a direction, their stops and their riders' assignments, as
 * they are (one statement): a plan keeps it, and its approval compares it with the one of that
 * moment, so that routes or riders changed meanwhile are never overwritten by a stale proposal.
 * Times are left out (moving a stop's time changes nothing the plan decided).
 */
export async function fingerprintOf(db: Db, tenantId: string, direction: 1 | 2): Promise<string> {
  const j = journeys;
  const ofDirection = sql`${j.tenant_id} = ${tenantId} and ${j.direction} = ${direction}`;
  const row = await queryRow<{ fingerprint: string }>(
    db,
    sql`select md5(coalesce(string_agg(line, ' ' order by line), '')) as fingerprint from (
      select ('r', ${j.id}, ${j.code}, ${j.is_active}, ${j.default_vehicle_id}, ${j.academic_period_id})::text as line
        from ${j} where ${ofDirection}
      union all
      select ('s', ${journeyStops.id}, ${journeyStops.journey_id}, ${journeyStops.bus_stop_id}, ${journeyStops.sequence})::text
        from ${journeyStops} join ${j} on ${j.tenant_id} = ${journeyStops.tenant_id} and ${j.id} = ${journeyStops.journey_id}
       where ${journeyStops.tenant_id} = ${tenantId} and ${ofDirection}
      union all
      select ('a', ${studentJourneys.id}, ${studentJourneys.journey_id}, ${studentJourneys.student_id},
              ${studentJourneys.is_active}, ${studentJourneys.pick_point_id}, ${studentJourneys.drop_point_id},
              ${studentJourneys.weekdays})::text
        from ${studentJourneys} join ${j} on ${j.tenant_id} = ${studentJourneys.tenant_id} and ${j.id} = ${studentJourneys.journey_id}
       where ${studentJourneys.tenant_id} = ${tenantId} and ${ofDirection}
    ) lines`,
  );
  return row.fingerprint;
}
