import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { authCounters } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('clears counters whose window ended, and keeps the current ones', async () => {
  await t.database.db.insert(authCounters).values([
    {
      key: 'fail:ip:203.0.113.9',
      count: 7,
      window_ends_at: sql`now() - interval '1 minute'`,
      last_at: sql`now() - interval '1 day'`,
    },
    {
      key: 'fail:ip:203.0.113.10',
      count: 2,
      window_ends_at: sql`now() + interval '10 minutes'`,
      last_at: sql`now()`,
    },
  ]);
  const response = await t.request('POST', '/user/password/reset/', {
    body: { email: 'nobody@example.test' },
  });
  expect(response.status).toBe(200);
  const keys = (await t.database.db.select({ key: authCounters.key }).from(authCounters)).map(
    (row) => row.key,
  );
  expect(keys).not.toContain('fail:ip:203.0.113.9');
  expect(keys).toContain('fail:ip:203.0.113.10');
  expect(keys).toContain('send:to:nobody@example.test');
});
