import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { profiles, tenants } from '../tenants/tenants.table';
import { SEEDS_A_SCHOOL } from '../../../test/timeouts';

const KEY = 'test-operator-key-0123456789abcdefghijklmnop';
const school = { name: 'Operator School', admin_email: 'ops@school.test', admin_password: 'Operator-pass-1' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: KEY });
});
afterAll(() => t.close());

describe('operator routes', () => {
  it.each([
    ['without a key', {}],
    ['with a wrong key', { 'x-operator-key': 'wrong' }],
    ['with a key one character short', { 'x-operator-key': KEY.slice(0, -1) }],
  ])('answer 403 %s and do nothing', async (_name, headers) => {
    const created = await t.request('POST', '/operator/create-school', { headers, body: school });
    expect(created).toMatchObject({
      status: 403,
      body: { detail: 'A valid X-OPERATOR-KEY header is required.' },
    });
    expect((await t.request('POST', '/operator/seed-demo', { headers })).status).toBe(403);
    expect(await t.database.db.select().from(tenants)).toHaveLength(0);
  });

  it('create a school with the key', async () => {
    const response = await t.request('POST', '/operator/create-school', {
      headers: { 'x-operator-key': KEY },
      body: school,
    });
    expect(response).toMatchObject({
      status: 201,
      body: { name: 'Operator School', admin_email: 'ops@school.test', user: 'created' },
    });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.tenant_id, response.body.tenant_id));
    expect(profile).toMatchObject({ user_id: response.body.user_id, role_id: 100, profile_type: 100 });
  });

  it('answer 400 with field errors on bad input', async () => {
    const response = await t.request('POST', '/operator/create-school', {
      headers: { 'x-operator-key': KEY },
      body: { name: 'X', admin_email: 'nope' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { admin_email: ['Please enter a valid email address'] },
    });
  });

  it('seed the demo school with the key, once', SEEDS_A_SCHOOL, async () => {
    const first = await t.request('POST', '/operator/seed-demo', { headers: { 'x-operator-key': KEY } });
    expect(first).toMatchObject({ status: 200, body: { created: true, email: 'admin@demo.school' } });
    expect(first.body.vehicles).toBeGreaterThanOrEqual(12);
    const second = await t.request('POST', '/operator/seed-demo', { headers: { 'x-operator-key': KEY } });
    expect(second).toMatchObject({ status: 200, body: { created: false, tenant_id: first.body.tenant_id } });
  });

  it('do not exist on a server started without a key', async () => {
    const keyless = await startTestApp();
    try {
      const response = await keyless.request('POST', '/operator/seed-demo', {
        headers: { 'x-operator-key': '' },
      });
      expect(response.status).toBe(404);
      expect(await keyless.database.db.select().from(tenants)).toHaveLength(0);
    } finally {
      await keyless.close();
    }
  });
});
