/**
 * Positions in (issue 22 §1): OsmAnd pings at a fixed rate from many devices, each acknowledged after
 * its batch commits. Prints acknowledged pings per second, acknowledgement latency (p50/p95/p99),
 * CPU per ping of the server and of PostgreSQL, whether every acknowledged ping is stored, and the
 * same load against a floor (bare node:http + pg, one multi-row insert per turn: floor-ingest.mjs).
 *
 *   node --import tsx bench/gps-ingest.ts [--db postgres,pglite] [--rate 3000] [--pglite-rate 500]
 *     [--seconds 60] [--devices 3000] [--client osmand|traccar-json]
 *
 * `--client traccar-json` posts each ping as Traccar Client 9 does (its JSON, the secret in the URL)
 * instead of the classic OsmAnd GET.
 *
 * The product is started the README way (npm start) on a database of its own; the school is made as
 * the CLI makes one, its vehicles and devices through the API as the office adds them. The load
 * generator runs on the same 2-core machine, so its own CPU is taken from the server's share.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRow } from '../apps/server/src/db/query-rows';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { addBusesWithPhones, type BenchDevice } from './fleet-devices';
import { freePort, stop, treeCpuMs } from './processes';
import { backendCpu, login, startProduct, withDataDir, withPostgresDatabase } from './product';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres,pglite' },
    rate: { type: 'string', default: '3000' },
    'pglite-rate': { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    devices: { type: 'string', default: '3000' },
    client: { type: 'string', default: 'osmand' },
  },
});
const SECONDS = Number(args.seconds);
/** Extra environment of the product (GPS_BENCH_ENV='{"WEB_CONCURRENCY":"1"}'), to compare settings. */
const productEnv = JSON.parse(process.env.GPS_BENCH_ENV ?? '{}') as Record<string, string>;
const DEVICES = Number(args.devices);
const TRACCAR_JSON = args.client === 'traccar-json';
const EMAIL = 'gps-bench@bench.test';
const PASSWORD = 'bench-password-1';

type Device = BenchDevice;
type Outcome = { sent: number; acked: number; failed: number; latencies: number[] };

/** The school as `npm run cli -- create-school` makes it, before the server starts (one process on PGlite). */
async function makeSchool(target: { url?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    await createSchool(database.db, {
      name: 'GPS Bench School',
      admin_email: EMAIL,
      admin_password: PASSWORD,
    });
  } finally {
    await database.close();
  }
}

/**
 * Open loop: every 5 ms, the pings due by then, each device in turn, whatever the answers' pace (a
 * closed loop would slow down with the server and hide its queue). Each device's timestamps differ
 * by its turn, so every ping is new.
 */
async function drive(url: string, devices: Device[], rate: number, seconds: number): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const outcome: Outcome = { sent: 0, acked: 0, failed: 0, latencies: [] };
  const { hostname, port } = new URL(url);
  const started = performance.now();
  const total = rate * seconds;
  const inFlight = new Set<Promise<void>>();
  let lastTimestamp = Date.now() - 600_000;
  while (outcome.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
    for (; outcome.sent < due; outcome.sent++) {
      const device = devices[outcome.sent % devices.length]!;
      // Unique per device: milliseconds move on with every ping.
      const timestamp = Math.max(Date.now() - 5_000, ++lastTimestamp);
      lastTimestamp = timestamp;
      const lat = (-1.29 + (outcome.sent % 1000) * 1e-5).toFixed(6);
      const sentAt = performance.now();
      const request = new Promise<void>((resolve) => {
        const answered = (response: http.IncomingMessage) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) {
              outcome.acked++;
              outcome.latencies.push(performance.now() - sentAt);
            } else outcome.failed++;
            resolve();
          });
        };
        const call = TRACCAR_JSON
          ? http.request(
              {
                method: 'POST',
                hostname,
                port,
                path: `/api/gps/osmand/?key=${device.secret}`,
                headers: { 'content-type': 'application/json' },
                agent,
              },
              answered,
            )
          : http.get(
              {
                hostname,
                port,
                path: `/api/gps/osmand/?id=${device.identifier}&timestamp=${timestamp}&lat=${lat}&lon=36.82&speed=20&bearing=90&accuracy=5&key=${device.secret}`,
                agent,
              },
              answered,
            );
        if (TRACCAR_JSON) {
          call.end(
            JSON.stringify({
              location: {
                timestamp: new Date(timestamp).toISOString(),
                coords: { latitude: Number(lat), longitude: 36.82, speed: 5.6, heading: 90, accuracy: 5 },
                is_moving: true,
                battery: { level: 0.8, is_charging: false },
              },
              device_id: device.identifier,
            }),
          );
        }
        call.on('error', () => {
          outcome.failed++;
          resolve();
        });
      });
      inFlight.add(request);
      void request.then(() => inFlight.delete(request));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return outcome;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(label: string, outcome: Outcome, seconds: number, cpu: { node: number; pg: number | null }) {
  const sorted = [...outcome.latencies].sort((a, b) => a - b);
  const perPing = (ms: number) => `${((ms / Math.max(1, outcome.acked)) * 1000).toFixed(0)} µs`;
  console.log(
    `${label.padEnd(22)} ${(outcome.acked / seconds).toFixed(0).padStart(6)} acked/s of ${outcome.sent} sent, ` +
      `${outcome.failed} failed; ack p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${pct(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${pct(sorted, 99).toFixed(1)} ms; CPU per ping: node ${perPing(cpu.node)}` +
      (cpu.pg === null ? '' : `, PostgreSQL ${perPing(cpu.pg)}`),
  );
}

