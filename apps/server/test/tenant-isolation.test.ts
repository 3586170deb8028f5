import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeNetwork } from '../src/features/journeys/route-network.test-helpers';
import { tripFixtures } from '../src/features/trip-events/trips.test-helpers';
import { tripNetwork } from '../src/features/trips/trips.test-helpers';
import { NOTICE_CHANNEL } from '@app/shared/notices/notice-codes';
import { queueNotice } from '../src/features/notices/notices.test-helpers';
import { resourceDeclarations } from '../src/records/resources';
import { startTestApp, type TestApp } from './build-test-app';
import { createGuardianRecord, signedInAs, type SignedIn } from './factories';
import {
  createReference,
  createSample,
  declarationNamed,
  idsOf,
  nextSampleNumber,
  sampleInput,
} from './resources/samples';

/**
 * Every record type registered through the route factory (src/records/resources.ts) runs here,
 * with no row to add. School A owns a record; a user of school B (an Administrator, who may do
 * everything in B) must not read, change or delete it by id, nor see it in a list, searched or not,
 * nor point a record of B at it.
 */
const resources = resourceDeclarations.map((declaration) => ({
  name: declaration.resource.name,
  declaration,
  listPath: declaration.resource.path,
  itemPath: declaration.resource.itemPath,
}));

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
  let updateBody: Record<string, unknown>;
  beforeAll(async () => {
    const created = await createSample(t, resource.declaration, schoolA);
    const searchField = resource.declaration.service.searchFields[0]!;
    record = { id: created.id, search: String(created.body[searchField]) };
    // A valid full body for PUT (and PATCH), whose references are B's own: it must change nothing.
    updateBody = await sampleInput(t, resource.declaration, { referencesIn: schoolB });
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
      body: updateBody,
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
      expect(idsOf(resource.declaration, list.body.results)).not.toContain(record.id);
    }
    // The owner does see it through the same search, so the search itself works.
    const own = await t.request(
      'GET',
      `${resource.listPath}?search=${encodeURIComponent(record.search)}`,
      schoolA.auth,
    );
    expect(idsOf(resource.declaration, own.body.results)).toContain(record.id);
  });

  it("refuses school B a record that points at school A's records", async () => {
    let referred = 0;
    const body = await resource.declaration.sample(nextSampleNumber(), (name, fields) => {
      referred++;
      return createReference(t, name, schoolA, fields);
    });
    const response = await t.request('POST', resource.listPath, { ...schoolB.auth, body });
    // A type that refers to nothing is simply created; one that does is refused on those fields.
    expect(response.status).toBe(referred === 0 ? 201 : 400);
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

// The audit log is no record type, but holds every audited type's old and new values: school B's
// Administrator sees none of school A's entries, however asked.
describe('tenant isolation: the audit log', () => {
  const audited = resources.filter(({ declaration }) => declaration.service.auditRecordType);

  it.each(audited)("never shows another school's entries of $name", async (resource) => {
    const { id } = await createSample(t, resource.declaration, schoolA);
    const recordType = resource.declaration.service.auditRecordType!;
    const own = await t.request('GET', `/school/audit-log/?record_id=${id}`, schoolA.auth);
    // School A sees its own entries (a student's enrolment adds one of its own after the creation).
    expect(own.body.results.map((entry: { action: string }) => entry.action)).toContain('create');
    for (const filter of ['', `&record_id=${id}`, `&record_type=${recordType}`, `&user=${schoolA.userId}`]) {
      const query = `?page_size=500${filter}`;
      const seen = await t.request('GET', `/school/audit-log/${query}`, schoolB.auth);
      expect(seen.status, query).toBe(200);
      expect(JSON.stringify(seen.body.results), query).not.toContain(id);
      expect(JSON.stringify(seen.body.results), query).not.toContain(schoolA.userId);
    }
    const people = await t.request('GET', '/school/audit-log/people/', schoolB.auth);
    expect(JSON.stringify(people.body)).not.toContain(schoolA.userId);
  });
});

// The roll import is no record type either: school B cannot enrol its rows in school A's period or
// stream, and nothing of B's file lands in A.
describe('tenant isolation: the student import', () => {
  it("refuses another school's period and stream, and writes nothing anywhere", async () => {
    const period = await createSample(t, declarationNamed('academic-periods'), schoolA);
    const stream = await createSample(t, declarationNamed('streams'), schoolA);
    const form = new FormData();
    form.set('academic_period_id', period.id);
    form.set('stream_id', stream.id);
    const roll =
      'Admission Number,First Name,Last Name,Date of Birth,Gender\nISO-1,Amani,Otieno,2015-03-14,F\n';
    form.set('file', new Blob([roll]), 'roll.csv');
    const response = await t.request('POST', '/students/bulk-upload/', { ...schoolB.auth, form });
    expect(response).toMatchObject({
      status: 400,
      body: { academic_period_id: ['Invalid academic period.'], stream_id: ['Invalid stream.'] },
    });
    for (const school of [schoolA, schoolB]) {
      const found = await t.request('GET', '/students/?search=ISO-1', school.auth);
      expect(found.body.count).toBe(0);
    }
  });
});

// The restrictions import is no record type either: school B cannot restrict school A's students by
// their admission numbers, and nothing of B's file lands anywhere.
describe('tenant isolation: the restriction import', () => {
  it("answers another school's admission number as unknown, and writes nothing anywhere", async () => {
    const student = await createSample(t, declarationNamed('students'), schoolA);
    const number = String(student.body.admission_number);
    const form = new FormData();
    const rows = `Admission Number,Event Type,Reason,Start Date,End Date\n${number},Pickup,Sick,2026-12-01,2026-12-02\n`;
    form.set('file', new Blob([rows]), 'absences.csv');
    const response = await t.request('POST', '/transport/student-restrictions/import/', {
      ...schoolB.auth,
      form,
    });
    expect(response).toMatchObject({
      status: 400,
      body: { 'rows.2.admission_number': [`No student of this school has admission number ${number}`] },
    });
    for (const school of [schoolA, schoolB]) {
      const found = await t.request('GET', `/transport/student-restrictions/?search=${number}`, school.auth);
      expect(found.body.count).toBe(0);
    }
  });
});

// A route's load and the reorder of its stops are no record calls: school B neither reads A's load
// nor reorders A's stops, through A's route or through a route of its own naming A's stops.
describe('tenant isolation: route load and stop reorder', () => {
  it("answers 404 for another school's route and changes nothing", async () => {
    const network = routeNetwork(t);
    const journey = await network.journey(schoolA);
    const first = await network.stop(schoolA, journey.id, 'Main Gate', 1, '07:10');
    const second = await network.stop(schoolA, journey.id, 'School', 2, '07:50');
    const sequences = async () =>
      (
        await t.request('GET', `/transport/journey-stops/?journey=${journey.id}`, schoolA.auth)
      ).body.results.map((stop: { id: string; sequence: number }) => [stop.id, stop.sequence]);
    const before = await sequences();

    const load = await t.request('GET', `/transport/journeys/${journey.id}/load/`, schoolB.auth);
    expect(load).toMatchObject({ status: 404, body: { detail: 'Route not found.' } });
    const reorder = (body: unknown) =>
      t.request('POST', '/transport/journey-stops/reorder/', { ...schoolB.auth, body });
    expect((await reorder({ journey: journey.id, stops: [second.id, first.id] })).status).toBe(404);
    const own = await network.journey(schoolB);
    expect(await reorder({ journey: own.id, stops: [second.id, first.id] })).toMatchObject({
      status: 400,
      body: { stops: ['Send every stop of this route once, in the new order.'] },
    });
    expect(await sequences()).toEqual(before);
  });
});

// Trip events, status changes, active trips and the run sheet are no record calls: school B neither
// reads nor writes anything of A's trips, by A's ids or through its own trips naming A's stops.
describe('tenant isolation: trips in progress', () => {
  it("answers 404 for another school's trip and changes nothing", async () => {
    // Schools of their own: the route network above numbers its records from 1 in A and B too.
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const fixtures = tripFixtures(t);
    const trip = await fixtures.trip(schoolA);
    const own = await fixtures.trip(schoolB);
    const event = { trip: trip.id, event_type: 6, client_key: crypto.randomUUID() };
    const asB = (method: string, path: string, body?: unknown) =>
      t.request(method, path, { ...schoolB.auth, body });
    expect(await asB('GET', `/transport/trip-events/?trip=${trip.id}`)).toMatchObject({ status: 404 });
    expect(await asB('POST', '/transport/trip-events/', event)).toMatchObject({ status: 404 });
    // B's own trip cannot take A's stop.
    const arrival = {
      trip: own.id,
      event_type: 2,
      journey_stop: trip.stops[0]!.id,
      client_key: crypto.randomUUID(),
    };
    expect(await asB('POST', '/transport/trip-events/', arrival)).toMatchObject({
      status: 400,
      body: { journey_stop: ['Invalid stop.'] },
    });
    // A client key is the school's own: A's key sent by B is B's first event, not A's.
    const first = await t.request('POST', '/transport/trip-events/', { ...schoolA.auth, body: event });
    const mirrored = await asB('POST', '/transport/trip-events/', { ...event, trip: own.id });
    expect(mirrored.status).toBe(201);
    expect(mirrored.body.id).not.toBe(first.body.id);
    const events = await t.request('GET', `/transport/trip-events/?trip=${trip.id}`, schoolA.auth);
    expect(events.body.results.map((row: { id: string }) => row.id)).toEqual([first.body.id]);
    // Nor changes A's trip status, nor sees it in progress or on a run sheet.
    expect(await asB('PATCH', `/transport/trips/${trip.id}/`, { status: 2 })).toMatchObject({ status: 404 });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1 });
    const driver = await fixtures.crew(schoolA, 401);
    const running = await fixtures.trip(schoolA, { status: 2, driver: driver.personId });
    expect((await t.request('GET', '/transport/trips/active/', schoolA.auth)).body.results).toHaveLength(1);
    expect(await asB('GET', '/transport/trips/active/')).toMatchObject({
      status: 200,
      body: { results: [] },
    });
    // Nor its ETAs, its trail, nor sends positions for it (issue 22).
    for (const part of ['eta', 'positions'])
      expect(await asB('GET', `/transport/trips/${running.id}/${part}/`)).toMatchObject({ status: 404 });
    const position = { time: new Date().toISOString(), latitude: -1.29, longitude: 36.82 };
    expect(
      await asB('POST', `/transport/trips/${running.id}/positions/`, { positions: [position] }),
    ).toMatchObject({
      status: 404,
    });
    const crewOfB = await fixtures.crew(schoolB, 401);
    const sheet = await t.request('GET', '/transport/run-sheet/', crewOfB.auth);
    expect(sheet).toMatchObject({ status: 200, body: { trips: [] } });
    expect(JSON.stringify(sheet.body)).not.toContain(running.id);
    // Nor do B's crew read A's trips (a crew member reads their own trips only).
    expect(await t.request('GET', `/transport/trips/${running.id}/`, crewOfB.auth)).toMatchObject({
      status: 404,
      body: { detail: 'Trip not found.' },
    });
    expect((await t.request('GET', '/transport/trips/?page_size=500', crewOfB.auth)).body.count).toBe(0);
    // A's crew member with B's school in the headers is refused outright.
    const crossed = { token: driver.token, tenant: schoolB.tenantId, profile: driver.profileId };
    expect((await t.request('GET', '/transport/run-sheet/', crossed)).status).toBe(403);
  });
});

