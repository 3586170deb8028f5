import { sql } from 'drizzle-orm';
import { SCHOOL_DAYS, weekdayBits } from '@app/shared/common/weekdays';
import type { Db } from '../../db/client';

const MONDAY_TO_FRIDAY = weekdayBits(SCHOOL_DAYS);
// A handful of households ride on fewer days: some only Monday, Wednesday and Friday both ways,
// some are fetched by a parent on Friday afternoons.
const ALTERNATE_DAYS = weekdayBits([1, 3, 5]);
const MONDAY_TO_THURSDAY = weekdayBits([1, 2, 3, 4]);

type RiderRoute = {
  morning: string;
  afternoon: string;
  /** The route's stop count, the same both ways. */
  stops: number;
  /** Its share of the students (planned riders out of the plan's total). */
  riders: number;
};

/**
 * Every student of the school on one morning and one afternoon route, in one INSERT ... SELECT
 * whatever their number. Siblings (students sharing their primary guardian) make one household,
 * which rides one route pair and boards and leaves at one stop. Households are dealt to the routes
 * by their shares of the students, then to each route's stops in turn; the afternoon drop point is
 * the afternoon run's stop at the morning pick point's bus stop.
 */
export async function seedDemoRiders(tx: Db, tenantId: string, routes: RiderRoute[]): Promise<void> {
  const total = routes.reduce((sum, route) => sum + route.riders, 0);
  let taken = 0;
  const plan = routes.map((route) => {
    const share = { ...route, share_from: taken / total, share_to: (taken + route.riders) / total };
    taken += route.riders;
    return share;
  });
  await tx.execute(sql`
    with plan as (
      select * from json_to_recordset(${JSON.stringify(plan)}::json)
        as p(morning uuid, afternoon uuid, stops int, share_from float8, share_to float8)
    ), households as (
      select s.id as student_id, s.admission_number, coalesce(g.guardian_id, s.id) as household
        from students s
        left join student_guardians g on g.tenant_id = s.tenant_id and g.student_id = s.id and g.is_primary
       where s.tenant_id = ${tenantId}
    ), numbered as (
      select student_id, household,
             dense_rank() over (order by first_admission, household) as house_no,
             row_number() over (order by first_admission, household, admission_number) - 1 as position,
             count(*) over () as total
        from (select *, min(admission_number) over (partition by household) as first_admission
                from households) h
    ), placed as (
      select n.student_id, n.house_no, p.morning, p.afternoon,
             (dense_rank() over (partition by p.morning order by n.house_no) - 1) % p.stops + 1 as sequence
        from (select *, min(position) over (partition by household)::float8 / total as share from numbered) n
        join plan p on n.share >= p.share_from and n.share < p.share_to
    )
    insert into student_journeys (tenant_id, student_id, journey_id, pick_point_id, drop_point_id, weekdays)
    select ${tenantId}::uuid, placed.student_id, leg.journey_id, leg.pick_point_id, leg.drop_point_id, leg.weekdays
      from placed
      join journey_stops pick
        on pick.tenant_id = ${tenantId} and pick.journey_id = placed.morning and pick.sequence = placed.sequence
      join journey_stops drop_off
        on drop_off.tenant_id = ${tenantId} and drop_off.journey_id = placed.afternoon
       and drop_off.bus_stop_id = pick.bus_stop_id
     cross join lateral (values
       (placed.morning, pick.id, null::uuid,
        case when placed.house_no % 31 = 7 then ${ALTERNATE_DAYS}::smallint else ${MONDAY_TO_FRIDAY}::smallint end),
       (placed.afternoon, null::uuid, drop_off.id,
        case when placed.house_no % 31 = 7 then ${ALTERNATE_DAYS}::smallint
             when placed.house_no % 43 = 12 then ${MONDAY_TO_THURSDAY}::smallint
             else ${MONDAY_TO_FRIDAY}::smallint end)
     ) as leg(journey_id, pick_point_id, drop_point_id, weekdays)`);
}
