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
 *                                              [--rls on,off] [--bookings 200]
 *
 * With `--rls off,on` the term is generated once per mode on the same district (the trips deleted and
 * vacuumed in between), with the schools' row-level security off and on (issue 20: within 10%).
 * `--bookings N` (default 200) books N buses for field trips on the term's days first, so that the
 * database checks every generated trip against them (issue 25 §4); `--bookings 0` measures the school
 * without any.
 * Target (issue 10): under 10 s on PostgreSQL, within 2x of the floor.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { buildDistrict, EMAIL, PASSWORD, STOPS, TERM, type Target } from './district';
import { addFieldTripBookings } from './field-trip-bookings';
import { rowSecurityModes, setRowSecurity } from './row-security';
import { stop } from './processes';
import { authHeaders, login, startProduct, withDataDir, withPostgresDatabase } from './product';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '1000' },
    students: { type: 'string', default: '50000' },
    db: { type: 'string', default: 'postgres,pglite' },
    rls: { type: 'string', default: 'on' },
    bookings: { type: 'string', default: '200' },
  },
});
const RLS_MODES = rowSecurityModes(args.rls);
const ROUTES = Number(args.routes);
const STUDENTS = Number(args.students);
const BOOKINGS = Number(args.bookings);
type Figures = { trips: number; stops: number; riders: number };

const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

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

/** The generated term removed, so that the next mode generates it again on the same district. */
async function deleteTrips(target: Target): Promise<void> {
  const database = await openDatabase(target);
  try {
    for (const statement of [
      sql`delete from trips`,
      sql`vacuum analyze trips`,
      sql`vacuum analyze trip_stops`,
    ])
      await database.db.execute(statement);
  } finally {
    await database.close();
  }
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
    // Generated columns (the riders' counts and hashes) are computed by the insert, not copied.
    const [written] = await rowsOf<{ columns: string }>(
      database,
      sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
        from information_schema.columns
        where table_schema = current_schema() and table_name = 'trips' and is_generated = 'NEVER'`,
    );
    const columns = written!.columns;
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into trips (${columns}) select ${columns} from floor_trips`));
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
  await buildDistrict(target, { routes: ROUTES, students: STUDENTS });
  await addFieldTripBookings(target, BOOKINGS);
  const buildSeconds = (performance.now() - built) / 1000;
  const generations: { mode: string; seconds: number; answer: unknown }[] = [];
  for (const [index, mode] of RLS_MODES.entries()) {
    if (index > 0) await deleteTrips(target);
    await setRowSecurity(target, mode);
    generations.push({ mode, ...(await generateThroughApi(env)) });
  }
  const api = generations.at(-1)!;
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
  for (const generation of generations) {
    const label = RLS_MODES.length > 1 ? `gen rls ${generation.mode}` : 'generation';
    console.log(`${line(label, generation.seconds)}  answer ${JSON.stringify(generation.answer)}`);
  }
  console.log(
    `${line('floor', bare.seconds)}  generation / floor ${(api.seconds / bare.seconds).toFixed(2)}x`,
  );
}

console.log(
  `trip-generation: ${ROUTES} routes x ${STOPS} stops, ${STUDENTS} students each way, ` +
    `${TERM.start_date}..${TERM.end_date} without weekends, ${BOOKINGS} field-trip bookings; ${os.cpus().length} cores, node ${process.version}\n`,
);
if (args.db.includes('postgres')) {
  await withDataDir((dataDir) =>
    withPostgresDatabase((url) => run('postgres', { url }, { DATA_DIR: dataDir, DATABASE_URL: url })),
  );
}
if (args.db.includes('pglite')) {
  await withDataDir((dataDir) => run('embedded', { dataDir }, { DATA_DIR: dataDir }));
}
