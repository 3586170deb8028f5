/**
 * The schools of bench/api-throughput: each with `records` rows in every table that grows with a
 * school (vehicles, employees, stops, route stops, students and their enrolments, routes and
 * guardians, trips) and the usual handful in the others, written with a few set-based statements;
 * then its trips generated and a tenth of today's started through the API, as the office does.
 *
 * Every searchable text carries a token x00y..x99y, so `x37y` matches 1% of a list's rows.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/features/accounts/passwords';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import type { Target } from './district';
import { authHeaders, login, type Auth } from './product';

export const PASSWORD = 'bench-password-1';
/** Stops per route: routes are a twentieth of the records, so route stops are as many as the records. */
const STOPS = 20;
/** Trips are generated for this many days around today: routes x days = records. */
const DAYS = 20;

export type SeededSchool = { tenantId: string; adminEmail: string; driverEmail: string };

/**
 * A person's first, other and last names for row `i` (SQL): 29, 31 and 37 names, pairwise coprime, so
 * the first 33,263 rows all have different full names and a school of 50,000 has each at most twice,
 * as a real roll has. (With 30 names in all, a list ordered by name read a whole group of 1,668 equal
 * names to order it by its next column: a cost no school has.) The other name carries the row's token,
 * so that a search of a list read by a person's name matches 1% of it too.
 */
const words = (text: string) => text.trim().split(/\s+/);
const FIRST = words(`
  Amani Baraka Zawadi Imani Neema Juma Wanjiru Achieng Otieno Kamau Mwangi Njeri Akinyi Kipchoge
  Chebet Wambui Mutua Nyambura Omondi Atieno Kibet Jepkosgei Makena Muthoni Onyango Wafula Nafula
  Barasa Halima
`);
const OTHER = words(`
  Grace Peter Mercy John Faith Joseph Mary David Esther James Ruth Daniel Sarah Samuel Lucy Paul
  Joyce Stephen Agnes Moses Ann Michael Rose George Jane Francis Alice Charles Susan Robert Naomi
`);
const LAST = words(`
  Otieno Mwangi Kariuki Achieng Wekesa Njoroge Chebet Auma Kamau Odhiambo Wanjala Kiprono Mutiso
  Kimani Ochieng Ndungu Koech Waweru Owino Korir Gitau Omollo Rotich Maina Mugo Nyongesa Cheruiyot
  Kiptoo Onyango Wairimu Macharia Simiyu Langat Mbugua Okoth Njuguna Kirui
`);
const tokenOf = (i: string) => `'x' || lpad((${i} % 100)::text, 2, '0') || 'y'`;
const token = (i: string) => sql.raw(tokenOf(i));

const names = (i: string, shift = 0) =>
  sql.raw(
    [FIRST, OTHER, LAST]
      .map(
        (list) =>
          `(array[${list.map((name) => `'${name}'`).join(', ')}])[1 + (${i} + ${shift}) % ${list.length}]`,
      )
      .map((name, n) => (n === 1 ? `${name} || ' ' || ${tokenOf(i)}` : name))
      .join(', '),
  );

