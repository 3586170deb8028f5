import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { rateLimits } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('clears counters of windows that ended, and keeps the current ones', async () => {
  await t.database.db.insert(rateLimits).values([
    { key: 'login:ip:203.0.113.9', window_start: sql`now() - interval '1 day'`, hits: 7 },
    { key: 'login:ip:203.0.113.10', window_start: sql`now()`, hits: 2 },
  ]);
  const response = await t.request('POST', '/user/password/reset/', {
    body: { email: 'nobody@example.test' },
  });
  expect(response.status).toBe(200);
  const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
  expect(keys).not.toContain('login:ip:203.0.113.9');
  expect(keys).toContain('login:ip:203.0.113.10');
  expect(keys).toContain('reset:to:nobody@example.test');
});
