/**
 * A district morning replayed (issue 23 §3, ADR 022): each "N minutes away" notice decided within 1 s
 * of its ETA crossing N. The product is started the README way (npm start) on PostgreSQL; the office
 * adds the buses and their phones through the API; the routes, today's trips under way, the riders
 * and their guardians (minutes before 3, 5 or 8) are written as an import would (morning-district.ts).
 * Each bus's phone then pings the GPS endpoint (OsmAnd GET, as bench/gps-ingest) every 5 s in real
 * time, the buses spread over the beat, driving their routes on schedule (morning-plan.ts). Nothing
 * is sped up: a notice's lag is wall-clock time, from sending the ping that made its ETA cross
 * (found by running the product's estimator on the same pings: the bench's expected crossings) to
 * the bench seeing the notice committed (LISTEN on the senders' channel, then a read; the notice's
 * created_at, its transaction's start, is printed too). Prints the lag's p50/p95/p99/max, notices
 * decided, expected, missed, doubled or unexpected, CPU per ping, and the sends to a local SMS stub.
 *
 *   node --import tsx bench/notify-morning.ts [--buses 1000] [--guardians 50000] [--minutes 10]
 *
 * PostgreSQL only (BENCH_DATABASE_URL): the bench writes the district while the product runs.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRows } from '../apps/server/src/db/query-rows';
import { NOTICE_DELIVERIES_CHANNEL } from '../apps/server/src/features/notices/decide-notices';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { addBusesWithPhones, type BenchDevice } from './fleet-devices';
import { writeMorning } from './morning-district';
import { crossingPings, MINUTES_OF, planBus, planGuardian, stopsFor, type BusPlan } from './morning-plan';
import { stop, treeCpuMs } from './processes';
import { backendCpu, login, startProduct, withPostgresDatabase } from './product';
import { percentile, providerStub } from './provider-stub';

const { values: args } = parseArgs({
  options: {
    buses: { type: 'string', default: '1000' },
    guardians: { type: 'string', default: '50000' },
    minutes: { type: 'string', default: '10' },
  },
});
const BUSES = Number(args.buses);
const GUARDIANS = Number(args.guardians);
const REPLAY_MS = Number(args.minutes) * 60_000;
const EMAIL = 'morning@bench.test';
const PASSWORD = 'bench-password-1';
/** Extra environment of the product (NOTIFY_BENCH_ENV='{"NOTICE_SEND_CONCURRENCY":"128"}'). */
const productEnv = JSON.parse(process.env.NOTIFY_BENCH_ENV ?? '{}') as Record<string, string>;

type Seen = { guardian: string; tripStop: string; kind: number; seenAt: number; createdAt: number };

/** Every notice committed, as the bench sees it: at each NOTIFY of the senders' channel, the new ones. */
async function watchNotices(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = new Map<string, Seen>();
  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    do {
      again = false;
      // Read when heard: a notice committed by then is seen no later than now. Its created_at is its
      // transaction's start, seconds at most before its commit: the last 15 s hold every new one, and
      // reading more each time (every notice of the morning) made the bench PostgreSQL's busiest client.
      const seenAt = Date.now();
      const { rows } = await client.query<{
        id: string;
        guardian_id: string;
        trip_stop_id: string;
        kind: number;
        created: number;
      }>(
        `select id, guardian_id, trip_stop_id, kind, extract(epoch from created_at) * 1000 as created
           from notices where created_at > now() - interval '15 seconds'`,
      );
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.set(row.id, {
          guardian: row.guardian_id,
          tripStop: row.trip_stop_id,
          kind: row.kind,
          seenAt,
          createdAt: Number(row.created),
        });
      }
    } while (again);
  };
  client.on('notification', () => {
    if (reading) again = true;
    else reading = read().finally(() => (reading = undefined));
  });
  await client.query(`listen ${NOTICE_DELIVERIES_CHANNEL}`);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { seen, pid: rows[0]!.pid, close: () => client.end() };
}

