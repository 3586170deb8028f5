import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import type { Target } from './district';

/**
 * `--bookings N`: N scheduled field trips of the district's buses on the term's weekdays, 09:00 to
 * 14:00 (between the morning and afternoon routes, so none clashes), each with its vehicle and that
 * day's driver. While a school has bookings, every trip the generation writes is checked against them
 * by the database (issue 25 §4); with none the check stops at its first question.
 */
export async function addFieldTripBookings(target: Target, count: number): Promise<void> {
  if (count === 0) return;
  const database = await openDatabase(target);
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with days as (
          select d::date as day, row_number() over (order by d) - 1 as n
            from generate_series('2026-01-05'::date, '2026-03-27'::date, interval '1 day') as d
           where extract(isodow from d) < 6
        ), wanted as (
          select i, v.id as vehicle_id, v.tenant_id,
                 (select day from days where n = i % (select count(*) from days)) as day
            from generate_series(1, ${count}) as i
            join vehicles v on v.code = 'BUS-' || i
        ), trips as (
          insert into field_trips (tenant_id, title, destination, trip_date, departs_at, returns_at,
                                   passengers, vehicles_needed, status, requested_by_name)
          select w.tenant_id, 'Visit ' || w.i, 'Nairobi National Museum', w.day, '09:00', '14:00', 40, 1,
                 'scheduled', 'Bench'
            from wanted w
          returning id, tenant_id, title
        )
        insert into field_trip_assignments (tenant_id, field_trip_id, vehicle_id, driver_id, position, during)
        select w.tenant_id, t.id, w.vehicle_id, p.driver_id, 1, tsrange(w.day + '09:00'::time, w.day + '14:00'::time)
          from trips t
          join wanted w on 'Visit ' || w.i = t.title
          join vehicle_personnel p on p.tenant_id = w.tenant_id and p.vehicle_id = w.vehicle_id
           and w.day between p.start_date and p.end_date`);
    });
    await database.db.execute(sql`vacuum analyze field_trip_assignments`);
  } finally {
    await database.close();
  }
}
