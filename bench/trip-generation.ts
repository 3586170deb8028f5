/**
 * Trip generation: `POST /api/transport/trips/generate-trips/` for one term (60 school days) of a
 * district built here straight in the database (1,000 routes of 20 stops, 50,000 students riding a
 * route to school and one home, drivers changing mid-term, a few restrictions), through the product
 * started the README way; then, on the same database, the floor: a bare INSERT ... SELECT of the very
 * rows the generation wrote (same trips, same stops, same rider arrays) into the same tables, with
 * their indexes, keys and triggers. Prints counts, seconds, rows per second and the ratio to the
 * floor, on PostgreSQL and on the embedded database. Prints figures; it is not a test.
 *
 *   node --import tsx bench/trip-generation.ts [--routes 1000] [--students 50000] [--db postgres,pglite]
 *
 * Target (issue 10): under 10 s on PostgreSQL, within 2x of the floor.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { stop } from './processes';
import { authHeaders, login, startProduct, withDataDir, withPostgresDatabase } from './product';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '1000' },
    students: { type: 'string', default: '50000' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
});
const ROUTES = Number(args.routes);
const STUDENTS = Number(args.students);
const STOPS = 20;
const PASSWORD = 'bench-password-1';
const EMAIL = 'trips-bench@bench.test';
// Twelve weeks of Monday to Friday: 60 school days.
const TERM = { start_date: '2026-01-05', end_date: '2026-03-27', skip_weekends: true };

type Target = { url?: string; dataDir?: string };
type Figures = { trips: number; stops: number; riders: number };

const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The district, written with a few set-based statements. Odd routes run to school (riders board at
 * stops 1-19, leave at 20), even routes home (board at 1, leave at 2-20); student s rides route pair
 * s mod (routes / 2). One rider in ten rides Monday, Wednesday and Friday only. Each vehicle has one
 * driver until mid-February and another after.
 */
async function buildDistrict(target: Target): Promise<void> {
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

/** The generation of the term through the API: its answer and the wall time of the request. */
async function generateThroughApi(env: Record<string, string>) {
  const { url, child } = await startProduct(env);
  try {
    const auth = await login(url, EMAIL, PASSWORD);
    const started = performance.now();
    const response = await fetch(`${url}/api/transport/trips/generate-trips/`, {
      method: 'POST',
      headers: { ...authHeaders(auth), 'content-type': 'application/json' },
      body: JSON.stringify(TERM),
    });
    const body = await response.text();
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`generation failed: ${response.status} ${body.slice(0, 500)}`);
    return { seconds, answer: JSON.parse(body) as { created: number; skipped: number } };
  } finally {
    await stop(child);
  }
}

async function figures(database: Database): Promise<Figures> {
  const [row] = await rowsOf<Figures>(
    database,
    sql`select (select count(*) from trips)::int as trips, count(*)::int as stops,
      coalesce(sum(cardinality(pick_students) + cardinality(drop_students)), 0)::int as riders from trip_stops`,
  );
  return row!;
}

/**
 * The floor: the rows the generation wrote, copied aside, deleted, and written back by a bare
 * INSERT ... SELECT into the same tables in one transaction (timed).
 */
async function floor(target: Target): Promise<{ seconds: number; written: Figures }> {
  const database = await openDatabase(target);
  try {
    for (const statement of [
      sql`create unlogged table floor_trips as select * from trips`,
      sql`create unlogged table floor_trip_stops as select * from trip_stops`,
      sql`delete from trips`,
      sql`vacuum analyze trips`,
      sql`vacuum analyze trip_stops`,
      sql`analyze floor_trips`,
      sql`analyze floor_trip_stops`,
      sql`checkpoint`,
    ])
      await database.db.execute(statement);
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into trips select * from floor_trips`);
      await tx.execute(sql`insert into trip_stops select * from floor_trip_stops`);
    });
    const seconds = (performance.now() - started) / 1000;
    return { seconds, written: await figures(database) };
  } finally {
    await database.close();
  }
}

async function run(name: string, target: Target, env: Record<string, string>): Promise<void> {
  const built = performance.now();
  await buildDistrict(target);
  const buildSeconds = (performance.now() - built) / 1000;
  const api = await generateThroughApi(env);
  const database = await openDatabase(target);
  const generated = await figures(database).finally(() => database.close());
  const bare = await floor(target);
  if (JSON.stringify(bare.written) !== JSON.stringify(generated)) {
    throw new Error(`floor wrote ${JSON.stringify(bare.written)}, generation ${JSON.stringify(generated)}`);
  }
  const rows = generated.trips + generated.stops;
  const line = (label: string, seconds: number) =>
    `${name.padEnd(9)} ${label.padEnd(10)} ${seconds.toFixed(2).padStart(7)} s  ` +
    `${Math.round(rows / seconds)
      .toString()
      .padStart(8)} rows/s`;
  console.log(
    `${name.padEnd(9)} district built in ${buildSeconds.toFixed(1)} s; answer ${JSON.stringify(api.answer)}; ` +
      `${generated.trips} trips, ${generated.stops} trip stops, ${generated.riders} riders`,
  );
  console.log(line('generation', api.seconds));
  console.log(
    `${line('floor', bare.seconds)}  generation / floor ${(api.seconds / bare.seconds).toFixed(2)}x`,
  );
}

console.log(
  `trip-generation: ${ROUTES} routes x ${STOPS} stops, ${STUDENTS} students each way, ` +
    `${TERM.start_date}..${TERM.end_date} without weekends; ${os.cpus().length} cores, node ${process.version}\n`,
);
if (args.db.includes('postgres')) {
  await withDataDir((dataDir) =>
    withPostgresDatabase((url) => run('postgres', { url }, { DATA_DIR: dataDir, DATABASE_URL: url })),
  );
}
if (args.db.includes('pglite')) {
  await withDataDir((dataDir) => run('embedded', { dataDir }, { DATA_DIR: dataDir }));
}