/** Two schools of `records` rows each, straight in the database (no analyze: see the caller). */
export async function seedSchools(target: Target, records: number): Promise<SeededSchool[]> {
  const database = await openDatabase(target);
  const schools: SeededSchool[] = [];
  try {
    await migrateDatabase(database);
    const passwordHash = await hashPassword(PASSWORD);
    for (let s = 0; s < 2; s++) {
      const suffix = crypto.randomBytes(3).toString('hex');
      const adminEmail = `bench-${s}-${suffix}@bench.test`;
      const driverEmail = `driver-${s}-${suffix}@bench.test`;
      const { tenant_id: t } = await createSchool(database.db, {
        name: `Bench School ${s}`,
        admin_email: adminEmail,
        admin_password: PASSWORD,
      });
      const routes = Math.max(1, Math.floor(records / STOPS));
      const statements = [
        sql`update tenants set time_zone = 'Africa/Nairobi' where id = ${t}`,
        sql`insert into academic_periods (tenant_id, title, start_date, end_date)
          values (${t}, 'Term x37y', current_date - 60, current_date + 60)`,
        sql`insert into grade_levels (tenant_id, title, short_title)
          select ${t}, 'Grade ' || g, 'G' || g from generate_series(1, 12) as g`,
        sql`insert into streams (tenant_id, grade_level_id, title, short_title, student_capacity)
          select ${t}, gl.id, gl.title || ' ' || name, gl.short_title || left(name, 1), 40
          from grade_levels gl cross join unnest(array['East', 'West', 'North']) as name
          where gl.tenant_id = ${t}`,
        sql`insert into zones (tenant_id, title) select ${t}, 'Zone ' || i || ' ' || ${token('i')}
          from generate_series(1, 50) as i`,
        sql`insert into vehicles (tenant_id, registration_number, code, max_capacity, is_active)
          select ${t}, 'REG-' || lpad(i::text, 6, '0'), 'C' || i || '-' || ${token('i')}, 10 + i % 60, i % 10 <> 0
          from generate_series(1, ${records}::int) as i`,
        sql`insert into employees (tenant_id, staff_number, first_name, other_name, last_name, gender,
            date_of_birth)
          select ${t}, 'EMP-' || i || '-' || ${token('i')}, ${names('i', 7)}, 1 + i % 2, '1980-01-01'
          from generate_series(1, ${records}::int) as i`,
        // Each route's vehicle has a driver: employee i drives vehicle i.
        sql`insert into vehicle_personnel (tenant_id, vehicle_id, driver_id, start_date, end_date)
          select ${t}, v.id, e.id, current_date - 60, current_date + 60
          from generate_series(1, ${routes}::int) as i
          join vehicles v on v.tenant_id = ${t} and v.registration_number = 'REG-' || lpad(i::text, 6, '0')
          join employees e on e.tenant_id = ${t} and e.staff_number = 'EMP-' || i || '-' || ${token('i')}`,
        sql`insert into bus_stops (tenant_id, zone_id, title, latitude, longitude)
          select ${t}, z.id, 'Stop ' || i || ' ' || ${token('i')}, -1.2 - (i % 1000) * 0.0001, 36.8 + (i / 1000) * 0.0001
          from generate_series(1, ${records}::int) as i
          join zones z on z.tenant_id = ${t} and z.title = 'Zone ' || (1 + i % 50) || ' ' || ${token('(1 + i % 50)')}`,
        sql`insert into journeys (tenant_id, title, code, direction, start_time, end_time, default_vehicle_id,
            academic_period_id)
          select ${t}, 'Route ' || i, 'R-' || i || '-' || ${token('i')}, 2 - i % 2,
            case when i % 2 = 1 then '06:00'::time else '15:00'::time end,
            case when i % 2 = 1 then '08:00'::time else '17:00'::time end,
            v.id, (select id from academic_periods where tenant_id = ${t})
          from generate_series(1, ${routes}::int) as i
          join vehicles v on v.tenant_id = ${t} and v.registration_number = 'REG-' || lpad(i::text, 6, '0')`,
        sql`insert into journey_stops (tenant_id, journey_id, bus_stop_id, sequence, expected_time)
          select ${t}, j.id, b.id, k, j.start_time + k * interval '5 minutes'
          from journeys j cross join generate_series(1, ${STOPS}) as k
          join bus_stops b on b.tenant_id = ${t}
            and b.title = 'Stop ' || ((split_part(j.code, '-', 2)::int - 1) * ${STOPS} + k) || ' '
              || ${token(`((split_part(j.code, '-', 2)::int - 1) * ${STOPS} + k)`)}
          where j.tenant_id = ${t}`,
        sql`insert into students (tenant_id, admission_number, first_name, other_name, last_name, gender,
            date_of_birth)
          select ${t}, 'S-' || i || '-' || ${token('i')}, ${names('i')}, 1 + i % 2, '2014-05-01'
          from generate_series(1, ${records}::int) as i`,
        sql`insert into student_enrolments (tenant_id, student_id, academic_period_id, stream_id)
          select ${t}, s.id, p.id, st.id
          from (select id, row_number() over (order by id) as n from students where tenant_id = ${t}) s
          cross join (select id from academic_periods where tenant_id = ${t}) p
          join (select id, row_number() over (order by id) - 1 as n from streams where tenant_id = ${t}) st
            on st.n = s.n % 36`,
        // Student i rides route i mod routes, boarding at one of its first 19 stops, leaving at the last
        // (to school) or boarding at the first and leaving at one of the others (home).
        sql`insert into student_journeys (tenant_id, student_id, journey_id, pick_point_id, drop_point_id, weekdays)
          select ${t}, s.id, j.id, pick.id, dropped.id, 31
          from (select id, split_part(admission_number, '-', 2)::int as n from students where tenant_id = ${t}) s
          join journeys j on j.tenant_id = ${t} and split_part(j.code, '-', 2)::int = 1 + s.n % ${routes}
          join journey_stops pick on pick.tenant_id = ${t} and pick.journey_id = j.id
            and pick.sequence = case when j.direction = 1 then 1 + s.n % ${STOPS - 1} else 1 end
          join journey_stops dropped on dropped.tenant_id = ${t} and dropped.journey_id = j.id
            and dropped.sequence = case when j.direction = 1 then ${STOPS} else 2 + s.n % ${STOPS - 1} end`,
        sql`insert into guardians (tenant_id, first_name, other_name, last_name, mobile_number, email)
          select ${t}, ${names('i', 13)},
            '2547' || lpad(i::text, 8, '0'), 'g' || i || '-' || ${token('i')} || '@bench.test'
          from generate_series(1, ${records}::int) as i`,
        sql`insert into student_guardians (tenant_id, student_id, guardian_id, relationship, is_primary)
          select ${t}, s.id, g.id, 1, true
          from students s join guardians g on g.tenant_id = ${t}
            and g.mobile_number = '2547' || lpad(split_part(s.admission_number, '-', 2), 8, '0')
          where s.tenant_id = ${t}`,
        sql`insert into student_restrictions (tenant_id, student_id, event_type, reason, start_date, end_date)
          select ${t}, s.id, 3, 1, current_date - 5, current_date + 5
          from students s where s.tenant_id = ${t} and split_part(s.admission_number, '-', 2)::int % 97 = 7`,
        sql`insert into users (email, first_name, last_name, password_hash, email_confirmed_at)
          values (${driverEmail}, 'Bench', 'Driver', ${passwordHash}, now())`,
        // The driver of vehicle 1: the routes 1 (morning) and, in a school of one route, nothing else.
        sql`insert into profiles (tenant_id, user_id, profile_type, role_id, person_id)
          select ${t}, u.id, 400, 401, e.id from users u
          join employees e on e.tenant_id = ${t} and e.staff_number = 'EMP-1-x01y'
          where u.email = ${driverEmail}`,
      ];
      for (const statement of statements) await database.db.execute(statement);
      schools.push({ tenantId: t, adminEmail, driverEmail });
    }
  } finally {
    await database.close();
  }
  return schools;
}

