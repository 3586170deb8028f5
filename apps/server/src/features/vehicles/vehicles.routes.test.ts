import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';

const PATH = '/transport/vehicles/';
const valid = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };
// A vehicle's type is a bus unless said; no inspection has taken it out of service (issue 25 §1).
const IN_SERVICE = {
  vehicle_type: 'bus',
  out_of_service: false,
  out_of_service_since: null,
  out_of_service_inspection: null,
};
const MISSING_ID = '6f1c1d9e-93a4-4c55-9a57-6c1f7a0f0b11';

const { t, school: admin } = await appWithSchool();

describe('GET /transport/vehicles/', () => {
  let school: SignedIn;
  beforeAll(async () => {
    school = await signedInAs(t, { role: 200 });
    const fleet = [
      { registration_number: 'KAA 100A', code: 'BUS-03', max_capacity: 50, is_active: true },
      { registration_number: 'KAB 200B', code: 'BUS-01', max_capacity: 70, is_active: true },
      { registration_number: 'KAC 300C', code: 'VAN-02', max_capacity: 14, is_active: false },
      { registration_number: 'KAD 400D', code: 'BUS-02', max_capacity: 33, is_active: true },
      { registration_number: 'KAE 500E', code: 'VAN-01', max_capacity: 18, is_active: true },
      { registration_number: 'KAF 50%F', code: 'MINI_1', max_capacity: 25, is_active: true },
    ];
    for (const vehicle of fleet) await createVehicleRecord(t, school, vehicle);
  });

  const list = (query = '') => t.request('GET', `${PATH}${query}`, school.auth);
  const codes = (body: { results: { code: string }[] }) => body.results.map((vehicle) => vehicle.code);

  it('lists the school vehicles in the wire shape, ordered by code', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 6, next: null, previous: null });
    expect(codes(response.body)).toEqual(['BUS-01', 'BUS-02', 'BUS-03', 'MINI_1', 'VAN-01', 'VAN-02']);
    expect(response.body.results[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      registration_number: 'KAB 200B',
      code: 'BUS-01',
      max_capacity: 70,
      is_active: true,
      ...IN_SERVICE,
    });
  });

  it('searches registration number and code, case-insensitively', async () => {
    expect(codes((await list('?search=kac')).body)).toEqual(['VAN-02']);
    expect(codes((await list('?search=van')).body)).toEqual(['VAN-01', 'VAN-02']);
    expect(codes((await list('?search=%20400d%20')).body)).toEqual(['BUS-02']);
    expect((await list('?search=nothing-like-this')).body).toMatchObject({ count: 0, results: [] });
  });

  it('accepts a one-character search (the console just does not send one)', async () => {
    const response = await list('?search=V');
    expect(response.status).toBe(200);
    expect(codes(response.body)).toEqual(['VAN-01', 'VAN-02']);
  });

  it('matches % and _ literally', async () => {
    expect(codes((await list('?search=%25')).body)).toEqual(['MINI_1']);
    expect(codes((await list('?search=_')).body)).toEqual(['MINI_1']);
    expect(codes((await list('?search=50%25')).body)).toEqual(['MINI_1']);
  });

  it('pages with count, next and previous', async () => {
    const first = await list('?page_size=4');
    expect(first.body.count).toBe(6);
    expect(codes(first.body)).toEqual(['BUS-01', 'BUS-02', 'BUS-03', 'MINI_1']);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next);
    expect(next.pathname).toBe(`/api${PATH}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ page_size: '4', page: '2' });

    const second = await list(`?${next.searchParams}`);
    expect(codes(second.body)).toEqual(['VAN-01', 'VAN-02']);
    expect(second.body.next).toBeNull();
    expect(Object.fromEntries(new URL(second.body.previous).searchParams)).toEqual({
      page_size: '4',
      page: '1',
    });

    expect((await list('?page=9')).body).toMatchObject({ count: 6, results: [], next: null });
  });

  it('orders by the allowed columns, both ways', async () => {
    const capacities = (await list('?ordering=-max_capacity')).body.results.map(
      (vehicle: { max_capacity: number }) => vehicle.max_capacity,
    );
    expect(capacities).toEqual([70, 50, 33, 25, 18, 14]);
    expect(codes((await list('?ordering=-code')).body)).toEqual([
      'VAN-02',
      'VAN-01',
      'MINI_1',
      'BUS-03',
      'BUS-02',
      'BUS-01',
    ]);
    const registrations = (await list('?ordering=registration_number&page_size=2')).body.results.map(
      (vehicle: { registration_number: string }) => vehicle.registration_number,
    );
    expect(registrations).toEqual(['KAA 100A', 'KAB 200B']);
  });

  it('filters on is_active', async () => {
    expect(codes((await list('?is_active=false')).body)).toEqual(['VAN-02']);
    expect((await list('?is_active=true')).body.count).toBe(5);
  });

  it('answers 400 on a bad query, naming the parameter', async () => {
    expect(await list('?ordering=created_at')).toMatchObject({
      status: 400,
      body: { ordering: ['Unknown ordering'] },
    });
    expect(await list('?page=0')).toMatchObject({ status: 400, body: { page: ['Page must be 1 or more'] } });
    expect(await list('?page_size=501')).toMatchObject({
      status: 400,
      body: { page_size: ['Page size must be at most 500'] },
    });
    expect(await list('?is_active=maybe')).toMatchObject({
      status: 400,
      body: { is_active: ['Use true or false'] },
    });
  });
});

describe('POST /transport/vehicles/', () => {
  it('creates a vehicle: 201 with the stored vehicle, readable afterwards', async () => {
    const response = await t.request('POST', PATH, { ...admin.auth, body: valid });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), ...valid, ...IN_SERVICE });
    const read = await t.request('GET', `${PATH}${response.body.id}/`, admin.auth);
    expect(read).toMatchObject({ status: 200, body: response.body });
    // Without the trailing slash too.
    expect((await t.request('GET', `${PATH}${response.body.id}`, admin.auth)).status).toBe(200);
  });

  it('stores trimmed text', async () => {
    const response = await t.request('POST', PATH, {
      ...admin.auth,
      body: { ...valid, registration_number: '  KTR 001X ', code: ' TR-01 ' },
    });
    expect(response.body).toMatchObject({ registration_number: 'KTR 001X', code: 'TR-01' });
  });

  it.each([
    [
      'a blank registration number',
      { registration_number: '  ' },
      { registration_number: ['Registration number is required'] },
    ],
    ['a one-character code', { code: 'B' }, { code: ['Code must be at least 2 characters'] }],
    ['capacity 0', { max_capacity: 0 }, { max_capacity: ['Capacity must be between 1 and 100'] }],
    ['capacity 101', { max_capacity: 101 }, { max_capacity: ['Capacity must be between 1 and 100'] }],
    ['capacity as text', { max_capacity: '40' }, { max_capacity: ['Capacity must be between 1 and 100'] }],
    ['a fractional capacity', { max_capacity: 4.5 }, { max_capacity: ['Capacity must be a whole number'] }],
    ['is_active as text', { is_active: 'true' }, { is_active: ['Status must be Active or Inactive'] }],
    ['an unknown vehicle type', { vehicle_type: 'lorry' }, { vehicle_type: ['Choose bus, minibus or van'] }],
  ])('answers 400 on %s', async (_name, change, errors) => {
    const response = await t.request('POST', PATH, {
      ...admin.auth,
      body: { ...valid, registration_number: 'KVAL 1', ...change },
    });
    expect(response).toMatchObject({ status: 400, body: errors });
  });

  it('answers 400 naming every missing field', async () => {
    const response = await t.request('POST', PATH, { ...admin.auth, body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      registration_number: ['Registration number is required'],
      code: ['Code must be at least 2 characters'],
      max_capacity: ['Capacity must be between 1 and 100'],
      is_active: ['Status must be Active or Inactive'],
    });
  });

  it.each([
    ['malformed JSON', { rawBody: '{"registration_number": "KBZ' }],
    ['an array body', { rawBody: '[1, 2]' }],
    ['a JSON string body', { rawBody: '"hello"' }],
    ['an empty JSON body', { rawBody: '' }],
    ['null', { rawBody: 'null' }],
    ['a text body', { rawBody: 'registration_number=KBZ', headers: { 'content-type': 'text/plain' } }],
  ])('answers 400 with a readable body on %s, never 500', async (_name, options) => {
    const response = await t.request('POST', PATH, { ...admin.auth, ...options });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ non_field_errors: [expect.any(String)] });
    expect(JSON.stringify(response.body)).not.toMatch(/stack|at .*\.ts|SELECT|INSERT/i);
  });

  it('says what is wrong with malformed JSON', async () => {
    const response = await t.request('POST', PATH, { ...admin.auth, rawBody: '{"code": ' });
    expect(response).toMatchObject({
      status: 400,
      body: { non_field_errors: ['The request body is not valid JSON.'] },
    });
  });

  it('refuses a second vehicle with the same registration number, also in another case', async () => {
    const school = await signedInAs(t);
    await createVehicleRecord(t, school, { ...valid, registration_number: 'KDU 555D' });
    const message = {
      registration_number: ['A vehicle with this registration number already exists in this school.'],
    };
    for (const registration_number of ['KDU 555D', 'kdu 555d', ' Kdu 555D ']) {
      const response = await t.request('POST', PATH, {
        ...school.auth,
        body: { ...valid, registration_number },
      });
      expect(response).toMatchObject({ status: 400, body: message });
    }
    expect((await t.request('GET', PATH, school.auth)).body.count).toBe(1);
  });

  it('allows the same registration number in another school', async () => {
    const first = await signedInAs(t);
    const second = await signedInAs(t);
    await createVehicleRecord(t, first, { ...valid, registration_number: 'KSH 123S' });
    const response = await t.request('POST', PATH, {
      ...second.auth,
      body: { ...valid, registration_number: 'KSH 123S' },
    });
    expect(response.status).toBe(201);
  });
});

describe('GET/PUT/DELETE /transport/vehicles/{id}/', () => {
  it.each([
    ['a missing id', MISSING_ID],
    ['a non-uuid id', 'not-a-uuid'],
    ['a number', '12'],
  ])('answers 404 "Vehicle not found." for %s', async (_name, id) => {
    const notFound = { status: 404, body: { detail: 'Vehicle not found.' } };
    expect(await t.request('GET', `${PATH}${id}/`, admin.auth)).toMatchObject(notFound);
    expect(await t.request('PUT', `${PATH}${id}/`, { ...admin.auth, body: valid })).toMatchObject(notFound);
    expect(await t.request('DELETE', `${PATH}${id}/`, admin.auth)).toMatchObject(notFound);
  });

  it('replaces a vehicle with PUT', async () => {
    const school = await signedInAs(t);
    const vehicle = await createVehicleRecord(t, school, { ...valid, registration_number: 'KPU 100A' });
    const changed = {
      registration_number: 'KPU 100B',
      code: 'BUS-99',
      max_capacity: 62,
      is_active: false,
      vehicle_type: 'minibus',
    };
    const response = await t.request('PUT', `${PATH}${vehicle.id}/`, { ...school.auth, body: changed });
    expect(response).toMatchObject({ status: 200, body: { id: vehicle.id, ...changed } });
    expect((await t.request('GET', `${PATH}${vehicle.id}`, school.auth)).body).toEqual({
      id: vehicle.id,
      ...IN_SERVICE,
      ...changed,
    });
  });

  it('checks PUT like POST: field errors, and a registration number taken by another vehicle', async () => {
    const school = await signedInAs(t);
    const first = await createVehicleRecord(t, school, { ...valid, registration_number: 'KPX 001A' });
    const second = await createVehicleRecord(t, school, { ...valid, registration_number: 'KPX 002A' });
    const put = (body: unknown) => t.request('PUT', `${PATH}${second.id}/`, { ...school.auth, body });
    expect(await put({ ...valid, code: 'X', max_capacity: 0 })).toMatchObject({
      status: 400,
      body: {
        code: ['Code must be at least 2 characters'],
        max_capacity: ['Capacity must be between 1 and 100'],
      },
    });
    expect(await put({ ...valid, registration_number: 'kpx 001a' })).toMatchObject({
      status: 400,
      body: {
        registration_number: ['A vehicle with this registration number already exists in this school.'],
      },
    });
    expect(await put({ registration_number: 'KPX 009A' })).toMatchObject({ status: 400 });
    // Keeping its own number (in another case) is fine.
    expect(await put({ ...valid, registration_number: 'kpx 002A' })).toMatchObject({ status: 200 });
    expect((await t.request('GET', `${PATH}${first.id}/`, school.auth)).body.registration_number).toBe(
      'KPX 001A',
    );
  });

  it('deletes a vehicle: 204, then 404', async () => {
    const school = await signedInAs(t);
    const vehicle = await createVehicleRecord(t, school, valid);
    const response = await t.request('DELETE', `${PATH}${vehicle.id}/`, school.auth);
    expect(response.status).toBe(204);
    expect((await t.request('GET', `${PATH}${vehicle.id}/`, school.auth)).status).toBe(404);
    expect((await t.request('DELETE', `${PATH}${vehicle.id}/`, school.auth)).status).toBe(404);
  });

  it('answers 409 naming the dependents when records depend on the vehicle, and keeps it', async () => {
    // Nothing references vehicles yet in this issue; a stand-in table does, as trips will.
    await t.database.db.execute(
      sql.raw(`CREATE TABLE vehicle_dependents (tenant_id uuid NOT NULL, vehicle_id uuid NOT NULL,
        FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id))`),
    );
    const school = await signedInAs(t);
    const vehicle = await createVehicleRecord(t, school, valid);
    await t.database.db.execute(
      sql`INSERT INTO vehicle_dependents (tenant_id, vehicle_id) VALUES (${school.tenantId}, ${vehicle.id})`,
    );
    const response = await t.request('DELETE', `${PATH}${vehicle.id}/`, school.auth);
    expect(response).toMatchObject({
      status: 409,
      // A table no record type declares has no words of its own: "other records".
      body: { detail: 'This vehicle cannot be deleted: other records depend on it.' },
    });
    expect(await t.request('GET', `${PATH}${vehicle.id}/`, school.auth)).toMatchObject({
      status: 200,
      body: vehicle,
    });
  });
});
