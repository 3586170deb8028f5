import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/client';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';
import { openTestDatabase } from './test-database';

// The embedded database runs in a thread of its own; these hold on the embedded database only.
describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database thread', () => {
  it('runs a long query without stopping the server’s event loop', async () => {
    const database = await openTestDatabase();
    try {
      const gaps: number[] = [];
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }, 5);
      const started = performance.now();
      await database.db.execute(sql`select count(*) from generate_series(1, 1500000)`);
      const took = performance.now() - started;
      clearInterval(ticker);
      // In the event loop, the query would be one gap as long as itself, with no tick during it.
      expect(took).toBeGreaterThan(100);
      expect(gaps.length).toBeGreaterThan(5);
      expect(Math.max(...gaps)).toBeLessThan(took / 2);
    } finally {
      await database.close();
    }
  });

  describe('on disk, when its thread dies under a running server', () => {
    let dataDir: string;
    let database: EmbeddedDatabase;
    let t: TestApp;
    let admin: SignedIn;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-embedded-'));
      // On disk, as a copy of the run's migrated database (global-setup.ts).
      database = await openEmbeddedDatabase(dataDir, { loadFrom: inject('testTemplate') });
      t = await startTestApp({}, { database });
      admin = await signedInAs(t);
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 at once, then serves again from a new thread with the data kept', async () => {
      const vehicle = await t.request('POST', '/transport/vehicles/', {
        ...admin.auth,
        body: { registration_number: 'KAA 001A', code: 'BUS-1', max_capacity: 30, is_active: true },
      });
      expect(vehicle.status).toBe(201);
      const dead = database.engine.worker;
      await dead.terminate();
      const during = await t.request('POST', '/user/login/', {
        body: { email: admin.email, password: 'whatever-it-is' },
      });
      expect(during.status).toBe(503);
      const deadline = Date.now() + 30_000;
      let list = await t.request('GET', '/transport/vehicles/', admin.auth);
      while (list.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        list = await t.request('GET', '/transport/vehicles/', admin.auth);
      }
      expect(database.engine.worker).not.toBe(dead);
      expect(list).toMatchObject({ status: 200, body: { count: 1, results: [vehicle.body] } });
    });
  });
});
