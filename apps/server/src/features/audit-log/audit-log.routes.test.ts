import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@app/shared/accounts/roles';
import { users } from '../../db/schema';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';

// GET /school/audit-log/ and GET /school/audit-log/people/: filters, pages, who may read, and one
// school's entries never shown to another. What the entries hold is tested for every audited type in
// test/resources/audit.test.ts, and employees' own cases in employees-audit.routes.test.ts.
const { t, school: admin } = await appWithSchool();

const LOG = '/school/audit-log/';
const PEOPLE = '/school/audit-log/people/';

let counter = 0;
async function addEmployee(as: SignedIn, overrides: Record<string, unknown> = {}): Promise<string> {
  counter++;
  const response = await t.request('POST', '/employees/', {
    ...as.auth,
    body: {
      staff_number: `AL-${counter}`,
      first_name: `Amina${counter}`,
      last_name: 'Odhiambo',
      gender: 2,
      date_of_birth: '1988-05-06',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const log = async (as: SignedIn, query = '') => {
  const response = await t.request('GET', `${LOG}${query}`, as.auth);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { count: number; next: string | null; previous: string | null; results: any[] };
};

/** The calendar day of a moment in a time zone (YYYY-MM-DD). */
const dayIn = (timeZone: string, at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

describe('GET /school/audit-log/', () => {
  it('lists the entries newest first, in pages, with the read shape', async () => {
    const school = await signedInAs(t);
    const first = await addEmployee(school);
    const second = await addEmployee(school);
    await t.request('DELETE', `/employees/${first}/`, school.auth);

    const all = await log(school);
    expect(all.count).toBe(3);
    expect(all.results.map((entry) => [entry.action, entry.record_id])).toEqual([
      ['delete', first],
      ['create', second],
      ['create', first],
    ]);
    expect(all.results[1]).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      user_id: school.userId,
      profile_id: school.profileId,
      actor_name: 'Test User',
      record_type: 'employee',
      record_id: second,
      record_label: `Amina${counter} Odhiambo (AL-${counter})`,
      action: 'create',
      changes: expect.objectContaining({ staff_number: { new: `AL-${counter}` } }),
      count: null,
    });

    const page = await log(school, '?page_size=2');
    expect(page).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') });
    expect(page.results).toHaveLength(2);
    const last = await log(school, '?page_size=2&page=2');
    expect(last).toMatchObject({ count: 3, next: null, previous: expect.stringContaining('page=1') });
    expect(last.results.map((entry) => entry.record_id)).toEqual([first]);
    // Past the end: no rows, the total still right.
    expect(await log(school, '?page_size=2&page=5')).toMatchObject({ count: 3, results: [] });
  });

  it('filters by record type, record, person and dates in the school’s time zone', async () => {
    const school = await signedInAs(t);
    const colleague = await signedInAs(t, { tenantId: school.tenantId });
    const mine = await addEmployee(school);
    const theirs = await addEmployee(colleague);
    await t.request('PUT', `/employees/${theirs}/`, {
      ...school.auth,
      body: { staff_number: 'AL-X', first_name: 'B', last_name: 'C', gender: 1, date_of_birth: '1990-01-01' },
    });

    const byRecord = await log(school, `?record_type=employee&record_id=${theirs}`);
    expect(byRecord.results.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(byRecord.count).toBe(2);
    expect((await log(school, '?record_type=employee')).count).toBe(3);
    expect((await log(school, '?record_type=student')).count).toBe(0);
    // An id of nothing matches nothing.
    expect((await log(school, '?record_id=not-an-id')).count).toBe(0);

    const byColleague = await log(school, `?user=${colleague.userId}`);
    expect(byColleague.results.map((entry) => [entry.action, entry.record_id])).toEqual([['create', theirs]]);
    const byMe = await log(school, `?user=${school.userId}`);
    expect(byMe.results.map((entry) => [entry.action, entry.record_id])).toEqual([
      ['update', theirs],
      ['create', mine],
    ]);

    // A day is the school's: UTC+14 and UTC-11 always see the same moment on different days.
    const at = byRecord.results[0].at as string;
    const zoned = await t.request('PUT', '/schools/settings/', {
      ...school.auth,
      body: { name: 'Zone School', time_zone: 'Pacific/Kiritimati', cost_per_km: 0, currency: 'USD' },
    });
    expect(zoned.status).toBe(200);
    const schoolDay = dayIn('Pacific/Kiritimati', at);
    const otherDay = dayIn('Pacific/Pago_Pago', at);
    expect(otherDay).not.toBe(schoolDay);
    expect((await log(school, `?date_from=${schoolDay}&date_to=${schoolDay}`)).count).toBe(3);
    expect((await log(school, `?date_from=${schoolDay}`)).count).toBe(3);
    expect((await log(school, `?date_to=${otherDay}`)).count).toBe(0);
    expect((await log(school, `?date_from=${otherDay}&date_to=${otherDay}`)).count).toBe(0);
    expect(
      (await log(school, `?date_from=${schoolDay}&date_to=${schoolDay}&user=${colleague.userId}`)).count,
    ).toBe(1);
  });

  it('answers 400 for a malformed filter', async () => {
    for (const [query, field] of [
      ['?date_from=2026-13-01', 'date_from'],
      ['?date_to=yesterday', 'date_to'],
      ['?date_from=2026-05-02&date_to=2026-05-01', 'date_to'],
      ['?record_type=vehicle', 'record_type'],
      ['?page=0', 'page'],
    ]) {
      const response = await t.request('GET', `${LOG}${query}`, admin.auth);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body), query).toEqual([field]);
    }
  });

  it('is described in the OpenAPI document with its filters and entries', async () => {
    const { body } = await t.request('GET', '/docs/json');
    const list = body.paths['/api/school/audit-log/'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining([
        'record_type',
        'record_id',
        'user',
        'date_from',
        'date_to',
        'page',
        'page_size',
      ]),
    );
    const entry = list.responses['200'].content['application/json'].schema.properties.results.items;
    expect(Object.keys(entry.properties)).toEqual(
      expect.arrayContaining(['at', 'actor_name', 'record_label', 'action', 'changes', 'count']),
    );
    expect(Object.keys(body.paths['/api/school/audit-log/'])).toEqual(['get']);
    expect(body.paths['/api/school/audit-log/people/'].get).toBeDefined();
  });

  it('may be read by School Administrators only', async () => {
    await addEmployee(admin);
    for (const role of ROLES) {
      const member = await signedInAs(t, { role: role.id, tenantId: admin.tenantId });
      const expected = role.id === 100 ? 200 : 403;
      expect((await t.request('GET', LOG, member.auth)).status, role.name).toBe(expected);
      expect((await t.request('GET', PEOPLE, member.auth)).status, role.name).toBe(expected);
    }
  });

  it('cannot be written, changed or deleted through the API', async () => {
    const [entry] = (await log(admin)).results;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of [LOG, `${LOG}${entry.id}/`]) {
        const response = await t.request(method, path, { ...admin.auth, body: { record_label: 'x' } });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    expect((await log(admin)).results[0]).toEqual(entry);
  });

  it("never shows one school's entries to another", async () => {
    const schoolA = await signedInAs(t);
    const schoolB = await signedInAs(t);
    const record = await addEmployee(schoolA);
    await addEmployee(schoolB);
    for (const query of ['', `?record_id=${record}`, `?user=${schoolA.userId}`, '?page_size=500']) {
      const seen = await log(schoolB, query);
      expect(
        seen.results.map((entry) => entry.record_id),
        query,
      ).not.toContain(record);
      expect(JSON.stringify(seen), query).not.toContain(schoolA.userId);
    }
    expect((await log(schoolB)).count).toBe(1);
    expect((await t.request('GET', PEOPLE, schoolB.auth)).body.results).toEqual([
      { id: schoolB.userId, name: 'Test User' },
    ]);
    // A's headers with B's token: refused before any query.
    const crossed = await t.request('GET', LOG, {
      token: schoolB.token,
      tenant: schoolA.tenantId,
      profile: schoolB.profileId,
    });
    expect(crossed.status).toBe(403);
  });
});

describe('GET /school/audit-log/people/', () => {
  it('lists everyone who appears in the log once, by name, with their latest name', async () => {
    const school = await signedInAs(t);
    const colleague = await signedInAs(t, { tenantId: school.tenantId });
    expect((await t.request('GET', PEOPLE, school.auth)).body).toEqual({ results: [] });
    await t.database.db.update(users).set({ first_name: 'Zuri' }).where(eq(users.id, school.userId));
    await addEmployee(school);
    await t.database.db.update(users).set({ first_name: 'Baraka' }).where(eq(users.id, colleague.userId));
    await addEmployee(colleague);
    await t.database.db.update(users).set({ first_name: 'Amani' }).where(eq(users.id, school.userId));
    await addEmployee(school);
    expect((await t.request('GET', PEOPLE, school.auth)).body).toEqual({
      results: [
        { id: school.userId, name: 'Amani User' },
        { id: colleague.userId, name: 'Baraka User' },
      ],
    });
    // The older entry keeps the name it was written with.
    const older = await log(school, `?user=${school.userId}`);
    expect(older.results.map((entry) => entry.actor_name)).toEqual(['Amani User', 'Zuri User']);
  });
});
