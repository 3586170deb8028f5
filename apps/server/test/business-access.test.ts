import { describe, expect, it } from 'vitest';
import { vehiclesResource } from '@app/shared/vehicles/vehicle.schemas';
import { appWithSchool, signedInAs } from './factories';

// The headers every business call checks (vehicles stand for all of them: one onRequest hook
// serves the whole business scope). Roles per record type: resources/permissions.test.ts.
const PATH = vehiclesResource.path;
const valid = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };

const { t, school: admin } = await appWithSchool();

describe('headers', () => {
  it('answers 401 without a token and with a bad one', async () => {
    const { tenant, profile } = admin.auth;
    expect(await t.request('GET', PATH, { tenant, profile })).toMatchObject({
      status: 401,
      body: { detail: expect.any(String) },
    });
    expect((await t.request('GET', PATH, { tenant, profile, token: 'not.a.token' })).status).toBe(401);
    expect((await t.request('POST', PATH, { tenant, profile, body: valid })).status).toBe(401);
    const forged = admin.token.slice(0, -4) + (admin.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await t.request('GET', PATH, { tenant, profile, token: forged })).status).toBe(401);
  });

  it('answers 403 without X-TENANT-ID or X-PROFILE-ID', async () => {
    const { token, tenant, profile } = admin.auth;
    expect(await t.request('GET', PATH, { token, profile })).toMatchObject({
      status: 403,
      body: { detail: expect.stringContaining('X-TENANT-ID') },
    });
    expect((await t.request('GET', PATH, { token, tenant })).status).toBe(403);
    expect((await t.request('GET', PATH, { token })).status).toBe(403);
  });

  it("answers 403 for another user's profile and for a profile of another school", async () => {
    const colleague = await signedInAs(t, { tenantId: admin.tenantId });
    const foreign = { status: 403, body: { detail: 'This profile does not belong to you in this school.' } };
    expect(await t.request('GET', PATH, { ...admin.auth, profile: colleague.profileId })).toMatchObject(
      foreign,
    );
    const elsewhere = await signedInAs(t);
    expect(await t.request('GET', PATH, { ...admin.auth, tenant: elsewhere.tenantId })).toMatchObject(
      foreign,
    );
    expect(
      await t.request('GET', PATH, {
        ...admin.auth,
        tenant: elsewhere.tenantId,
        profile: elsewhere.profileId,
      }),
    ).toMatchObject(foreign);
    expect(await t.request('GET', PATH, { ...admin.auth, tenant: 'not-a-uuid' })).toMatchObject(foreign);
  });
});
