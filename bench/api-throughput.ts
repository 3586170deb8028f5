/**
 * The list path under load: `GET /api/transport/vehicles/` (first page of 50, and a search matching
 * 1% of a school's rows) on the embedded database and on PostgreSQL, with 2 schools x 5,000 and then
 * 2 x 50,000 vehicles, against a floor server (bare node:http + pg, same token check, one statement)
 * measured in the same run. Prints figures; it is not a test.
 *
 *   node --import tsx bench/api-throughput.ts [--seconds 10] [--connections 50] [--rows 5000,50000]
 *                                              [--db pglite,postgres]
 *
 * PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each pass
 * creates and drops its own database there.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { freePort, pidsCpuMs, stop, treeCpuMs, waitHealthy } from './processes';
import { ADMIN_URL, authHeaders, backendPids, login, startProduct, type Auth } from './product';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rows: { type: 'string', default: '5000,50000' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PASSWORD = 'bench-password-1';
// Codes carry x00y..x99y, so `x37y` matches exactly 1% of a school's vehicles.
const SEARCH = 'x37y';
const PATHS = {
  'first page': '/api/transport/vehicles/?page=1&page_size=50',
  '1% search': `/api/transport/vehicles/?page=1&page_size=50&search=${SEARCH}`,
};

type Row = {
  server: string;
  db: string;
  rows: number;
  case: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  nodeMs: number;
  pgMs: number | null;
};
const results: Row[] = [];

// ---------- seeding ----------

type Seeded = { schools: { email: string }[] };

async function seed(target: { url?: string; dataDir?: string }, rowsPerSchool: number): Promise<Seeded> {
  const database = await openDatabase(target);
  await migrateDatabase(database);
  const schools: { email: string }[] = [];
  for (let s = 0; s < 2; s++) {
    const email = `bench-${s}-${crypto.randomBytes(3).toString('hex')}@bench.test`;
    const school = await createSchool(database.db, {
      name: `Bench School ${s}`,
      admin_email: email,
      admin_password: PASSWORD,
    });
    // Set-based: one statement per school.
    await database.db.execute(sql`
      insert into vehicles (tenant_id, registration_number, code, max_capacity, is_active)
      select ${school.tenant_id}::uuid, 'REG-' || lpad(i::text, 6, '0'),
             'C' || i || '-x' || lpad((i % 100)::text, 2, '0') || 'y', 10 + i % 60, i % 10 <> 0
      from generate_series(1, ${rowsPerSchool}::int) as i`);
    schools.push({ email });
  }
  await database.db.execute(sql`analyze`);
  await database.close();
  return { schools };
}

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

function cannon(url: string, auth: Auth, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: authHeaders(auth),
  });
}

async function measure(
  label: { server: string; db: string; rows: number },
  url: string,
  serverPid: number,
  auth: Auth,
  pgDatabase: string | null,
): Promise<void> {
  for (const [name, urlPath] of Object.entries(PATHS)) {
    // Warm-up: JIT, connection pools, caches, PostgreSQL backends.
    await cannon(url + urlPath, auth, 2);
    const pgPids = pgDatabase ? await backendPids(pgDatabase) : [];
    const node0 = treeCpuMs(serverPid);
    const pg0 = pidsCpuMs(pgPids);
    const result = await cannon(url + urlPath, auth, SECONDS);
    const requests = result.requests.total || 1;
    const row: Row = {
      ...label,
      case: name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p975: result.latency.p97_5,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      nodeMs: (treeCpuMs(serverPid) - node0) / requests,
      pgMs: pgDatabase ? (pidsCpuMs(pgPids) - pg0) / requests : null,
    };
    results.push(row);
    printRow(row);
  }
}

// ---------- passes ----------

async function pglitePass(rowsPerSchool: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-bench-'));
  try {
    const seeded = await seed({ dataDir }, rowsPerSchool);
    const { url, child } = await startProduct({ DATA_DIR: dataDir });
    try {
      const auth = await login(url, seeded.schools[0]!.email, PASSWORD);
      await measure({ server: 'product', db: 'embedded', rows: rowsPerSchool }, url, child.pid!, auth, null);
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresPass(rowsPerSchool: number): Promise<void> {
  const name = `ta_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-bench-'));
  try {
    const seeded = await seed({ url: databaseUrl }, rowsPerSchool);
    const product = await startProduct({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    let auth: Auth;
    try {
      auth = await login(product.url, seeded.schools[0]!.email, PASSWORD);
      await measure(
        { server: 'product', db: 'postgres', rows: rowsPerSchool },
        product.url,
        product.child.pid!,
        auth,
        name,
      );
    } finally {
      await stop(product.child);
    }
    // The floor verifies the same token with the key the product generated into DATA_DIR.
    const publicKey = fs.readFileSync(path.join(dataDir, 'jwt-public.pem'), 'utf8');
    const floor = await startFloor(databaseUrl, publicKey);
    try {
      await measure(
        { server: 'floor', db: 'postgres', rows: rowsPerSchool },
        floor.url,
        floor.child.pid!,
        auth,
        name,
      );
    } finally {
      await stop(floor.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// ---------- output ----------

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(7);

function printRow(row: Row): void {
  console.log(
    `${row.server.padEnd(8)} ${row.db.padEnd(9)} ${String(row.rows).padStart(6)} ${row.case.padEnd(11)}` +
      `${fmt(row.rps)} req/s  p50 ${fmt(row.p50)} ms  p97.5 ${fmt(row.p975)} ms  p99 ${fmt(row.p99)} ms` +
      `  node ${fmt(row.nodeMs, 2)} ms/req  pg ${row.pgMs === null ? '      -' : fmt(row.pgMs, 2)} ms/req` +
      (row.errors ? `  ERRORS ${row.errors}` : ''),
  );
}

function printSummary(): void {
  console.log('\nShare of the floor (product req/s / floor req/s, same database, rows and case):');
  for (const row of results.filter((r) => r.server === 'product' && r.db === 'postgres')) {
    const floor = results.find(
      (r) => r.server === 'floor' && r.rows === row.rows && r.case === row.case && r.db === row.db,
    );
    if (floor)
      console.log(
        `  ${String(row.rows).padStart(6)} rows, ${row.case.padEnd(11)} ${((100 * row.rps) / floor.rps).toFixed(0)}%`,
      );
  }
  for (const db of ['embedded', 'postgres']) {
    for (const name of Object.keys(PATHS)) {
      const small = results.find(
        (r) => r.server === 'product' && r.db === db && r.rows === 5000 && r.case === name,
      );
      const big = results.find(
        (r) => r.server === 'product' && r.db === db && r.rows === 50000 && r.case === name,
      );
      if (small && big)
        console.log(
          `  ${db} ${name}: 50,000 rows answer at ${(small.rps / big.rps).toFixed(2)}x the time of 5,000`,
        );
    }
  }
}

console.log(
  `api-throughput: ${CONNECTIONS} connections, ${SECONDS} s per case, ${os.cpus().length} cores, node ${process.version}\n`,
);
const rowCounts = args.rows.split(',').map(Number);
const dbs = args.db.split(',');
for (const rows of rowCounts) {
  if (dbs.includes('pglite')) await pglitePass(rows);
  if (dbs.includes('postgres')) await postgresPass(rows);
}
printSummary();