async function countStored(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from positions');
  await client.end();
  return rows[0]!.n;
}

async function measure(
  label: string,
  url: string,
  pid: number,
  devices: Device[],
  rate: number,
  database?: string,
) {
  const warmUp = await drive(url, devices, rate, 3); // JIT, pools, the devices' cache
  const pgCpu = database ? await backendCpu(database) : null;
  const node0 = treeCpuMs(pid);
  const outcome = await drive(url, devices, rate, SECONDS);
  report(label, outcome, SECONDS, {
    node: treeCpuMs(pid) - node0,
    pg: pgCpu ? await pgCpu.stop() : null,
  });
  return { outcome, warmUp };
}

async function postgresPass() {
  const rate = Number(args.rate);
  await withPostgresDatabase(async (databaseUrl, name) => {
    await makeSchool({ url: databaseUrl });
    const product = await startProduct({ DATABASE_URL: databaseUrl, ...productEnv });
    let acked = 0;
    try {
      const auth = await login(product.url, EMAIL, PASSWORD);
      const devices = await addBusesWithPhones(product.url, auth, DEVICES, 'bench');
      const { outcome, warmUp } = await measure(
        `postgres ${rate}/s`,
        product.url,
        product.child.pid!,
        devices,
        rate,
        name,
      );
      acked = outcome.acked + warmUp.acked;
      console.log(`  stored ${await countStored(databaseUrl)} of ${acked} acknowledged (warm-up included)`);
    } finally {
      await stop(product.child);
    }
    // The floor on the same database: one device, the same table, the same rate.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ tenant_id: string; id: string; vehicle_id: string }>(
      'select tenant_id, id, vehicle_id from devices limit 1',
    );
    await client.end();
    const port = await freePort();
    const floor = spawn(process.execPath, [path.join(import.meta.dirname, 'floor-ingest.mjs')], {
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        TENANT: rows[0]!.tenant_id,
        DEVICE: rows[0]!.id,
        VEHICLE: rows[0]!.vehicle_id,
      },
      stdio: 'ignore',
    });
    const floorUrl = `http://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      await measure(`floor ${rate}/s`, floorUrl, floor.pid!, [{ identifier: 'x', secret: 'x' }], rate, name);
    } finally {
      await stop(floor);
    }
  });
}

async function pglitePass() {
  const rate = Number(args['pglite-rate']);
  await withDataDir(async (dataDir) => {
    await makeSchool({ dataDir });
    const product = await startProduct({ DATA_DIR: dataDir, ...productEnv });
    let acked = 0;
    try {
      const auth = await login(product.url, EMAIL, PASSWORD);
      const devices = await addBusesWithPhones(product.url, auth, Math.min(DEVICES, 1000), 'bench');
      const { outcome, warmUp } = await measure(
        `embedded ${rate}/s`,
        product.url,
        product.child.pid!,
        devices,
        rate,
      );
      acked = outcome.acked + warmUp.acked;
    } finally {
      await stop(product.child);
    }
    // The embedded database is the server's alone while it runs: counted once it has stopped.
    const database = await openDatabase({ dataDir });
    try {
      const { n } = await queryRow<{ n: number }>(database.db, sql`select count(*)::int as n from positions`);
      console.log(`  stored ${n} of ${acked} acknowledged (warm-up included)`);
    } finally {
      await database.close();
    }
  });
}

console.log(
  `gps-ingest: ${SECONDS} s per run, ${DEVICES} devices, ${TRACCAR_JSON ? 'Traccar Client 9 JSON POST' : 'OsmAnd GET'}, keep-alive connections`,
);
for (const db of args.db.split(',')) {
  if (db === 'postgres') await postgresPass();
  if (db === 'pglite') await pglitePass();
}
