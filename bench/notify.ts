/**
 * Families' notices out (issue 23 §3, ADR 022): notices decided at a fixed rate, as the product
 * decides them (`decideNotices`, in a school's transaction, NOTIFY at commit), sent by the product's
 * senders to a local SMS provider stub (the generic HTTP provider). Prints sends per second,
 * decide-to-sent latency (from the notice's commit to the stub's receipt: p50/p95/p99), CPU per
 * notice of the server and of PostgreSQL, and whether every delivery was sent once.
 *
 *   node --import tsx bench/notify.ts [--rate 1000] [--seconds 20] [--guardians 5000] [--buses 100]
 *
 * PostgreSQL only (BENCH_DATABASE_URL, a database of its own): the decisions are written while the
 * product runs, which the embedded database (one process) does not allow. The product is started
 * the README way (npm start); the school, its buses, trips and guardians are written before, as an
 * import would. The target: at least 500 notices/s (issue 23); the district morning of 50,000
 * guardians is `--guardians 50000 --buses 1000 --rate 1000 --seconds 50`.
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { queryRow, queryRows } from '../apps/server/src/db/query-rows';
import { decideNotices, type NoticeDecision } from '../apps/server/src/features/notices/decide-notices';
import { createSchool } from '../apps/server/src/features/tenants/create-school';
import { stop, treeCpuMs } from './processes';
import { percentile, providerStub } from './provider-stub';
import { backendCpu, startProduct, withPostgresDatabase } from './product';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    guardians: { type: 'string', default: '5000' },
    buses: { type: 'string', default: '100' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const GUARDIANS = Number(args.guardians);
const BUSES = Number(args.buses);
/** Extra environment of the product (NOTIFY_BENCH_ENV='{"NOTICE_SEND_CONCURRENCY":"128"}'). */
const productEnv = JSON.parse(process.env.NOTIFY_BENCH_ENV ?? '{}') as Record<string, string>;

type District = { tenantId: string; trips: string[]; guardians: string[] };

/** A school with its buses' trips of today and its guardians, written before the product starts. */
async function makeDistrict(database: Database): Promise<District> {
  await migrateDatabase(database);
  const made = await createSchool(database.db, {
    name: 'Notify Bench School',
    admin_email: 'notify@bench.test',
  });
  const tenant = { id: made.tenant_id };
  const school = database.forSchool(tenant.id);
  const { id: period } = await queryRow<{ id: string }>(
    school,
    sql`insert into academic_periods (tenant_id, title, start_date, end_date)
        values (${tenant.id}, 'Term', current_date - 30, current_date + 30) returning id`,
  );
  const trips = await queryRows<{ id: string }>(
    school,
    sql`with bus as (
          select n from generate_series(1, ${BUSES}) n
        ), vehicle as (
          insert into vehicles (tenant_id, registration_number, code, max_capacity)
          select ${tenant.id}, 'KBN ' || n, 'BUS-' || n, 50 from bus returning id, code
        ), route as (
          insert into journeys (tenant_id, title, code, direction, start_time, end_time, default_vehicle_id,
                                academic_period_id)
          select ${tenant.id}, 'Route ' || v.code, 'R-' || v.code, 1, '06:30', '07:30', v.id, ${period}
            from vehicle v returning id, default_vehicle_id
        )
        insert into trips (tenant_id, journey_id, journey_date, vehicle_id)
        select ${tenant.id}, r.id, current_date, r.default_vehicle_id from route r
        returning id`,
  );
  const guardians = await queryRows<{ id: string }>(
    school,
    sql`insert into guardians (tenant_id, first_name, last_name, mobile_number)
        select ${tenant.id}, 'Guardian', 'No ' || n, (254700000000 + n)::text
          from generate_series(1, ${GUARDIANS}) n
        returning id`,
  );
  return { tenantId: tenant.id, trips: trips.map((t) => t.id), guardians: guardians.map((g) => g.id) };
}

/**
 * Open loop: every 20 ms, the decisions due by then, each an "approaching" notice of the next
 * guardian on the next bus's trip, decided in its own transaction as an ETA crossing would be.
 */
async function decide(database: Database, district: District): Promise<number> {
  const school = database.forSchool(district.tenantId);
  const total = RATE * SECONDS;
  const started = performance.now();
  let made = 0;
  while (made < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
    const decisions: NoticeDecision[] = [];
    for (; made < due; made++) {
      decisions.push({
        guardian_id: district.guardians[made % district.guardians.length]!,
        kind: NOTICE_KIND.approaching,
        trip_id: district.trips[made % district.trips.length]!,
        trip_stop_id: crypto.randomUUID(),
        payload: { students: ['Amina'], stop: 'Kasarani Gate', route: 'Thika Road', minutes: 5 },
      });
    }
    if (decisions.length > 0)
      await school.transaction((tx) => decideNotices({ db: tx, tenantId: district.tenantId }, decisions));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return made;
}

await withPostgresDatabase(async (databaseUrl, name) => {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const stub = await providerStub();
  try {
    const district = await makeDistrict(database);
    const product = await startProduct({ DATABASE_URL: databaseUrl, SMS_TRANSPORT: stub.url, ...productEnv });
    try {
      const pgCpu = await backendCpu(name);
      const node0 = treeCpuMs(product.child.pid!);
      const decided = await decide(database, district);
      const deadline = Date.now() + 60_000;
      while (stub.received.size < decided && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const nodeMs = treeCpuMs(product.child.pid!) - node0;
      const pgMs = await pgCpu.stop();
      const rows = await queryRows<{ id: string; decided: number; sent: boolean }>(
        database.db,
        sql`select d.id::text, extract(epoch from n.created_at) * 1000 as decided, d.sent_at is not null as sent
              from notice_deliveries d join notices n on n.tenant_id = d.tenant_id and n.id = d.notice_id`,
      );
      const latencies = rows
        .filter((row) => stub.received.has(row.id))
        .map((row) => stub.received.get(row.id)![0]! - Number(row.decided))
        .sort((a, b) => a - b);
      const arrivals = [...stub.received.values()].map((times) => times[0]!).sort((a, b) => a - b);
      const span = (arrivals.at(-1)! - arrivals[0]!) / 1000;
      const repeated = [...stub.received.values()].filter((times) => times.length > 1).length;
      console.log(
        `notify: ${decided} notices decided at ${RATE}/s over ${SECONDS} s, ${GUARDIANS} guardians, ${BUSES} buses`,
      );
      console.log(
        `  sent ${stub.received.size} of ${rows.length} deliveries (${repeated} sent more than once)`,
      );
      console.log(`  marked sent: ${rows.filter((row) => row.sent).length}`);
      console.log(`  sends/s ${(stub.received.size / span).toFixed(0)} (first to last arrival)`);
      console.log(
        `  decide-to-sent ms p50 ${percentile(latencies, 50).toFixed(0)} p95 ${percentile(latencies, 95).toFixed(0)} ` +
          `p99 ${percentile(latencies, 99).toFixed(0)} max ${latencies.at(-1)?.toFixed(0)}`,
      );
      console.log(
        `  CPU per notice: server ${(nodeMs / decided).toFixed(3)} ms, PostgreSQL ${(pgMs / decided).toFixed(3)} ms ` +
          '(the bench decides on the same machine: its share is in PostgreSQL, not the server)',
      );
    } finally {
      await stop(product.child);
    }
  } finally {
    stub.close();
    await database.close();
  }
});
