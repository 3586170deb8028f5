import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { openDatabase, openEmbeddedDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { queryRow, queryRows } from '../../db/query-rows';
import { tenants } from '../../db/schema';
import { readOutbox } from '../messages/outbox';
import { guardians } from '../guardians/guardians.table';
import { noticeDeliveries, notices } from './notices.table';
import { PICKED_UP } from './notices.test-helpers';
import { openTestDatabase } from '../../../test/test-database';

// A real server process is killed (SIGKILL) between claiming a delivery and marking it; another is
// started on the same database: the delivery is sent again after its lease, keyed by its id, and
// marked sent once (ADR 022). On PostgreSQL and on the embedded database (in DATA_DIR).

const serverDir = path.join(import.meta.dirname, '../../..');
const postgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database for the servers: a fresh PostgreSQL one (its URL), or the embedded one in DATA_DIR. */
async function serverDatabase(dataDir: string): Promise<{ url?: string; open: () => Promise<Database> }> {
  if (!postgres) {
    return { open: async () => openEmbeddedDatabase(dataDir) };
  }
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  const { name } = await queryRow<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), open: async () => openDatabase({ url: url.toString(), poolSize: 2 }) };
}

/** A school, a guardian and `count` notices, each with one SMS delivery queued. */
async function queueSms(database: Database, count: number): Promise<string[]> {
  const db = database.db;
  const [school] = await db.insert(tenants).values({ name: 'Crash School' }).returning();
  const [guardian] = await db
    .insert(guardians)
    .values({
      tenant_id: school!.id,
      first_name: 'Wanjiku',
      last_name: 'Kariuki',
      mobile_number: '254712345678',
    })
    .returning();
  const made = await db
    .insert(notices)
    .values(
      Array.from({ length: count }, () => ({
        tenant_id: school!.id,
        guardian_id: guardian!.id,
        kind: NOTICE_KIND.pickedUp,
        payload: PICKED_UP,
      })),
    )
    .returning({ id: notices.id });
  const deliveries = await db
    .insert(noticeDeliveries)
    .values(
      made.map((n) => ({
        tenant_id: school!.id,
        notice_id: n.id,
        channel: NOTICE_CHANNEL.sms,
        recipient: '254712345678',
      })),
    )
    .returning({ id: noticeDeliveries.id });
  return deliveries.map((d) => d.id);
}

function startServer(
  dataDir: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'never',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '1',
      // A send is given up after 80% of the lease: on a busy machine the stub in this process can take
      // seconds to answer, and a lease of 3 s made the second server give up a send that succeeded.
      NOTICE_LEASE_SECONDS: '10',
      NOTICE_POLL_SECONDS: '0.5',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
  // What the server said, when the test fails: the failure once seen on a busy machine is not explained yet.
  onTestFailed(() => console.error(`server ${child.pid} said:\n${output.slice(-6000)}`));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('close', () => resolve()),
  );

type Row = { id: string; status: number; attempts: number; provider_answer: string };
async function rowsOf(database: Database): Promise<Row[]> {
  return queryRows<Row>(
    database.db,
    sql`select id, status, attempts, provider_answer from notice_deliveries order by id`,
  );
}

describe('a server killed between claiming and marking a delivery', () => {
  it(
    'sends it again after the lease, with the same Idempotency-Key, and marks it sent once',
    { timeout: 120_000 },
    async () => {
      // The provider holds the first request forever (the process dies waiting), then answers the others.
      const seen: string[] = [];
      const stub = http.createServer((request, response) => {
        seen.push(String(request.headers['idempotency-key']));
        request.resume();
        if (seen.length > 1) response.writeHead(200).end(`{"id":"stub-${seen.length}"}`);
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => void stub.closeAllConnections());
      cleanups.push(() => void stub.close());
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-crash-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const target = await serverDatabase(dataDir);
      let database = await target.open();
      if (!postgres) await migrateDatabase(database);
      const [id] = await queueSms(database, 1);
      if (!postgres) await database.close();
      const env = {
        SMS_TRANSPORT: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/sms`,
        ...(target.url ? { DATABASE_URL: target.url } : {}),
      };

      const first = startServer(dataDir, env);
      await expect.poll(() => seen.length, { timeout: 60_000, interval: 50 }).toBe(1);
      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = startServer(dataDir, env);
      await expect.poll(() => seen.length, { timeout: 60_000, interval: 50 }).toBe(2);
      if (postgres) {
        await expect
          .poll(async () => (await rowsOf(database))[0]?.status, { timeout: 10_000 })
          .toBe(DELIVERY_STATUS.sent);
      } else {
        second.child.kill('SIGTERM');
        await exited(second.child);
        database = await target.open();
      }
      expect(seen).toEqual([id, id]);
      expect(await rowsOf(database)).toEqual([
        { id, status: DELIVERY_STATUS.sent, attempts: 2, provider_answer: '{"id":"stub-2"}' },
      ]);
      await database.close();
      second.child.kill('SIGTERM');
    },
  );

  it('loses and doubles nothing in the outbox, whenever the process dies', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const target = await serverDatabase(dataDir);
    let database = await target.open();
    if (!postgres) await migrateDatabase(database);
    const ids = await queueSms(database, 300);
    if (!postgres) await database.close();
    // A few at a time, so that the kill finds sends in flight.
    const env = { NOTICE_SEND_CONCURRENCY: '4', ...(target.url ? { DATABASE_URL: target.url } : {}) };

    const first = startServer(dataDir, env);
    await expect
      .poll(async () => (await readOutbox(dataDir)).length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(20);
    first.child.kill('SIGKILL');
    await exited(first.child);
    const written = new Set((await readOutbox(dataDir)).map((line) => line.key));
    expect(written.size).toBeLessThan(ids.length);
    // Those the dead process sent but did not mark: the second sends them again once their lease has
    // passed, and only then marks them; the outbox is full before that, so it alone does not say the
    // second is done. (The embedded database is free between the two processes.)
    if (!postgres) database = await target.open();
    const unmarked = (await rowsOf(database)).filter(
      (row) => row.status !== DELIVERY_STATUS.sent && written.has(row.id),
    ).length;
    if (!postgres) await database.close();

    const second = startServer(dataDir, env);
    await expect
      .poll(async () => (await readOutbox(dataDir)).length, { timeout: 60_000, interval: 100 })
      .toBe(ids.length);
    await expect
      .poll(() => second.output().split('written before').length - 1, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(unmarked);
    if (postgres) {
      await expect
        .poll(
          async () => (await rowsOf(database)).filter((row) => row.status === DELIVERY_STATUS.sent).length,
          { timeout: 20_000 },
        )
        .toBe(ids.length);
    }
    second.child.kill('SIGTERM');
    await exited(second.child);
    if (!postgres) database = await target.open();
    const keys = (await readOutbox(dataDir)).map((line) => line.key);
    expect(new Set(keys).size).toBe(ids.length);
    expect([...keys].sort()).toEqual([...ids].sort());
    const rows = await rowsOf(database);
    expect(rows.every((row) => row.status === DELIVERY_STATUS.sent)).toBe(true);
    // The dead process's claims in flight were claimed again: the outbox kept one line of each.
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    await database.close();
  });
});
