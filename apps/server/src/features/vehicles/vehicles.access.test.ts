import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';

// Who may call the vehicle routes: the headers and role checks of every business call.
const PATH = '/transport/vehicles/';
const valid = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t, { role: 100 });
});
afterAll(() => t.close());

describe('headers and permissions', () => {
  let vehicleId: string;
  beforeAll(async () => {
    vehicleId = (await createVehicleRecord(t, admin, { ...valid, registration_number: 'KPERM 1' })).id;
  });

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

  it.each([
    ['Teacher', 404],
    ['Driver', 401],
    ['Parent/Guardian', 300],
    ['Staff Member', 400],
  ])('answers 403 to a %s for reads and writes', async (_name, role) => {
    const user = await signedInAs(t, { role, tenantId: admin.tenantId });
    const denied = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
    expect(await t.request('GET', PATH, user.auth)).toMatchObject(denied);
    expect(await t.request('GET', `${PATH}${vehicleId}/`, user.auth)).toMatchObject(denied);
    expect(
      await t.request('POST', PATH, { ...user.auth, body: { ...valid, registration_number: 'KNO 1' } }),
    ).toMatchObject(denied);
    expect(await t.request('DELETE', `${PATH}${vehicleId}/`, user.auth)).toMatchObject(denied);
    expect((await t.request('GET', `${PATH}${vehicleId}/`, admin.auth)).status).toBe(200);
  });

  it.each([
    ['Transport Manager', 200],
    ['Transport Officer', 403],
  ])('lets a %s read and write', async (_name, role) => {
    const manager = await signedInAs(t, { role, tenantId: admin.tenantId });
    expect((await t.request('GET', PATH, manager.auth)).status).toBe(200);
    const created = await t.request('POST', PATH, {
      ...manager.auth,
      body: { ...valid, registration_number: `KTM ${role}` },
    });
    expect(created.status).toBe(201);
    const updated = await t.request('PUT', `${PATH}${created.body.id}/`, {
      ...manager.auth,
      body: { ...valid, registration_number: `KTM ${role}`, max_capacity: 20 },
    });
    expect(updated).toMatchObject({ status: 200, body: { max_capacity: 20 } });
    expect((await t.request('DELETE', `${PATH}${created.body.id}/`, manager.auth)).status).toBe(204);
  });

  it('is described in the OpenAPI document with its bodies', async () => {
    const { body } = await t.request('GET', '/docs/json');
    const list = body.paths['/api/transport/vehicles/'];
    expect(list.get.responses['200'].content['application/json'].schema.properties.results).toBeDefined();
    expect(list.post.requestBody.content['application/json'].schema.properties.max_capacity).toBeDefined();
    expect(body.paths['/api/transport/vehicles/{id}/'].delete.responses['409']).toBeDefined();
  });
});
