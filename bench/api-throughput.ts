/**
 * Every read path under load: each list's first page of 50 and a search matching 1% of its rows, the
 * trip details, the driver's run sheet, today's active trips and the dashboard, on the embedded
 * database and on PostgreSQL, with 2 schools of 5,000 and then of 50,000 records each (bench/api-seed),
 * beside the vehicle list and a floor server (bare node:http + pg, same token check, one statement)
 * measured in the same run; then 200 clients on the office's mix, never pausing and at a call a
 * second each. Prints figures; it is not a test.
 *
 *   node --import tsx bench/api-throughput.ts [--seconds 5] [--connections 50] [--rows 5000,50000]
 *     [--db pglite,postgres] [--rls on,off] [--mix-clients 200] [--only vehicles,students]
 *
 * Each pass measures the list path (vehicles, students, guardians) twice: "as entered", on the
 * product started right after the data was written (nothing vacuumed or analysed); and "kept", after
 * the turn of vacuum and analyse the product's own upkeep (ADR 015) makes within 30 s of such writes,
 * run here before it starts so that every case sees it. Everything else is measured kept. `--rls on,off` measures the list path again with the schools' row-level
 * security off, then on (issue 20: at most 10% apart). The dashboard, kept per school between writes
 * (ADR 017), is measured again with DASHBOARD_CACHE_SECONDS=0: worked out at every call.
 *
 * PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each pass
 * creates and drops its own database there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { upkeepTurn } from '../apps/server/src/db/table-upkeep';
import { listCases, MIX, otherCases, type Case, type Caller } from './api-cases';
import { makeTrips, seedSchools, signIn } from './api-seed';
import type { Target } from './district';
import { freePort, stop, treeCpuMs, waitHealthy } from './processes';
import {
  authHeaders,
  backendCpu,
  startProduct,
  withDataDir,
  withPostgresDatabase,
  type Auth,
} from './product';
import { rowSecurityModes, setRowSecurity } from './row-security';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rows: { type: 'string', default: '5000,50000' },
    db: { type: 'string', default: 'pglite,postgres' },
    rls: { type: 'string', default: 'on,off' },
    'mix-clients': { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const MIX_CLIENTS = Number(args['mix-clients']);
const ONLY = args.only?.split(',');
const RLS_MODES = rowSecurityModes(args.rls);
/** The list path: first page and 1% search of these lists. */
const LIST_PATH = ['vehicles', 'students', 'guardians', 'trips'];
/** Measured as entered: the list path but the trips, which generation writes and analyses itself. */
const ENTERED = LIST_PATH.filter((name) => name !== 'trips');

type Row = {
  server: string;
  db: string;
  rows: number;
  mode: string;
  case: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  nodeMs: number;
  pgMs: number | null;
};
const results: Row[] = [];

// ---------- processes ----------

async function startFloor(databaseUrl: string, publicKeyPem: string) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'floor-server.mjs')], {
    detached: true,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, JWT_PUBLIC_KEY: publicKeyPem },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, () => output);
  return { url, child };
}

// ---------- load ----------

type Callers = Record<Caller, Auth>;
type Running = { url: string; pid: number; pgDatabase: string | null; callers: Callers };
type Label = { server: string; db: string; rows: number; mode: string };

/** How the clients ask: as fast as answers come (closed loop), or each at a person's pace. */
type Shape = { connections: number; paths?: string[]; perClientPerSecond?: number };

function cannon(url: string, auth: Auth, seconds: number, shape: Shape = { connections: CONNECTIONS }) {
  return autocannon({
    url,
    connections: shape.connections,
    duration: seconds,
    headers: authHeaders(auth),
    ...(shape.paths ? { requests: shape.paths.map((urlPath) => ({ path: urlPath })) } : {}),
    ...(shape.perClientPerSecond ? { connectionRate: shape.perClientPerSecond } : {}),
  });
}

/** One load: warm-up (JIT, pools, caches, backends), then the measured seconds with the CPU of both sides. */
async function load(
  label: Label,
  name: string,
  target: Running,
  auth: Auth,
  run: (seconds: number) => Promise<autocannon.Result>,
): Promise<Row> {
  await run(2);
  const pgCpu = target.pgDatabase ? await backendCpu(target.pgDatabase) : null;
  const node0 = treeCpuMs(target.pid);
  const result = await run(SECONDS);
  const requests = result.requests.total || 1;
  const row: Row = {
    ...label,
    case: name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentile(result, 95),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    nodeMs: (treeCpuMs(target.pid) - node0) / requests,
    pgMs: pgCpu ? (await pgCpu.stop()) / requests : null,
  };
  results.push(row);
  printRow(row);
  return row;
}

