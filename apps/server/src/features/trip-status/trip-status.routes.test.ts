import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { calmZone, tripFixtures } from '../trip-events/trips.test-helpers';

// PATCH /transport/trips/:id/ (issue 10 §3): the allowed changes and no other, their events, times
// and odometer readings, two changes at once, and who may change which trip.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Today's trips take events dated now: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const patch = (as: SignedIn, id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/transport/trips/${id}/`, { ...as.auth, body });
const eventsOf = fixtures.eventRows;
const TITLES = ['', 'Scheduled', 'Active', 'Completed', 'Cancelled'];

describe('trip status changes', () => {
  it('makes exactly 1→2, 1→4, 2→3 and 2→4, each recorded as its event, and refuses every other naming both states', async () => {
    const allowed = new Map([
      ['1→2', 1],
      ['1→4', 9],
      ['2→3', 7],
      ['2→4', 9],
    ]);
    for (const from of [1, 2, 3, 4]) {
      for (const to of [1, 2, 3, 4]) {
        const trip = await fixtures.trip(school, { status: from });
        const detail = `From ${from} to ${to}`;
        // A completion confirms the empty-bus check (issue 25 §2).
        const answer = await patch(school, trip.id, { status: to, detail, empty_bus_checked: to === 3 });
        const eventType = allowed.get(`${from}→${to}`);
        if (eventType) {
          expect(answer, `${from}→${to}`).toMatchObject({
            status: 200,
            body: { id: trip.id, status: to, status_title: TITLES[to], detail, journey_stops: [{}, {}, {}] },
          });
          expect(await eventsOf(trip.id)).toMatchObject([
            { event_type: eventType, notes: detail, client_key: null },
          ]);
        } else {
          expect(answer, `${from}→${to}`).toMatchObject({
            status: 400,
            body: { status: [`A trip cannot go from ${TITLES[from]} to ${TITLES[to]}.`] },
          });
          expect(await fixtures.row(trip.id)).toMatchObject({ status: from });
          expect(await eventsOf(trip.id)).toEqual([]);
        }
      }
    }
  });

  it('sets when the trip started and ended', async () => {
    const trip = await fixtures.trip(school);
    const before = Date.now();
    const started = await patch(school, trip.id, { status: 2, detail: 'On the road' });
    expect(started.body).toMatchObject({ ended_at: null });
    expect(Date.parse(started.body.started_at)).toBeGreaterThanOrEqual(before - 1000);
    const completed = await patch(school, trip.id, { status: 3, empty_bus_checked: true });
    expect(completed.body).toMatchObject({ started_at: started.body.started_at, detail: '' });
    expect(Date.parse(completed.body.ended_at)).toBeGreaterThanOrEqual(Date.parse(started.body.started_at));
    // A trip cancelled before it started never ran: no times; one cancelled on the way ended then.
    const never = await fixtures.trip(school);
    const cancelled = await patch(school, never.id, { status: 4, detail: 'Road flooded' });
    expect(cancelled.body).toMatchObject({ status_title: 'Cancelled', started_at: null, ended_at: null });
    const halfway = await fixtures.trip(school, { status: 2 });
    expect(
      (await patch(school, halfway.id, { status: 4, detail: 'Breakdown' })).body.ended_at,
    ).not.toBeNull();
  });

  it('records the odometer going Active and Completed, the end no less than the start', async () => {
    const trip = await fixtures.trip(school);
    expect((await patch(school, trip.id, { status: 2, odometer: 48_210 })).body).toMatchObject({
      odometer_start: 48_210,
      odometer_end: null,
    });
    const done = { status: 3, empty_bus_checked: true };
    expect(await patch(school, trip.id, { ...done, odometer: 48_209 })).toMatchObject({
      status: 400,
      body: { odometer: ['The end reading cannot be less than the start reading (48,210).'] },
    });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2, odometer_end: null });
    expect((await patch(school, trip.id, { ...done, odometer: 48_210 })).body).toMatchObject({
      status: 3,
      odometer_start: 48_210,
      odometer_end: 48_210,
    });
    const other = await fixtures.trip(school);
    expect(await patch(school, other.id, { status: 4, odometer: 100 })).toMatchObject({
      status: 400,
      body: { odometer: ['An odometer reading is recorded only when a trip starts or is completed.'] },
    });
    expect(await patch(school, other.id, { status: 2, odometer: -1 })).toMatchObject({
      status: 400,
      body: { odometer: ['Odometer reading must be a whole number from 0 to 9,999,999'] },
    });
    expect(await patch(school, other.id, {})).toMatchObject({
      status: 400,
      body: { status: ['Status must be 1 (Scheduled), 2 (Active), 3 (Completed) or 4 (Cancelled)'] },
    });
    expect(await fixtures.row(other.id)).toMatchObject({ status: 1, odometer_start: null });
  });

  it('lets one of two changes at once through, the other seeing its result', async () => {
    // Two starts, or two cancellations: only the first can be made from Scheduled.
    for (const [first, second] of [
      [2, 2],
      [4, 4],
    ]) {
      const trip = await fixtures.trip(school);
      const answers = await Promise.all([
        patch(school, trip.id, { status: first, detail: 'first' }),
        patch(school, trip.id, { status: second, detail: 'second' }),
      ]);
      const passed = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 400);
      expect(passed).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const now = TITLES[passed[0]!.body.status];
      expect(refused[0]!.body.status[0]).toMatch(new RegExp(`^A trip cannot go from ${now} to `));
      expect(await eventsOf(trip.id)).toHaveLength(1);
    }
  });
});

describe('who may change a trip status', () => {
  it("lets the trip's own driver or attendant start and complete it, not cancel it", async () => {
    const driver = await fixtures.crew(school, 401);
    const attendant = await fixtures.crew(school, 402);
    const trip = await fixtures.trip(school, { driver: driver.personId, attendant: attendant.personId });
    expect(await patch(driver, trip.id, { status: 4, detail: 'Tired' })).toMatchObject({
      status: 403,
      body: { detail: 'Only the transport office may cancel a trip.' },
    });
    expect((await patch(attendant, trip.id, { status: 2, odometer: 10 })).status).toBe(200);
    const done = { status: 3, odometer: 42, empty_bus_checked: true };
    expect((await patch(driver, trip.id, done)).body).toMatchObject({ status: 3 });
    expect(await eventsOf(trip.id)).toHaveLength(2);
  });

  it('refuses another crew member and roles without trips, and answers 404 for another school', async () => {
    const driver = await fixtures.crew(school, 401);
    const trip = await fixtures.trip(school);
    expect(await patch(driver, trip.id, { status: 2 })).toMatchObject({
      status: 403,
      body: { detail: 'Only the driver or attendant of this trip, or the transport office, may do this.' },
    });
    const teacher = await fixtures.crew(school, 404);
    expect((await patch(teacher, trip.id, { status: 2 })).status).toBe(403);
    const elsewhere = await signedInAs(t);
    expect(await patch(elsewhere, trip.id, { status: 2 })).toMatchObject({
      status: 404,
      body: { detail: 'Trip not found.' },
    });
    expect((await patch(school, 'not-a-trip', { status: 2 })).status).toBe(404);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1 });
    expect(await eventsOf(trip.id)).toEqual([]);
    const officer = await signedInAs(t, { role: 403, tenantId: school.tenantId });
    expect((await patch(officer, trip.id, { status: 4, detail: 'No driver' })).status).toBe(200);
  });
});
