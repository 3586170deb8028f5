import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { calmZone } from '../trip-events/trips.test-helpers';
import { tripNetwork } from '../trips/trips.test-helpers';
import { documentCheckFixtures, OVERRIDE_FORBIDDEN, OVERRIDE_HINT } from './document-checks.test-helpers';

// Starting a trip whose vehicle, driver or attendant has an expired document (issue 25 §3): refused
// from the office's PATCH and from the crew's calls, unless a manager gives leave with a reason, with
// the start or beforehand; audited. Generation is not blocked.
const { t, school } = await appWithSchool();
const checks = documentCheckFixtures(t);
const { fixtures } = checks;
// Today's trips take events dated now: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const manager = await signedInAs(t, { role: 200, tenantId: school.tenantId });
const officer = await signedInAs(t, { role: 403, tenantId: school.tenantId });
const patch = (as: SignedIn, id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/transport/trips/${id}/`, { ...as.auth, body });
let keys = 0;
const startEvent = (as: SignedIn, trip: string) =>
  fixtures.postEvent(as, { trip, event_type: 1, client_key: `start-${++keys}` });
const REASON = 'Insurance renewed today; the receipt was seen at the gate.';

/** A trip today whose vehicle, driver and attendant each have a document expired `days` ago or ahead. */
async function tripWithDocuments(days: { vehicle?: number; driver?: number; attendant?: number }) {
  const driver = await fixtures.crew(school, 401);
  const attendant = await fixtures.crew(school, 402);
  const trip = await fixtures.trip(school, { driver: driver.personId, attendant: attendant.personId });
  const row = await fixtures.row(trip.id);
  const vehicle = (await t.request('GET', `/transport/vehicles/${row.vehicle_id}/`, school.auth)).body;
  const names = (await t.request('GET', `/transport/trips/${trip.id}/`, school.auth)).body;
  const owners = [
    { days: days.vehicle, owner: { vehicle: row.vehicle_id }, label: vehicle.registration_number },
    { days: days.driver, owner: { employee: driver.personId }, label: names.driver_name },
    { days: days.attendant, owner: { employee: attendant.personId }, label: names.attendant_name },
  ];
  /** The expired ones, in the order of the days given (the tests give the oldest first). */
  const listed: string[] = [];
  const expired: string[] = [];
  for (const { days: left, owner, label } of owners) {
    if (left === undefined) continue;
    const document = await checks.document(school, owner, left);
    if (left >= 0) continue;
    expired.push(checks.expired(label, document));
    listed.push(`${label}: ${document.title} (${document.expires_on})`);
  }
  return { trip, driver, attendant, expired, listed };
}

describe('starting a trip with an expired document', () => {
  it('is refused from the office, naming every expired document of the vehicle, driver and attendant; nothing is written', async () => {
    const { trip, expired } = await tripWithDocuments({ vehicle: -3, driver: -2, attendant: -1 });
    const answer = await patch(school, trip.id, { status: 2, detail: 'Leaving', odometer: 1200 });
    // Oldest expiry first.
    expect(answer).toMatchObject({
      status: 400,
      body: { status: expired, document_override_reason: [OVERRIDE_HINT] },
    });
    expect(expired[0]).toMatch(/^K\w+'s Certificate \d+ expired on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1, started_at: null, odometer_start: null });
    expect(await fixtures.eventRows(trip.id)).toEqual([]);
  });

  it.each(['vehicle', 'driver', 'attendant'] as const)(
    'is refused for an expired document of the %s alone, from the crew’s event and PATCH too',
    async (owner) => {
      const { trip, driver, attendant, expired } = await tripWithDocuments({ [owner]: -1 });
      expect(expired).toHaveLength(1);
      for (const crew of [driver, attendant]) {
        expect(await startEvent(crew, trip.id)).toMatchObject({
          status: 400,
          body: { event_type: expired, document_override_reason: [OVERRIDE_HINT] },
        });
        expect(await patch(crew, trip.id, { status: 2 })).toMatchObject({
          status: 400,
          body: { status: expired },
        });
      }
      expect(await fixtures.row(trip.id)).toMatchObject({ status: 1 });
      expect(await fixtures.eventRows(trip.id)).toEqual([]);
    },
  );

  it('is not refused for documents that expire today or later, nor for cancelling', async () => {
    const { trip, driver } = await tripWithDocuments({ vehicle: 0, driver: 0, attendant: 30 });
    expect(await startEvent(driver, trip.id)).toMatchObject({ status: 201 });
    const blocked = await tripWithDocuments({ vehicle: -1 });
    expect(await patch(school, blocked.trip.id, { status: 4, detail: 'No insurance' })).toMatchObject({
      status: 200,
      body: { status: 4 },
    });
  });

  it('starts when a manager gives a reason with the start, kept on the trip and audited', async () => {
    const { trip, listed } = await tripWithDocuments({ vehicle: -5, driver: -1 });
    const answer = await patch(manager, trip.id, {
      status: 2,
      detail: 'Leaving',
      document_override_reason: `  ${REASON}  `,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 2,
        document_override_reason: REASON,
        document_override_by: manager.userId,
        document_override_by_name: 'Test User',
      },
    });
    expect(Date.parse(answer.body.document_override_at)).toBeGreaterThan(Date.now() - 60_000);
    const [entry, ...others] = await checks.overrides(school, trip.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      user_id: manager.userId,
      action: 'update',
      // The trip's day as the reader writes dates (localize.ts), as the audit log shows it.
      record_label: expect.stringMatching(/^Trip RT-\d+ on [A-Z][a-z]+ \d{1,2}, \d{4}$/),
      changes: {
        document_override_reason: { new: REASON },
        expired_documents: { new: listed.join('; ') },
      },
    });
    expect(listed).toHaveLength(2);
  });

  it('lets the crew start it from the run sheet once a manager gave leave beforehand, shown on the trip', async () => {
    const { trip, driver } = await tripWithDocuments({ attendant: -1 });
    const given = await patch(school, trip.id, { document_override_reason: REASON });
    expect(given).toMatchObject({
      status: 200,
      body: { status: 1, document_override_reason: REASON, document_override_by: school.userId },
    });
    expect(await fixtures.eventRows(trip.id)).toEqual([]);
    expect(await startEvent(driver, trip.id)).toMatchObject({ status: 201 });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2 });
    const read = await t.request('GET', `/transport/trips/${trip.id}/`, driver.auth);
    expect(read.body).toMatchObject({
      document_override_reason: REASON,
      document_override_by_name: 'Test User',
    });
    const listed = await t.request('GET', `/transport/trips/?journey=${trip.journey}`, school.auth);
    expect(listed.body.results).toMatchObject([{ id: trip.id, document_override_reason: REASON }]);
    expect(await checks.overrides(school, trip.id)).toHaveLength(1);
  });

  it('refuses a reason from anyone but a manager (403), and writes nothing', async () => {
    const { trip, driver } = await tripWithDocuments({ vehicle: -1 });
    for (const as of [officer, driver]) {
      for (const body of [
        { document_override_reason: REASON },
        { status: 2, document_override_reason: REASON },
      ]) {
        expect(await patch(as, trip.id, body)).toMatchObject({ status: 403, body: OVERRIDE_FORBIDDEN });
      }
    }
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1, document_override_reason: null });
    expect(await checks.overrides(school, trip.id)).toEqual([]);
  });

  it('answers 400 for a blank or long reason, leave on a started trip, and a call with neither', async () => {
    const { trip } = await tripWithDocuments({ vehicle: -1 });
    expect(await patch(school, trip.id, { document_override_reason: '   ' })).toMatchObject({
      status: 400,
      body: { document_override_reason: ['Reason is required'] },
    });
    expect(await patch(school, trip.id, { document_override_reason: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { document_override_reason: ['Reason must be at most 500 characters'] },
    });
    expect(await patch(school, trip.id, { detail: 'Nothing' })).toMatchObject({
      status: 400,
      body: { status: ['Status must be 1 (Scheduled), 2 (Active), 3 (Completed) or 4 (Cancelled)'] },
    });
    expect(await patch(school, trip.id, { document_override_reason: REASON, odometer: 5 })).toMatchObject({
      status: 400,
      body: { odometer: [expect.any(String)] },
    });
    expect(await fixtures.row(trip.id)).toMatchObject({ document_override_reason: null });
    const started = await fixtures.trip(school, { status: 2 });
    expect(await patch(school, started.id, { document_override_reason: REASON })).toMatchObject({
      status: 400,
      body: {
        document_override_reason: [
          'Leave to start with an expired document can only be given before the trip starts.',
        ],
      },
    });
    expect(await fixtures.row(started.id)).toMatchObject({ document_override_reason: null });
  });

  it('is not checked by generation: a route whose vehicle has an expired document still gets its trips', async () => {
    const own = await signedInAs(t);
    const network = tripNetwork(t);
    const route = await network.route(own);
    await checks.document(own, { vehicle: route.default_vehicle }, -1);
    const week = { start_date: '2026-03-02', end_date: '2026-03-06' };
    expect(await network.generate(own, week)).toMatchObject({ status: 200, body: { created: 5 } });
  });
});

describe('another school', () => {
  it('is not blocked by this school’s documents, and cannot give leave on its trips', async () => {
    const other = await signedInAs(t);
    await fixtures.setTimeZone(other, calmZone());
    const { trip } = await tripWithDocuments({ vehicle: -1 });
    expect(await patch(other, trip.id, { document_override_reason: REASON })).toMatchObject({ status: 404 });
    const theirs = await fixtures.trip(other);
    expect(await patch(other, theirs.id, { status: 2 })).toMatchObject({ status: 200 });
  });
});