/** autocannon reports p90 and p97.5; p95 is read off its histogram of the run. */
function percentile(result: autocannon.Result, p: number): number {
  const latency = result.latency as unknown as Record<string, number>;
  return latency[`p${p}`] ?? (latency.p90! + latency.p97_5!) / 2;
}

async function measure(label: Label, target: Running, cases: Case[]): Promise<void> {
  for (const each of cases) {
    if (ONLY && !ONLY.some((name) => each.name.startsWith(name))) continue;
    const auth = target.callers[each.as];
    await load(label, each.name, target, auth, (seconds) => cannon(target.url + each.path, auth, seconds));
  }
}

/**
 * The office's mix, twice: clients that never pause (the most the server answers), and clients that
 * each ask once a second, which is already more than a person clicking does (the latency they see
 * when the server is not saturated).
 */
async function measureMix(label: Label, target: Running): Promise<void> {
  const auth = target.callers.admin;
  await load(label, `mix x${MIX_CLIENTS}`, target, auth, (seconds) =>
    cannon(target.url, auth, seconds, { connections: MIX_CLIENTS, paths: MIX }),
  );
  await load(label, `mix x${MIX_CLIENTS} 1/s`, target, auth, (seconds) =>
    cannon(target.url, auth, seconds, { connections: MIX_CLIENTS, paths: MIX, perClientPerSecond: 1 }),
  );
}

// ---------- passes ----------

type Pass = {
  db: string;
  rows: number;
  target: Target;
  env: Record<string, string>;
  pgDatabase: string | null;
};

async function withProduct(pass: Pass, run: (target: Running) => Promise<void>): Promise<void> {
  const { url, child } = await startProduct(pass.env);
  try {
    const callers = await signIn(url, seeded!);
    await run({ url, pid: child.pid!, pgDatabase: pass.pgDatabase, callers });
  } finally {
    await stop(child);
  }
}

let seeded: Awaited<ReturnType<typeof seedSchools>>[number] | undefined;

async function runPass(pass: Pass): Promise<void> {
  const label = (mode: string): Label => ({ server: 'product', db: pass.db, rows: pass.rows, mode });
  const schools = await seedSchools(pass.target, pass.rows);
  seeded = schools[0]!;
  // As entered: the lists measured at once on the product started on the rows just written.
  await withProduct(pass, (target) => measure(label('as entered'), target, listCases(ENTERED)));
  // What the product's own upkeep does within 30 s of such writes (ADR 015), done before it starts,
  // and before the trips are generated: the office generates on a school whose rows it entered
  // through imports, which analyse what they write (ADR 012); rows written here straight in the
  // tables have no statistics, and the generation's plan on none took minutes on the embedded one.
  const database = await openDatabase(pass.target);
  await upkeepTurn(database.db);
  await database.close();
  await withProduct(pass, async (target) => {
    for (const school of schools) await makeTrips(target.url, (await signIn(target.url, school)).admin);
    const tripId = await activeTripId(target);
    await measure(label('kept'), target, [...listCases(), ...otherCases(tripId)]);
    await measureMix(label('kept'), target);
  });
  // The dashboard is kept per school until a write (ADR 017): worked out at every call as well.
  await withProduct({ ...pass, env: { ...pass.env, DASHBOARD_CACHE_SECONDS: '0' } }, (target) =>
    measure(
      label('uncached'),
      target,
      otherCases('').filter((each) => each.name === 'dashboard'),
    ),
  );
  if (RLS_MODES.length > 1)
    for (const mode of RLS_MODES) {
      await setRowSecurity(pass.target, mode);
      await withProduct(pass, (target) => measure(label(`rls ${mode}`), target, listCases(LIST_PATH)));
    }
  if (pass.pgDatabase) await measureFloor(pass);
}

async function activeTripId(target: Running): Promise<string> {
  const response = await fetch(`${target.url}/api/transport/trips/active/`, {
    headers: authHeaders(target.callers.admin),
  });
  const body = (await response.json()) as { results: { trip: { id: string } }[] };
  if (!body.results[0]) throw new Error('no active trip to read');
  return body.results[0].trip.id;
}

