import { sql, type SQL } from 'drizzle-orm';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { GenerateTripsResult, generateTripsInputSchema } from '@app/shared/trips/trip.schemas';
import { ANALYZE_AFTER_ROWS, analyzeTables } from '../../db/analyze';
import { queryRow } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import { tripStops } from './trip-stops.table';
import { trips } from './trips.table';

type Input = ReturnType<typeof generateTripsInputSchema.parse>;

/**
 * Makes the trips of a range of dates (DESIGN §5, Trip generation) in one statement, so a term of a
 * district's trips is a few set operations, not a query per trip or rider, and all of it or none.
 *
 * - Dates are calendar dates of the school (its time zone's), as sent; Saturday and Sunday are left
 *   out when asked. Each active route gets a trip on each date its academic period covers.
 * - A route has one trip per date: the unique index (tenant, route, date) decides, and ON CONFLICT
 *   DO NOTHING leaves existing trips as they are. Two generations at once insert in the same order
 *   (route, date), so the second waits for the first's rows instead of deadlocking, then skips them.
 * - A trip copies the route's vehicle and attendant, the vehicle's driver on that date (its active
 *   personnel assignment covering it), and the route's stops with their expected times.
 * - A stop's expected riders are the route's active assignments boarding (pick point) or leaving
 *   (drop point) there whose weekday bits hold the date's ISO weekday: worked out once per stop and
 *   weekday, not per trip. Restrictions are few: the students they hold back are found per stop and
 *   date, and only those stops' arrays are filtered.
 */
