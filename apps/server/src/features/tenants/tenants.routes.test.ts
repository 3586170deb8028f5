import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createTenant, signedInAs } from '../../../test/factories';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /metadata/', () => {
  it('lists the profile types and the seeded roles', async () => {
    const me = await signedInAs(t);
    const response = await t.request('GET', '/metadata/', { token: me.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      profile_types: [
        { id: 100, name: 'Administrator' },
        { id: 200, name: 'Transport Manager' },
        { id: 300, name: 'Guardian' },
        { id: 400, name: 'Staff' },
      ],
      roles: {
        flat: [
          { id: 100, name: 'School Administrator', role_type: 100 },
          { id: 200, name: 'Transport Manager', role_type: 200 },
          { id: 300, name: 'Parent/Guardian', role_type: 300 },
          { id: 400, name: 'Staff Member', role_type: 400 },
          { id: 401, name: 'Driver', role_type: 401 },
          { id: 402, name: 'Bus Attendant', role_type: 402 },
          { id: 403, name: 'Transport Officer', role_type: 403 },
          { id: 404, name: 'Teacher', role_type: 404 },
        ],
      },
    });
  });

  it('needs a valid access token', async () => {
    const none = await t.request('GET', '/metadata/');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const forged = await t.request('GET', '/metadata/', { token: 'abc.def.ghi' });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ detail: 'Given token not valid or expired.' });
  });
});

describe('POST /tenants/users/set-active-profile/', () => {
  const setActive = (token: string, body: unknown) =>
    t.request('POST', '/tenants/users/set-active-profile/', { token, body });

  it('remembers a profile of the user in that school', async () => {
    const me = await signedInAs(t, { role: 401 });
    const response = await setActive(me.token, { tenant: me.tenantId, profile: me.profileId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      detail: 'Active profile set.',
      tenant: me.tenantId,
      profile: me.profileId,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({ active_tenant_id: me.tenantId, active_profile_id: me.profileId });
  });

  it("refuses another user's profile, a profile of another school, and ids that are not ids", async () => {
    const me = await signedInAs(t);
    const colleague = await signedInAs(t, { tenantId: me.tenantId });
    const otherSchool = await createTenant(t);
    const forbidden = { detail: 'This profile does not belong to you in this school.' };
    for (const body of [
      { tenant: me.tenantId, profile: colleague.profileId },
      { tenant: otherSchool.id, profile: me.profileId },
      { tenant: 'school-1', profile: 'profile-1' },
    ]) {
      const response = await setActive(me.token, body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row!.active_profile_id).toBeNull();
  });

  it('needs both fields, and a token', async () => {
    const me = await signedInAs(t);
    const missing = await setActive(me.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ tenant: ['School is required'], profile: ['Profile is required'] });
    const wrongTypes = await setActive(me.token, { tenant: 1, profile: [] });
    expect(wrongTypes.status).toBe(400);
    const anonymous = await t.request('POST', '/tenants/users/set-active-profile/', {
      body: { tenant: me.tenantId, profile: me.profileId },
    });
    expect(anonymous.status).toBe(401);
  });
});
