/**
 * Live positions out (issue 22 §4): buses pinging every few seconds and many office screens watching
 * the school's stream. Prints ping-to-viewer latency (p50/p95/p99 over every position every viewer
 * received), positions delivered, and CPU per ping of the server and of PostgreSQL.
 *
 *   node --import tsx bench/live-fanout.ts [--buses 200] [--every 5] [--viewers 2000] [--seconds 60]
 *
 * The product is started the README way (npm start) on PostgreSQL (2 processes: viewers and pings land
 * on either, so most positions cross between processes on the database's NOTIFY); the school is made
 * as the CLI makes one, its vehicles and devices through the API. The buses and the viewers run in this
 * process on the same 2-core machine, so their CPU comes out of the server's share. A ping's timestamp
 * is the moment it is sent (ms), and a viewer's latency the moment it reads the position less that.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { addBusesWithPhones, type BenchDevice } from './fleet-devices';
import { stop, treeCpuMs } from './processes';
import { authHeaders, backendCpu, login, startProduct, withPostgresDatabase, type Auth } from './product';

const { values: args } = parseArgs({
  options: {
    buses: { type: 'string', default: '200' },
    every: { type: 'string', default: '5' },
    viewers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
  },
});
const BUSES = Number(args.buses);
const EVERY_MS = Number(args.every) * 1000;
const VIEWERS = Number(args.viewers);
const SECONDS = Number(args.seconds);
const EMAIL = 'fanout-bench@bench.test';
const PASSWORD = 'bench-password-1';

type Bus = BenchDevice;

/** A viewer: the stream read as it comes, each position's latency recorded once measuring starts. */
function openViewer(
  url: string,
  auth: Auth,
  agent: http.Agent,
  latencies: number[],
  measuring: () => boolean,
) {
  const { hostname, port } = new URL(url);
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      { hostname, port, path: '/api/transport/positions/live/', headers: authHeaders(auth), agent },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`viewer: ${response.statusCode}`));
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.startsWith('event: positions')) continue;
            const now = Date.now();
            if (!measuring()) continue;
            for (const position of JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { time: string }[])
              latencies.push(now - Date.parse(position.time));
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

await withPostgresDatabase(async (databaseUrl, name) => {
  const database = await openDatabase({ url: databaseUrl });
  await migrateDatabase(database);
  await createSchool(database.db, {
    name: 'Fan-out Bench School',
    admin_email: EMAIL,
    admin_password: PASSWORD,
  });
  await database.close();
  const product = await startProduct({ DATABASE_URL: databaseUrl });
  try {
    const auth = await login(product.url, EMAIL, PASSWORD);
    const buses = await addBusesWithPhones(product.url, auth, BUSES, 'fanout');
    const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS + 10 });
    const latencies: number[] = [];
    let measuring = false;
    const viewers = [];
    for (let i = 0; i < VIEWERS; i++)
      viewers.push(await openViewer(product.url, auth, agent, latencies, () => measuring));
    console.log(
      `live-fanout: ${BUSES} buses every ${EVERY_MS / 1000} s, ${VIEWERS} viewers, ${SECONDS} s measured`,
    );

    const pingAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const { hostname, port } = new URL(product.url);
    let sent = 0;
    let failed = 0;
    const ping = (bus: Bus, n: number) =>
      new Promise<void>((resolve) => {
        const lat = (-1.29 + (n % 100) * 1e-4).toFixed(6);
        const path = `/api/gps/osmand/?id=${bus.identifier}&key=${bus.secret}&lat=${lat}&lon=36.82&timestamp=${Date.now()}`;
        const request = http.get({ hostname, port, path, agent: pingAgent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) failed++;
            resolve();
          });
        });
        request.on('error', () => {
          failed++;
          resolve();
        });
      });
    // Each bus on its own beat, spread over the interval, as phones are.
    const drive = (ms: number) =>
      new Promise<void>((resolve) => {
        const beats: NodeJS.Timeout[] = [];
        const starts = buses.map((bus, i) =>
          setTimeout(
            () => {
              let n = 0;
              const beat = () => {
                sent++;
                void ping(bus, n++);
              };
              beat();
              beats.push(setInterval(beat, EVERY_MS));
            },
            (i * EVERY_MS) / buses.length,
          ),
        );
        setTimeout(() => {
          for (const start of starts) clearTimeout(start);
          for (const beat of beats) clearInterval(beat);
          resolve();
        }, ms);
      });
    await drive(10_000); // warm-up: every bus's first pings, the viewers' first positions
    const pgCpu = await backendCpu(name);
    const node0 = treeCpuMs(product.child.pid!);
    const sent0 = sent;
    measuring = true;
    await drive(SECONDS * 1000);
    measuring = false;
    const pings = sent - sent0;
    const nodeMs = treeCpuMs(product.child.pid!) - node0;
    const pgMs = await pgCpu.stop();
    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `${pings} pings (${failed} failed), ${sorted.length} positions delivered (${(sorted.length / Math.max(1, pings)).toFixed(0)} viewers a ping); ` +
        `ping-to-viewer p50 ${pct(sorted, 50)} ms, p95 ${pct(sorted, 95)} ms, p99 ${pct(sorted, 99)} ms; ` +
        `CPU per ping: node ${((nodeMs / pings) * 1000).toFixed(0)} µs, PostgreSQL ${((pgMs / pings) * 1000).toFixed(0)} µs`,
    );
    for (const viewer of viewers) viewer.destroy();
    agent.destroy();
    pingAgent.destroy();
  } finally {
    await stop(product.child);
  }
});
