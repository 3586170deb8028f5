/**
 * The bench district, built straight in the database with a few set-based statements: one school of
 * `routes` routes of 20 stops and `students` students riding a route to school and one home, drivers
 * changing mid-term, a few restrictions. Shared by the trip generation and report benches.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createSchool } from '../apps/server/src/features/tenants/create-school';

export const STOPS = 20;
export const PASSWORD = 'bench-password-1';
export const EMAIL = 'trips-bench@bench.test';
/** Twelve weeks of Monday to Friday: 60 school days. */
export const TERM = { start_date: '2026-01-05', end_date: '2026-03-27', skip_weekends: true };

export type Target = { url?: string; dataDir?: string };
export type DistrictSize = { routes: number; students: number };

/**
 * The district, written with a few set-based statements. Odd routes run to school (riders board at
 * stops 1-19, leave at 20), even routes home (board at 1, leave at 2-20); student s rides route pair
 * s mod (routes / 2). One rider in ten rides Monday, Wednesday and Friday only. Each vehicle has one
 * driver until mid-February and another after.
 */
export async function buildDistrict(target: Target, size: DistrictSize): Promise<void> {
  const { routes: ROUTES, students: STUDENTS } = size;
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    const { tenant_id: t } = await createSchool(database.db, {
      name: 'Trips Bench District',
      admin_email: EMAIL,
      admin_password: PASSWORD,
    });
    const pairs = ROUTES / 2;
    const statements = [
      sql`insert into academic_periods (tenant_id, title, start_date, end_date)
        values (${t}, 'Term 1', '2026-01-05', '2026-04-03')`,
      sql`insert into vehicles (tenant_id, registration_number, code, max_capacity)
        select ${t}, 'KB' || lpad(i::text, 5, '0'), 'BUS-' || i, 70 from generate_series(1, ${ROUTES}) as i`,
      sql`insert into employees (tenant_id, staff_number, first_name, last_name, gender, date_of_birth)
        select ${t}, 'EMP-' || i, (array['Otieno','Wanjiru','Kamau','Achieng','Mwangi'])[1 + i % 5],
          (array['Njoroge','Chebet','Kariuki','Auma'])[1 + i % 4], 1 + i % 2, '1980-01-01'
        from generate_series(1, ${ROUTES * 2 + pairs}) as i`,
      sql`insert into vehicle_personnel (tenant_id, vehicle_id, driver_id, start_date, end_date)
        select ${t}, v.id, e.id, period.starts::date, period.ends::date
        from generate_series(1, ${ROUTES}) as i
        cross join (values (0, '2026-01-01', '2026-02-15'), (1, '2026-02-16', '2026-12-31'))
          as period(shift, starts, ends)
        join vehicles v on v.tenant_id = ${t} and v.code = 'BUS-' || i
        join employees e on e.tenant_id = ${t} and lower(e.staff_number) = lower('EMP-' || (i + period.shift * ${ROUTES}))`,
      sql`insert into zones (tenant_id, title) select ${t}, 'Zone ' || i from generate_series(1, 50) as i`,
      sql`insert into bus_stops (tenant_id, zone_id, title, latitude, longitude)
        select ${t}, z.id, 'Stop ' || i, -1.2 - (i % 1000) * 0.0001, 36.8 + (i / 1000) * 0.0001
        from generate_series(1, ${ROUTES * STOPS}) as i
        join zones z on z.tenant_id = ${t} and z.title = 'Zone ' || (1 + i % 50)`,
      sql`insert into journeys (tenant_id, title, code, direction, start_time, end_time, default_vehicle_id,
          attendant_id, academic_period_id)
        select ${t}, 'Route ' || i, 'R-' || i, 2 - i % 2,
          case when i % 2 = 1 then '06:00'::time else '15:00'::time end,
          case when i % 2 = 1 then '08:00'::time else '17:00'::time end,
          v.id, (select id from employees e where e.tenant_id = ${t}
            and lower(e.staff_number) = lower('EMP-' || (${ROUTES * 2} + (i + 1) / 2))),
          (select id from academic_periods where tenant_id = ${t})
        from generate_series(1, ${ROUTES}) as i
        join vehicles v on v.tenant_id = ${t} and v.code = 'BUS-' || i`,
      sql`insert into journey_stops (tenant_id, journey_id, bus_stop_id, sequence, expected_time)
        select ${t}, j.id, b.id, k, j.start_time + k * interval '5 minutes'
        from journeys j cross join generate_series(1, ${STOPS}) as k
        join bus_stops b on b.tenant_id = ${t}
          and b.title = 'Stop ' || ((substr(j.code, 3)::int - 1) * ${STOPS} + k)
        where j.tenant_id = ${t}`,
      sql`insert into students (tenant_id, admission_number, first_name, last_name, gender, date_of_birth)
        select ${t}, 'S-' || i, (array['Amani','Baraka','Zawadi','Imani','Neema','Juma'])[1 + i % 6],
          (array['Otieno','Mwangi','Kariuki','Achieng','Wekesa'])[1 + i % 5], 1 + i % 2, '2014-05-01'
        from generate_series(1, ${STUDENTS}) as i`,
      sql`with riders as (
          select s.id as student_id, substr(s.admission_number, 3)::int as n from students s where s.tenant_id = ${t}
        ), legs as (
          select r.student_id, r.n, 'R-' || (2 * (r.n % ${pairs}) + 1) as code, 1 + r.n % ${STOPS - 1} as pick_at,
            ${STOPS} as drop_at from riders r
          union all
          select r.student_id, r.n, 'R-' || (2 * (r.n % ${pairs}) + 2), 1, 2 + r.n % ${STOPS - 1} from riders r
        )
        insert into student_journeys (tenant_id, student_id, journey_id, pick_point_id, drop_point_id, weekdays)
        select ${t}, legs.student_id, j.id, pick.id, dropped.id, case when legs.n % 10 = 0 then 21 else 31 end
        from legs
        join journeys j on j.tenant_id = ${t} and lower(j.code) = lower(legs.code)
        join journey_stops pick on pick.tenant_id = ${t} and pick.journey_id = j.id and pick.sequence = legs.pick_at
        join journey_stops dropped on dropped.tenant_id = ${t} and dropped.journey_id = j.id
          and dropped.sequence = legs.drop_at`,
      sql`insert into student_restrictions (tenant_id, student_id, event_type, reason, start_date, end_date)
        select ${t}, s.id, case when i % 2 = 0 then 3 else 5 end, 1 + i % 3,
          '2026-01-05'::date + (i % 70), '2026-01-05'::date + (i % 70) + (i % 5)
        from generate_series(1, 300) as i
        join students s on s.tenant_id = ${t} and lower(s.admission_number) = lower('S-' || (i * 157))`,
      sql`vacuum analyze`,
      // The build's writes are on disk before anything is timed.
      sql`checkpoint`,
    ];
    for (const statement of statements) await database.db.execute(statement);
  } finally {
    await database.close();
  }
}