// Trips are no record type (generation makes them): school B neither reads A's trips nor finds them
// in its list however asked, and its generation makes nothing of A's routes.
describe('tenant isolation: trips', () => {
  it("answers 404 for another school's trip, never lists it, and generates only the school's own", async () => {
    const network = tripNetwork(t);
    const route = await network.route(schoolA, { fields: { code: 'ISO-TRIP' } });
    const range = { start_date: '2026-03-02', end_date: '2026-03-03' };
    expect((await network.generate(schoolA, range)).status).toBe(200);
    const [trip] = await network.tripsOf(route.id);

    const read = await t.request('GET', `/transport/trips/${trip!.id}/`, schoolB.auth);
    expect(read).toMatchObject({ status: 404, body: { detail: 'Trip not found.' } });
    for (const query of ['', '?search=ISO-TRIP', `?journey=${route.id}`, '?page_size=500']) {
      const seen = await t.request('GET', `/transport/trips/${query}`, schoolB.auth);
      expect(seen.body, query).toMatchObject({ count: 0, results: [] });
    }
    // B's generation (of B's own routes, if any) adds nothing to A's route.
    expect((await network.generate(schoolB, range)).status).toBe(200);
    expect(await network.tripsOf(route.id)).toHaveLength(2);
    const after = await t.request('GET', `/transport/trips/?journey=${route.id}`, schoolB.auth);
    expect(after.body.count).toBe(0);
  });
});

describe("tenant isolation: a guardian's delivery log", () => {
  it("answers 404 for another school's guardian, and shows a school only its own notices", async () => {
    const [guardianA, guardianB] = [
      await createGuardianRecord(t, schoolA),
      await createGuardianRecord(t, schoolB),
    ];
    const sms = [{ channel: NOTICE_CHANNEL.sms, recipient: guardianA.mobile_number }];
    await queueNotice(t.database.db, { tenantId: schoolA.tenantId, guardianId: guardianA.id, channels: sms });
    const log = (guardian: string) => `/guardians/${guardian}/notices/`;
    expect((await t.request('GET', log(guardianA.id), schoolA.auth)).body.count).toBe(1);
    expect(await t.request('GET', log(guardianA.id), schoolB.auth)).toMatchObject({ status: 404 });
    expect(await t.request('GET', log(guardianB.id), schoolB.auth)).toMatchObject({
      status: 200,
      body: { count: 0 },
    });
  });
});
