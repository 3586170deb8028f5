import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { calmZone, tripFixtures } from './trips.test-helpers';

// Trip events (issue 10 §5): the status events' one path with PATCH, the trips closed to events, and
// who may record on which trip.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Today's trips take events dated now: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const { postEvent: post, listEvents: list, eventRows } = fixtures;
const key = () => crypto.randomUUID();

describe('status events', () => {
  it('starts and completes a trip through Trip Started and Trip Completed, times and readings included', async () => {
    const trip = await fixtures.trip(school, { date: '2026-03-02' });
    const startedAt = '2026-03-02T04:05:00.000Z';
    const startKey = key();
    const started = await post(school, {
      trip: trip.id,
      event_type: 1,
      event_time: startedAt,
      odometer: 12_500,
      notes: 'Left the depot',
      client_key: startKey,
    });
    expect(started).toMatchObject({
      status: 201,
      body: { event_type_display: 'Trip Started', notes: 'Left the depot' },
    });
    expect(await fixtures.row(trip.id)).toMatchObject({
      status: 2,
      started_at: new Date(startedAt),
      odometer_start: 12_500,
      ended_at: null,
    });
    const completed = {
      trip: trip.id,
      event_type: 7,
      event_time: '2026-03-02T05:10:00Z',
      empty_bus_checked: true,
      client_key: key(),
    };
    expect(await post(school, { ...completed, odometer: 12_499 })).toMatchObject({
      status: 400,
      body: { odometer: ['The end reading cannot be less than the start reading (12,500).'] },
    });
    expect(await post(school, { ...completed, odometer: 12_540 })).toMatchObject({ status: 201 });
    const row = await fixtures.row(trip.id);
    expect(row).toMatchObject({ status: 3, odometer_end: 12_540 });
    expect(row.ended_at).not.toBeNull();
    // A resend of the start after the trip is over still answers the first event.
    const resend = await post(school, { trip: trip.id, event_type: 1, client_key: startKey });
    expect(resend).toMatchObject({ status: 200, body: started.body });
  });

  it('refuses a change the trip cannot make, naming both states', async () => {
    const trip = await fixtures.trip(school, { status: 3 });
    for (const [event_type, to] of [
      [1, 'Active'],
      [7, 'Completed'],
      [9, 'Cancelled'],
    ] as const) {
      expect(await post(school, { trip: trip.id, event_type, client_key: key() })).toMatchObject({
        status: 400,
        body: { event_type: [`A trip cannot go from Completed to ${to}.`] },
      });
    }
    const scheduled = await fixtures.trip(school);
    expect(await post(school, { trip: scheduled.id, event_type: 7, client_key: key() })).toMatchObject({
      status: 400,
      body: { event_type: ['A trip cannot go from Scheduled to Completed.'] },
    });
  });

  it('keeps a completed or cancelled trip closed to all but incidents', async () => {
    for (const [status, word] of [
      [3, 'completed'],
      [4, 'cancelled'],
    ] as const) {
      const trip = await fixtures.trip(school, { status });
      const arrived = { trip: trip.id, event_type: 2, journey_stop: trip.stops[0]!.id, client_key: key() };
      expect(await post(school, arrived)).toMatchObject({
        status: 400,
        body: { trip: [`This trip is ${word}: only an incident can be recorded on it now.`] },
      });
      const incident = await post(school, {
        trip: trip.id,
        event_type: 6,
        notes: 'Found a bag',
        client_key: key(),
      });
      expect(incident.status).toBe(201);
      expect(await eventRows(trip.id)).toHaveLength(1);
    }
  });
});

describe('who may record on a trip', () => {
  it("lets the trip's own driver and attendant record and read, nobody else of the crew", async () => {
    const driver = await fixtures.crew(school, 401);
    const attendant = await fixtures.crew(school, 402);
    const otherDriver = await fixtures.crew(school, 401);
    const trip = await fixtures.trip(school, { driver: driver.personId, attendant: attendant.personId });
    const other = await fixtures.trip(school, { driver: otherDriver.personId });
    const arrived = { trip: trip.id, event_type: 2, journey_stop: trip.stops[0]!.id };
    expect(await post(driver, { ...arrived, client_key: key() })).toMatchObject({ status: 201 });
    expect(await post(attendant, { ...arrived, client_key: key() })).toMatchObject({ status: 201 });
    expect((await list(attendant, trip.id)).body.count).toBe(2);
    const refused = {
      status: 403,
      body: { detail: 'Only the driver or attendant of this trip, or the transport office, may do this.' },
    };
    expect(await post(otherDriver, { ...arrived, client_key: key() })).toMatchObject(refused);
    expect(await list(otherDriver, trip.id)).toMatchObject(refused);
    expect(await post(attendant, { trip: other.id, event_type: 6, client_key: key() })).toMatchObject(
      refused,
    );
    expect(await eventRows(trip.id)).toHaveLength(2);
    expect(await eventRows(other.id)).toHaveLength(0);
  });

  it('lets the crew start and complete their trip but not cancel it', async () => {
    const driver = await fixtures.crew(school, 401);
    const trip = await fixtures.trip(school, { driver: driver.personId });
    expect(await post(driver, { trip: trip.id, event_type: 9, client_key: key() })).toMatchObject({
      status: 403,
      body: { detail: 'Only the transport office may cancel a trip.' },
    });
    expect(await post(driver, { trip: trip.id, event_type: 1, client_key: key() })).toMatchObject({
      status: 201,
    });
    const completed = { trip: trip.id, event_type: 7, empty_bus_checked: true, client_key: key() };
    expect(await post(driver, completed)).toMatchObject({ status: 201 });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 3 });
  });

  it('lets every manager record on any trip, and refuses roles without trips', async () => {
    const trip = await fixtures.trip(school);
    for (const role of [200, 403]) {
      const manager = await signedInAs(t, { role, tenantId: school.tenantId });
      expect(await post(manager, { trip: trip.id, event_type: 6, client_key: key() })).toMatchObject({
        status: 201,
      });
      expect((await list(manager, trip.id)).status).toBe(200);
    }
    const teacher = await fixtures.crew(school, 404);
    expect((await post(teacher, { trip: trip.id, event_type: 6, client_key: key() })).status).toBe(403);
    expect((await list(teacher, trip.id)).status).toBe(403);
  });

  it("answers 404 for another school's trip, whoever asks", async () => {
    const trip = await fixtures.trip(school);
    const elsewhere = await signedInAs(t);
    const notFound = { status: 404, body: { detail: 'Trip not found.' } };
    expect(await post(elsewhere, { trip: trip.id, event_type: 6, client_key: key() })).toMatchObject(
      notFound,
    );
    expect(await list(elsewhere, trip.id)).toMatchObject(notFound);
    expect(await eventRows(trip.id)).toEqual([]);
  });
});