/** Every bus's pings, each sent when its time comes (open loop); answers when each was sent. */
async function replay(url: string, buses: BusPlan[], devices: BenchDevice[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(url);
  const queue = buses
    .flatMap((bus) => bus.pings.map((ping, i) => ({ bus: bus.index, i, ping })))
    .sort((a, b) => a.ping.time - b.ping.time);
  const sentAt = buses.map((bus) => new Array<number>(bus.pings.length).fill(NaN));
  const outcome = { acked: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  while (next < queue.length) {
    for (; next < queue.length && queue[next]!.ping.time <= Date.now(); next++) {
      const { bus, i, ping } = queue[next]!;
      const device = devices[bus]!;
      sentAt[bus]![i] = Date.now();
      const request = new Promise<void>((resolve) => {
        http
          .get(
            {
              hostname,
              port,
              path:
                `/api/gps/osmand/?id=${device.identifier}&timestamp=${ping.time}&lat=${ping.latitude.toFixed(7)}` +
                `&lon=${ping.longitude.toFixed(7)}&speed=8.3&bearing=90&accuracy=5&key=${device.secret}`,
              agent,
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                if (response.statusCode === 200) outcome.acked++;
                else outcome.failed++;
                resolve();
              });
            },
          )
          .on('error', () => {
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
  return { sentAt, ...outcome, pings: queue.length };
}

const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} p95 ${percentile(values, 95).toFixed(0)} ` +
  `p99 ${percentile(values, 99).toFixed(0)} max ${(values.at(-1) ?? NaN).toFixed(0)} ms`;

await withPostgresDatabase(async (databaseUrl, name) => {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const stub = await providerStub();
  try {
    await migrateDatabase(database);
    const { tenant_id: tenant } = await createSchool(database.db, {
      name: 'Morning Bench District',
      admin_email: EMAIL,
      admin_password: PASSWORD,
    });
    const product = await startProduct({ DATABASE_URL: databaseUrl, SMS_TRANSPORT: stub.url, ...productEnv });
    const notices = await watchNotices(databaseUrl);
    try {
      const auth = await login(product.url, EMAIL, PASSWORD);
      // Added eight at a time, answered in any order: bus b's phone is `morning-<b>`, on vehicle `morning-<b>`.
      const devices = (await addBusesWithPhones(product.url, auth, BUSES, 'morning')).sort(
        (a, b) => Number(a.identifier.split('-')[1]) - Number(b.identifier.split('-')[1]),
      );
      const vehicles = await queryRows<{ id: string; code: string }>(
        database.db,
        sql`select id::text, code from vehicles`,
      );
      const vehicleOf = new Map(vehicles.map((row) => [row.code, row.id]));
      // The replay starts once the district is written: a second a thousand guardians, and 20 s more.
      const start = Math.ceil((Date.now() + 20_000 + GUARDIANS) / 1000) * 1000;
      if (new Date(start).getUTCDate() !== new Date(start + REPLAY_MS + 20 * 60_000).getUTCDate())
        throw new Error('the morning would cross midnight UTC (the school day): run it later');
      const stops = stopsFor(REPLAY_MS);
      const buses = Array.from({ length: BUSES }, (_, b) => planBus(b, BUSES, start, REPLAY_MS, stops));
      const guardians = Array.from({ length: GUARDIANS }, (_, n) => planGuardian(n, BUSES, REPLAY_MS, stops));
      const ids = await writeMorning(
        database,
        tenant,
        buses.map((_, b) => vehicleOf.get(`morning-${b}`)!),
        buses,
        guardians,
      );
      if (Date.now() > start)
        throw new Error('the district took too long to write: its trips started before');
      await new Promise((resolve) => setTimeout(resolve, start - Date.now()));

      // The bench's own reading of the notices is not the product's work.
      const pgCpu = await backendCpu(name, [notices.pid]);
      const node0 = treeCpuMs(product.child.pid!);
      const pinged = await replay(product.url, buses, devices);
      const nodeMs = treeCpuMs(product.child.pid!) - node0;
      const pgMs = await pgCpu.stop();
      await new Promise((resolve) => setTimeout(resolve, 10_000)); // the last decisions and sends

      // Expected: each guardian's first ping within their minutes, from the product's estimator.
      const crossings = buses.map((bus) => crossingPings(bus, MINUTES_OF));
      const expected = new Map<number, number>(); // guardian index to its crossing ping's send time
      guardians.forEach((plan, n) => {
        const i = crossings[plan.bus]!.get(plan.stop)?.get(plan.minutes);
        if (i !== undefined) expected.set(n, pinged.sentAt[plan.bus]![i]!);
      });
      const approaching = [...notices.seen.values()].filter(
        (notice) => notice.kind === NOTICE_KIND.approaching,
      );
      const lags: number[] = [];
      const createdLags: number[] = [];
      const decided = new Map<number, number>();
      let unexpected = 0;
      let wrongStop = 0;
      for (const notice of approaching) {
        const n = ids.guardians.get(notice.guardian)!;
        decided.set(n, (decided.get(n) ?? 0) + 1);
        const stopOf = ids.tripStops.get(notice.tripStop);
        const plan = guardians[n]!;
        if (stopOf?.bus !== plan.bus || stopOf.stop !== plan.stop) wrongStop++;
        const sent = expected.get(n);
        if (sent === undefined) {
          unexpected++;
          continue;
        }
        lags.push(notice.seenAt - sent);
        createdLags.push(notice.createdAt - sent);
      }
      lags.sort((a, b) => a - b);
      createdLags.sort((a, b) => a - b);
      const missedOnes = [...expected.keys()].filter((n) => !decided.has(n));
      const missed = missedOnes.length;
      const doubled = [...decided.values()].filter((count) => count > 1).length;
      const others = [...notices.seen.values()].length - approaching.length;
      const arrivals = [...stub.received.values()].map((times) => times[0]!).sort((a, b) => a - b);
      const resent = [...stub.received.values()].filter((times) => times.length > 1).length;
      const span = (arrivals.at(-1)! - arrivals[0]!) / 1000;

      console.log(
        `notify-morning: ${BUSES} buses, ${GUARDIANS} guardians, ${REPLAY_MS / 60_000} min replayed in real time ` +
          `(a ping every 5 s a bus)`,
      );
      console.log(
        `  pings: ${pinged.pings} sent, ${pinged.acked} acknowledged, ${pinged.failed} failed; ` +
          `CPU per ping: server ${((nodeMs / pinged.pings) * 1000).toFixed(0)} µs, ` +
          `PostgreSQL ${((pgMs / pinged.pings) * 1000).toFixed(0)} µs (deciding and sending included)`,
      );
      console.log(
        `  'N minutes away': ${approaching.length} decided, ${expected.size} expected, ${missed} missed, ` +
          `${doubled} doubled, ${unexpected} not expected, ${wrongStop} at another stop; ${others} other notices`,
      );
      if (missed > 0) {
        // Which guardians' crossings: their minutes before and the stop's index on the route.
        const by = new Map<string, number>();
        for (const n of missedOnes) {
          const key = `${guardians[n]!.minutes} min at stop ${guardians[n]!.stop + 1}`;
          by.set(key, (by.get(key) ?? 0) + 1);
        }
        console.log('  missed:', Object.fromEntries(by));
      }
      console.log(`  crossing ping sent -> notice committed (seen by the bench): ${ms(lags)}`);
      console.log(`  crossing ping sent -> notice's transaction began (created_at): ${ms(createdLags)}`);
      console.log(
        `  within 1 s: ${lags.filter((lag) => lag <= 1000).length} of ${lags.length} ` +
          `(${lags.filter((lag) => lag < 0).length} before their crossing ping was sent); ` +
          `SMS at the stub: ${stub.received.size} (${resent} more than once), ` +
          `${(stub.received.size / Math.max(span, 1)).toFixed(0)}/s from first to last ` +
          "(the morning's pace of decisions, not the queue's capacity: bench/notify.ts measures that)",
      );
    } finally {
      await notices.close();
      await stop(product.child);
    }
  } finally {
    stub.close();
    await database.close();
  }
});