/** The floor verifies the same token with the key the product generated into DATA_DIR. */
async function measureFloor(pass: Pass): Promise<void> {
  let auth: Auth | undefined;
  await withProduct(pass, async (target) => void (auth = target.callers.admin));
  const publicKey = fs.readFileSync(path.join(pass.env.DATA_DIR!, 'jwt-public.pem'), 'utf8');
  const floor = await startFloor(pass.env.DATABASE_URL!, publicKey);
  try {
    await measure(
      { server: 'floor', db: pass.db, rows: pass.rows, mode: 'kept' },
      {
        url: floor.url,
        pid: floor.child.pid!,
        pgDatabase: pass.pgDatabase,
        callers: { admin: auth!, driver: auth! },
      },
      listCases(['vehicles']),
    );
  } finally {
    await stop(floor.child);
  }
}

// ---------- output ----------

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(7);

function printRow(row: Row): void {
  console.log(
    `${row.server.padEnd(8)} ${row.db.padEnd(9)} ${String(row.rows).padStart(6)} ${row.mode.padEnd(10)} ` +
      `${row.case.padEnd(20)}${fmt(row.rps)} req/s  p50 ${fmt(row.p50)} ms  p95 ${fmt(row.p95)} ms` +
      `  p99 ${fmt(row.p99)} ms  node ${fmt(row.nodeMs, 2)} ms/req` +
      `  pg ${row.pgMs === null ? '      -' : fmt(row.pgMs, 2)} ms/req` +
      (row.errors ? `  ERRORS ${row.errors}` : ''),
  );
}

/** Each case against the vehicle list's first page (and search) and the floor of the same pass. */
function printSummary(): void {
  console.log('\nEach case as a share of the vehicle list in the same pass (kept), and of the floor:');
  const passes = new Set(results.map((row) => `${row.db}|${row.rows}`));
  for (const key of passes) {
    const [db, rows] = key.split('|');
    const of = (server: string, mode: string, name: string) =>
      results.find(
        (row) =>
          row.server === server &&
          row.db === db &&
          String(row.rows) === rows &&
          row.mode === mode &&
          row.case === name,
      );
    const vehicles = of('product', 'kept', 'vehicles');
    const floor = of('floor', 'kept', 'vehicles');
    if (!vehicles) continue;
    console.log(`\n${db}, ${rows} records a school (vehicle list ${vehicles.rps.toFixed(0)} req/s):`);
    for (const row of results.filter(
      (r) => r.server === 'product' && r.db === db && String(r.rows) === rows && r.mode === 'kept',
    )) {
      const base = row.case.endsWith('1%') ? (of('product', 'kept', 'vehicles 1%') ?? vehicles) : vehicles;
      const floorBase = row.case.endsWith('1%') ? of('floor', 'kept', 'vehicles 1%') : floor;
      console.log(
        `  ${row.case.padEnd(20)} ${(row.rps / base.rps).toFixed(2)}x the vehicle list` +
          (floorBase ? `, ${((100 * row.rps) / floorBase.rps).toFixed(0)}% of the floor` : ''),
      );
    }
    const uncached = of('product', 'uncached', 'dashboard');
    if (uncached)
      console.log(`  dashboard uncached   ${(uncached.rps / vehicles.rps).toFixed(2)}x the vehicle list`);
    for (const [a, b] of [
      ['as entered', 'kept'],
      ['rls off', 'rls on'],
    ] as const)
      for (const name of listCases(LIST_PATH).map((c) => c.name)) {
        const before = of('product', a, name);
        const after = of('product', b, name);
        if (before && after)
          console.log(`  ${name.padEnd(20)} ${b} / ${a}: ${((100 * after.rps) / before.rps).toFixed(0)}%`);
      }
  }
}

console.log(
  `api-throughput: ${CONNECTIONS} connections, ${SECONDS} s per case, ${os.cpus().length} cores, node ${process.version}\n`,
);
for (const rows of args.rows.split(',').map(Number)) {
  if (args.db.split(',').includes('pglite'))
    await withDataDir((dataDir) =>
      runPass({ db: 'embedded', rows, target: { dataDir }, env: { DATA_DIR: dataDir }, pgDatabase: null }),
    );
  if (args.db.split(',').includes('postgres'))
    await withDataDir((dataDir) =>
      withPostgresDatabase((url, name) =>
        runPass({
          db: 'postgres',
          rows,
          target: { url },
          env: { DATA_DIR: dataDir, DATABASE_URL: url },
          pgDatabase: name,
        }),
      ),
    );
}
printSummary();