export async function generateTrips(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  input: Input,
): Promise<GenerateTripsResult> {
  const school = ctx.tenantId;
  const { start_date: start, end_date: end } = input;
  const result = await inTransaction(ctx, async (tx) => {
    // One big statement: room to sort and hash in memory, and no JIT compilation (seconds of its own).
    await tx.db.execute(sql`select set_config('work_mem', '128MB', true), set_config('jit', 'off', true)`);
    const { created, wanted } = await queryRow<{ created: number; wanted: number }>(
      tx.db,
      sql`
    with days as (
      select d::date as day from generate_series(${start}::date, ${end}::date, interval '1 day') as d
      where not ${input.skip_weekends}::boolean or extract(isodow from d) < 6
    ), wanted as (
      select j.id as journey_id, days.day, j.default_vehicle_id as vehicle_id, j.attendant_id,
        (select vp.driver_id from vehicle_personnel vp
          where vp.tenant_id = j.tenant_id and vp.vehicle_id = j.default_vehicle_id and vp.is_active
            and days.day between vp.start_date and vp.end_date
          order by vp.start_date desc limit 1) as driver_id
      from journeys j
      join academic_periods p on p.tenant_id = j.tenant_id and p.id = j.academic_period_id
      join days on days.day between p.start_date and p.end_date
      where j.tenant_id = ${school} and j.is_active
    ), created as (
      insert into trips (tenant_id, journey_id, journey_date, vehicle_id, driver_id, attendant_id)
      select ${school}, journey_id, day, vehicle_id, driver_id, attendant_id from wanted
      order by journey_id, day
      on conflict (tenant_id, journey_id, journey_date) do nothing
      returning id, journey_id, journey_date
    ), points as (
      -- Each active assignment's boarding (Pickup) and leaving (Dropoff) stop.
      select sj.student_id, sj.weekdays, point.stop_id, point.event_type
      from student_journeys sj
      cross join lateral (values (sj.pick_point_id, ${sqlCode(EVENT.pickup)}), (sj.drop_point_id, ${sqlCode(EVENT.dropoff)}))
        as point(stop_id, event_type)
      where sj.tenant_id = ${school} and sj.is_active and point.stop_id is not null
    ), day_sets as (
      -- The riders of a route stop by set of weekdays (most share one or two), as arrays.
      select points.stop_id, points.weekdays,
        array_agg(points.student_id) filter (where points.event_type = ${sqlCode(EVENT.pickup)}) as picks,
        array_agg(points.student_id) filter (where points.event_type = ${sqlCode(EVENT.dropoff)}) as drops
      from points group by points.stop_id, points.weekdays
    ), dows as (
      select distinct extract(isodow from day)::int as dow from days
    ), riders as (
      -- A route stop's riders on each ISO weekday of the range (1 Monday: bit 0): the arrays of the
      -- sets of weekdays that hold it, joined end to end.
      select day_sets.stop_id, dows.dow,
        array_cat_agg(day_sets.picks) as picks, array_cat_agg(day_sets.drops) as drops
      from day_sets join dows on (day_sets.weekdays >> (dows.dow - 1)) & 1 = 1
      group by day_sets.stop_id, dows.dow
    ), stop_days as (
      -- Each route stop on each weekday of the range with what a trip copies of it.
      select js.journey_id, dows.dow, js.id, js.bus_stop_id, b.title, b.latitude, b.longitude, js.sequence,
        js.expected_time, riders.picks, riders.drops
      from journey_stops js
      join bus_stops b on b.tenant_id = ${school} and b.id = js.bus_stop_id
      cross join dows
      left join riders on riders.stop_id = js.id and riders.dow = dows.dow
      where js.tenant_id = ${school}
    ), held as (
      -- Students a restriction keeps off a stop's boarding or leaving on a date of the range.
      select points.stop_id, days.day,
        array_agg(points.student_id) filter (where points.event_type = ${sqlCode(EVENT.pickup)}) as picks,
        array_agg(points.student_id) filter (where points.event_type = ${sqlCode(EVENT.dropoff)}) as drops
      from student_restrictions r
      join days on days.day between r.start_date and r.end_date
      join points on points.student_id = r.student_id and points.event_type = r.event_type
      where r.tenant_id = ${school} and r.start_date <= ${end}::date and r.end_date >= ${start}::date
      group by points.stop_id, days.day
    ), stopped as (
      insert into trip_stops
        (tenant_id, trip_id, journey_stop_id, bus_stop_id, title, latitude, longitude, sequence, expected_time,
         pick_students, drop_students)
      select ${school}, created.id, sd.id, sd.bus_stop_id, sd.title, sd.latitude, sd.longitude, sd.sequence,
        sd.expected_time,
        ${without(sql`sd.picks`, sql`held.picks`)}, ${without(sql`sd.drops`, sql`held.drops`)}
      -- The new trips in the order of their ids, the big side of each join (whose order a hash join
      -- keeps), so the stops come in the order of the indexes on (trip, ...): each index page is
      -- written once, not again and again as random trip ids land all over it (a term is 1.2 million
      -- stops). An ORDER BY of every stop would sort 1.2 million rows with their riders on disk.
      from (select created.*, extract(isodow from created.journey_date)::int as dow from created order by id) created
      join stop_days sd on sd.journey_id = created.journey_id and sd.dow = created.dow
      left join held on held.stop_id = sd.id and held.day = created.journey_date
    )
    select (select count(*) from created)::int as created, (select count(*) from wanted)::int as wanted`,
    );
    return { created, skipped: wanted - created, start_date: start, end_date: end };
  });
  // A bulk write: the statements that next read trips (a restriction import fixing their riders, the
  // lists) plan on their real number, not on what the statistics knew before (ADR 015). Committed
  // first, so nothing waits for it and it never holds the tables' locks for the write.
  if (result.created >= ANALYZE_AFTER_ROWS) await analyzeTables(ctx.db, [trips, tripStops]);
  return result;
}

/** The riders of an array less those held back (either may be null: nobody). */
function without(riders: SQL, heldBack: SQL): SQL {
  return sql`case when ${heldBack} is null then coalesce(${riders}, '{}')
    else array(select student from unnest(${riders}) as student where student <> all(${heldBack})) end`;
}
