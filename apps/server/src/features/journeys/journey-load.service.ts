import { sql } from 'drizzle-orm';
import { DAY_NAMES } from '@app/shared/common/weekdays';
import { JOURNEY_MESSAGES, type JourneyLoad } from '@app/shared/journeys/journey.schemas';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { vehicles } from '../vehicles/vehicles.table';
import { journeys } from './journeys.table';

/**
 * Riders of a route on each weekday (its active assignments whose schedule holds the day) against
 * its default vehicle's capacity, in one statement: seven rows, or none for another school's route.
 */
export async function journeyLoad(ctx: TenantContext, id: string): Promise<JourneyLoad> {
  const journeyId = recordId(id, JOURNEY_MESSAGES.notFound);
  const rows = await queryRows<{ capacity: number; day: number; riders: number }>(
    ctx.db,
    sql`
    select ${vehicles.max_capacity} as capacity, d.day::int as day, count(${studentJourneys.id})::int as riders
    from ${journeys}
    join ${vehicles} on ${vehicles.tenant_id} = ${journeys.tenant_id} and ${vehicles.id} = ${journeys.default_vehicle_id}
    cross join generate_series(1, 7) as d(day)
    left join ${studentJourneys} on ${studentJourneys.tenant_id} = ${journeys.tenant_id}
      and ${studentJourneys.journey_id} = ${journeys.id} and ${studentJourneys.is_active}
      and (${studentJourneys.weekdays} & (1 << (d.day - 1))) <> 0
    where ${journeys.tenant_id} = ${ctx.tenantId} and ${journeys.id} = ${journeyId}
    group by ${vehicles.max_capacity}, d.day
    order by d.day`,
  );
  const [first] = rows;
  if (!first) throw new AppError(404, JOURNEY_MESSAGES.notFound);
  const capacity = first.capacity;
  const days = rows.map((row) => ({
    day_of_week: row.day,
    day_name: DAY_NAMES[row.day - 1]!,
    riders: row.riders,
    over_capacity: row.riders > capacity,
  }));
  return { capacity, over_capacity: days.some((day) => day.over_capacity), days };
}
