import crypto from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../src/http/database-outage';
import { english } from '@app/shared/i18n/english';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, TEST_PASSWORD, type SignedIn } from './factories';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const GONE = 'the database is not answering; calls that need it answer 503 until it is back';
const BACK = 'the database answers again';

/** The server's log, as parsed JSON lines. */
function logCapture() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return {
    lines,
    logger: { level: 'info', stream },
    count: (msg: string) => lines.filter((line) => line.msg === msg).length,
  };
}

async function expectUnavailable(t: TestApp, method: string, path: string, options: object) {
  const response = await t.request(method, path, options);
  expect(response.status, `${method} ${path}`).toBe(503);
  expect(response.body).toEqual({ detail: english(DATABASE_UNAVAILABLE) });
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
}

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a database that refuses connections from the start', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/transport' });
    t = await startTestApp({}, { database, logger: log.logger });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After to business, account and health calls, and logs it once', async () => {
    const token = await t.app.tokens.sign({ userId: crypto.randomUUID(), sessionId: crypto.randomUUID() });
    const business = { token, tenant: crypto.randomUUID(), profile: crypto.randomUUID() };
    for (let round = 0; round < 3; round++) {
      await expectUnavailable(t, 'GET', '/transport/vehicles/', business);
      await expectUnavailable(t, 'POST', '/user/login/', {
        body: { email: 'a@b.example', password: 'secret-pass' },
      });
      await expectUnavailable(t, 'GET', '/health', {});
    }
    // Worded by Accept-Language alone: the account's and the school's languages are in that database.
    const inKiswahili = await t.request('GET', '/transport/vehicles/', {
      ...business,
      headers: { 'accept-language': 'sw' },
    });
    expect(inKiswahili).toMatchObject({
      status: 503,
      body: { detail: 'Hifadhidata haijibu. Tafadhali jaribu tena baada ya muda mfupi.' },
    });
    expect(log.count(GONE)).toBe(1);
    expect(log.lines.filter((line) => line.level >= 50)).toHaveLength(1);
    expect(log.lines.find((line) => line.msg === GONE)?.db).toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'the embedded database closed under a running server',
  () => {
    let t: TestApp;
    let admin: SignedIn;
    const log = logCapture();
    beforeAll(async () => {
      t = await startTestApp({}, { logger: log.logger });
      admin = await signedInAs(t);
    });
    afterAll(async () => {
      await t.app.close();
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After and logs it once', async () => {
      expect((await t.request('GET', '/transport/vehicles/', admin.auth)).status).toBe(200);
      await t.database.close();
      for (let round = 0; round < 3; round++) {
        await expectUnavailable(t, 'GET', '/transport/vehicles/', admin.auth);
        await expectUnavailable(t, 'POST', '/user/login/', {
          body: { email: admin.email, password: TEST_PASSWORD },
        });
      }
      expect(log.count(GONE)).toBe(1);
      expect(log.lines.filter((line) => line.level >= 50)).toHaveLength(1);
    });
  },
);

describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL server that stops and comes back', () => {
  let postgres: PrivatePostgres | undefined;
  let t: TestApp;
  let admin: SignedIn;
  const log = logCapture();
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    if (!postgres)
      throw new Error('these tests need PostgreSQL binaries (apt-get install postgresql) or PGBIN');
    const database = await openDatabase({ url: postgres.url });
    await migrateDatabase(database);
    t = await startTestApp({}, { database, logger: log.logger });
    admin = await signedInAs(t);
  });
  afterAll(async () => {
    await t?.close();
    await postgres?.destroy();
  });

  it(
    'answers 503 while it is down, logs "gone" and "back" once each, and recovers without a restart',
    { timeout: 90_000 },
    async () => {
      expect((await t.request('GET', '/transport/vehicles/', admin.auth)).status).toBe(200);

      await postgres!.stop();
      for (let round = 0; round < 3; round++) {
        await expectUnavailable(t, 'GET', '/transport/vehicles/', admin.auth);
        await expectUnavailable(t, 'POST', '/user/login/', {
          body: { email: admin.email, password: TEST_PASSWORD },
        });
      }
      expect(log.count(GONE)).toBe(1);

      await postgres!.start();
      await eventually(
        async () => (await t.request('GET', '/transport/vehicles/', admin.auth)).status === 200,
        'the pool to reconnect',
      );
      const login = await t.request('POST', '/user/login/', {
        body: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      await eventually(() => log.count(BACK) === 1, 'the "back" log line');

      expect(log.count(GONE)).toBe(1);
      expect(log.count(BACK)).toBe(1);
      // Nothing else was logged as an error: no line per failed request.
      expect(log.lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([GONE]);
    },
  );
});