/** Trips for the days around today generated, and a tenth of today's started, through the API. */
export async function makeTrips(url: string, admin: Auth): Promise<void> {
  const headers = { ...authHeaders(admin), 'content-type': 'application/json' };
  // The school's days (Africa/Nairobi), as trips and the run sheet count them.
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(Date.now() + offset * 86_400_000);
  const generated = await fetch(`${url}/api/transport/trips/generate-trips/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ start_date: day(-DAYS / 2), end_date: day(DAYS / 2 - 1), skip_weekends: false }),
  });
  if (!generated.ok) throw new Error(`generation: ${generated.status} ${await generated.text()}`);
  const todays: { id: string }[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${url}/api/transport/trips/?page=${page}&page_size=100&start_date=${day(0)}&end_date=${day(0)}`,
      { headers },
    );
    if (!response.ok) throw new Error(`today's trips: ${response.status} ${await response.text()}`);
    const { results, next } = (await response.json()) as { results: { id: string }[]; next: unknown };
    todays.push(...results);
    if (!next) break;
  }
  for (const trip of todays.filter((_, index) => index % 10 === 0)) {
    const started = await fetch(`${url}/api/transport/trips/${trip.id}/`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 2, odometer: 1000 }),
    });
    if (!started.ok) throw new Error(`start: ${started.status} ${await started.text()}`);
  }
}

/** The admin's and the driver's sign-ins of the first school. */
export async function signIn(url: string, school: SeededSchool) {
  return {
    admin: await login(url, school.adminEmail, PASSWORD),
    driver: await login(url, school.driverEmail, PASSWORD),
  };
}
