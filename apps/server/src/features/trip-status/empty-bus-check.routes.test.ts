import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithSchool, type SignedIn } from '../../../test/factories';
import { calmZone, tripFixtures } from '../trip-events/trips.test-helpers';

// The empty-bus check (issue 25 §2): no trip is completed, by PATCH or by a Trip Completed event,
// without the confirmation that the bus was walked and no child is on board; its time and position
// are kept with the trip and read wherever a trip is.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Today's trips take events dated now: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const { postEvent: post, eventRows } = fixtures;
const key = () => crypto.randomUUID();
const patch = (as: SignedIn, id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request('PATCH', `/transport/trips/${id}/`, { ...as.auth, body, headers });
const readTrip = async (id: string) => (await t.request('GET', `/transport/trips/${id}/`, school.auth)).body;
const listed = async (journey: string) =>
  (await t.request('GET', `/transport/trips/?journey=${journey}`, school.auth)).body.results[0];

const REQUIRED = {
  empty_bus_checked: ['Walk the whole bus and confirm that no child is on board before completing the trip.'],
};
const NOT_HERE = {
  empty_bus_checked: ['The empty-bus check is recorded only when a trip is completed.'],
};
const UNCHECKED = { empty_bus_checked_at: null, empty_bus_latitude: null, empty_bus_longitude: null };

describe('the empty-bus check', () => {
  it('refuses a completion without it, by PATCH and by event, and writes nothing', async () => {
    const trip = await fixtures.trip(school, { status: 2 });
    for (const body of [{ status: 3 }, { status: 3, empty_bus_checked: false, odometer: 100 }]) {
      expect(await patch(school, trip.id, body)).toMatchObject({ status: 400, body: REQUIRED });
    }
    for (const checked of [undefined, false]) {
      const completed = { trip: trip.id, event_type: 7, empty_bus_checked: checked, client_key: key() };
      expect(await post(school, completed)).toMatchObject({ status: 400, body: REQUIRED });
    }
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2, ended_at: null, ...UNCHECKED });
    expect(await eventRows(trip.id)).toEqual([]);
    expect(await readTrip(trip.id)).toMatchObject({ status: 2, ...UNCHECKED });
  });

  it('refuses it with a start, a cancellation or any other event', async () => {
    const trip = await fixtures.trip(school);
    const checked = { empty_bus_checked: true };
    for (const status of [2, 4]) {
      expect(await patch(school, trip.id, { status, ...checked })).toMatchObject({
        status: 400,
        body: NOT_HERE,
      });
    }
    for (const event_type of [1, 9, 6]) {
      expect(await post(school, { trip: trip.id, event_type, ...checked, client_key: key() })).toMatchObject({
        status: 400,
        body: NOT_HERE,
      });
    }
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1, started_at: null, ...UNCHECKED });
    expect(await eventRows(trip.id)).toEqual([]);
  });

  it("lets the driver complete their own trip with it, kept at the completion's time and position", async () => {
    const driver = await fixtures.crew(school, 401);
    const trip = await fixtures.trip(school, { date: '2026-03-02', status: 2, driver: driver.personId });
    const completed = {
      trip: trip.id,
      event_type: 7,
      event_time: '2026-03-02T02:10:00Z',
      latitude: -1.2921,
      longitude: 36.8219,
      empty_bus_checked: true,
      client_key: key(),
    };
    const answer = await post(driver, completed);
    expect(answer).toMatchObject({
      status: 201,
      body: { event_time: '2026-03-02T02:10:00.000Z', latitude: -1.2921, longitude: 36.8219 },
    });
    const check = {
      status: 3,
      ended_at: '2026-03-02T02:10:00.000Z',
      empty_bus_checked_at: '2026-03-02T02:10:00.000Z',
      empty_bus_latitude: -1.2921,
      empty_bus_longitude: 36.8219,
    };
    expect(await readTrip(trip.id)).toMatchObject(check);
    expect(await listed(trip.journey)).toMatchObject(check);
    // A resend from the run sheet's queue still answers the first event, and changes nothing.
    expect(await post(driver, completed)).toMatchObject({ status: 200, body: answer.body });
    expect(await post(driver, { ...completed, empty_bus_checked: false })).toMatchObject({
      status: 200,
      body: answer.body,
    });
    expect(await eventRows(trip.id)).toHaveLength(1);
  });

  it('lets the office record it by PATCH, at the time of the change and with no position', async () => {
    const trip = await fixtures.trip(school, { status: 2 });
    const answer = await patch(school, trip.id, { status: 3, empty_bus_checked: true, detail: 'By radio' });
    expect(answer).toMatchObject({
      status: 200,
      body: { status: 3, detail: 'By radio', empty_bus_latitude: null, empty_bus_longitude: null },
    });
    expect(answer.body.empty_bus_checked_at).toBe(answer.body.ended_at);
    const [event] = await eventRows(trip.id);
    expect(event).toMatchObject({ event_type: 7, latitude: null, longitude: null });
    expect(answer.body.empty_bus_checked_at).toBe(event!.event_time.toISOString());
    expect(await listed(trip.journey)).toMatchObject({
      status: 3,
      empty_bus_checked_at: event!.event_time.toISOString(),
      empty_bus_latitude: null,
    });
  });

  it('reads none on trips not completed, or completed before the check existed', async () => {
    for (const status of [1, 2, 3, 4]) {
      const trip = await fixtures.trip(school, { status });
      expect(await readTrip(trip.id)).toMatchObject({ status, ...UNCHECKED });
      expect(await listed(trip.journey)).toMatchObject({ status, ...UNCHECKED });
    }
  });

  it("says what is missing in the caller's language", async () => {
    const trip = await fixtures.trip(school, { status: 2 });
    expect(await patch(school, trip.id, { status: 3 }, { 'accept-language': 'sw' })).toMatchObject({
      status: 400,
      body: {
        empty_bus_checked: [
          'Kagua basi lote na uthibitishe kwamba hakuna mtoto aliyebaki ndani kabla ya kukamilisha safari.',
        ],
      },
    });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2 });
  });
});
