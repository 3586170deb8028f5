import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';
import { createVehicleRecord, signedInAs, type SignedIn } from './factories';

/**
 * Every tenant-scoped resource joins this table with one row. School A owns a record; a user of
 * school B (an Administrator, who may do everything in B) must not read, change or delete it by id,
 * nor see it in a list, searched or not.
 */
type IsolatedResource = {
  name: string;
  listPath: string;
  itemPath: (id: string) => string;
  /** Creates a record in the given school and says how to find it by search. */
  create: (t: TestApp, owner: SignedIn) => Promise<{ id: string; search: string }>;
  /** A valid full body for PUT (and PATCH); B's attempt with it must change nothing. */
  updateBody: Record<string, unknown>;
};

const resources: IsolatedResource[] = [
  {
    name: 'vehicles',
    listPath: '/transport/vehicles/',
    itemPath: (id) => `/transport/vehicles/${id}/`,
    create: async (t, owner) => {
      const vehicle = await createVehicleRecord(t, owner, {
        registration_number: 'KIS 001A',
        code: 'ISO-01',
      });
      return { id: vehicle.id, search: 'KIS 001' };
    },
    updateBody: { registration_number: 'KIS 999Z', code: 'HIJACK', max_capacity: 99, is_active: false },
  },
];

let t: TestApp;
let schoolA: SignedIn;
let schoolB: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  schoolA = await signedInAs(t, { role: 100 });
  schoolB = await signedInAs(t, { role: 100 });
});
afterAll(() => t.close());

describe.each(resources)('tenant isolation: $name', (resource) => {
  let record: { id: string; search: string };
  let original: unknown;
  beforeAll(async () => {
    record = await resource.create(t, schoolA);
    const read = await t.request('GET', resource.itemPath(record.id), schoolA.auth);
    expect(read.status).toBe(200);
    original = read.body;
  });

  const expectUnchanged = async () => {
    const read = await t.request('GET', resource.itemPath(record.id), schoolA.auth);
    expect(read).toMatchObject({ status: 200, body: original });
  };

  it("answers 404 to another school's read by id", async () => {
    const response = await t.request('GET', resource.itemPath(record.id), schoolB.auth);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(record.search);
  });

  it.each(['PUT', 'PATCH'])("answers 404 to another school's %s and changes nothing", async (method) => {
    const response = await t.request(method, resource.itemPath(record.id), {
      ...schoolB.auth,
      body: resource.updateBody,
    });
    expect(response.status).toBe(404);
    await expectUnchanged();
  });

  it("answers 404 to another school's DELETE and keeps the record", async () => {
    const response = await t.request('DELETE', resource.itemPath(record.id), schoolB.auth);
    expect(response.status).toBe(404);
    await expectUnchanged();
  });

  it('never lists the record to another school, searched or not', async () => {
    for (const query of ['', `?search=${encodeURIComponent(record.search)}`, '?page_size=500']) {
      const list = await t.request('GET', `${resource.listPath}${query}`, schoolB.auth);
      expect(list.status).toBe(200);
      expect(list.body.results.map((item: { id: string }) => item.id)).not.toContain(record.id);
    }
    // The owner does see it through the same search, so the search itself works.
    const own = await t.request(
      'GET',
      `${resource.listPath}?search=${encodeURIComponent(record.search)}`,
      schoolA.auth,
    );
    expect(own.body.results.map((item: { id: string }) => item.id)).toContain(record.id);
  });

  it("refuses school A's headers to school B's user", async () => {
    const response = await t.request('GET', resource.itemPath(record.id), {
      token: schoolB.token,
      tenant: schoolA.tenantId,
      profile: schoolB.profileId,
    });
    expect(response.status).toBe(403);
  });
});
