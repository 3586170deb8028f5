import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { calmZone, tripFixtures } from './trips.test-helpers';

// Trip events (issue 10 §5): the contract's fields and messages, who may record on which trip, the
// client key that makes a resend harmless (also two at once), and the status events' one path.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Today's trips take events dated now and minutes ahead: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const { postEvent: post, listEvents: list, eventRows } = fixtures;
const key = () => crypto.randomUUID();

describe('POST and GET /transport/trip-events/', () => {
  it('records an event with its names and lists a trip’s events in time order', async () => {
    // Events dated on the trip's day (the school's zone is UTC or UTC+9 here: one date).
    const trip = await fixtures.trip(school, { date: '2026-03-02' });
    const student = await fixtures.network.student(school, 'Amani');
    const departed = await post(school, {
      trip: trip.id,
      event_type: 4,
      journey_stop: trip.stops[0]!.id,
      event_time: '2026-03-02T07:12:30+03:00',
      latitude: -1.2921,
      longitude: 36.8219,
      client_key: key(),
    });
    expect(departed).toMatchObject({
      status: 201,
      body: {
        trip: trip.id,
        event_type: 4,
        event_type_display: 'Departed Stop',
        journey_stop: trip.stops[0]!.id,
        journey_stop_title: trip.stops[0]!.title,
        student: null,
        student_name: null,
        notes: '',
        event_time: '2026-03-02T04:12:30.000Z',
        latitude: -1.2921,
        longitude: 36.8219,
        recorded_by_name: 'Test User',
        automatic: false,
      },
    });
    const pickup = await post(school, {
      trip: trip.id,
      event_type: 3,
      journey_stop: trip.stops[0]!.id,
      student: student.id,
      notes: 'Boarded with a cast on her arm',
      event_time: '2026-03-02T07:11:00+03:00',
      client_key: key(),
    });
    expect(pickup).toMatchObject({
      status: 201,
      body: {
        event_type_display: 'Pickup',
        student: student.id,
        student_name: 'Amani Mutua',
        latitude: null,
      },
    });
    const events = await list(school, trip.id);
    expect(events.status).toBe(200);
    expect(events.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(events.body.results.map((event: { id: string }) => event.id)).toEqual([
      pickup.body.id,
      departed.body.id,
    ]);
    const paged = await list(school, trip.id, '&page_size=1&page=2');
    expect(paged.body).toMatchObject({ count: 2, next: null, results: [{ id: departed.body.id }] });
  });

  it('dates an event now when no time is sent, and refuses one over 5 minutes ahead', async () => {
    const trip = await fixtures.trip(school);
    const before = Date.now();
    const incident = await post(school, {
      trip: trip.id,
      event_type: 6,
      notes: 'Flat tyre',
      client_key: key(),
    });
    expect(incident.status).toBe(201);
    expect(Date.parse(incident.body.event_time)).toBeGreaterThanOrEqual(before - 1000);
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    expect(
      await post(school, { trip: trip.id, event_type: 6, event_time: ahead(4), client_key: key() }),
    ).toMatchObject({
      status: 201,
    });
    expect(
      await post(school, { trip: trip.id, event_type: 6, event_time: ahead(6), client_key: key() }),
    ).toMatchObject({
      status: 400,
      body: { event_time: ['The event time cannot be more than 5 minutes in the future.'] },
    });
  });

  it('answers a message for every field it refuses', async () => {
    expect(await post(school, {})).toMatchObject({
      status: 400,
      body: {
        trip: ['Trip is required'],
        event_type: ['Event type must be a number from 1 to 9'],
        client_key: ['Client key is required'],
      },
    });
    const trip = await fixtures.trip(school);
    const valid = { trip: trip.id, event_type: 6, client_key: key() };
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ trip: 'nope' }, { trip: ['Invalid trip.'] }],
      [{ event_type: 0 }, { event_type: ['Event type must be a number from 1 to 9'] }],
      [{ event_type: 10 }, { event_type: ['Event type must be a number from 1 to 9'] }],
      [{ notes: 'x'.repeat(1001) }, { notes: ['Notes must be at most 1000 characters'] }],
      [
        { event_time: '2026-03-02 07:10' },
        { event_time: ['Enter the event time as an ISO 8601 timestamp with its zone'] },
      ],
      [
        { latitude: 90.5, longitude: 180.5 },
        {
          latitude: ['Latitude must be a number between -90 and 90'],
          longitude: ['Longitude must be a number between -180 and 180'],
        },
      ],
      [{ latitude: -1.29 }, { longitude: ['Send both latitude and longitude, or neither.'] }],
      [{ client_key: 'k'.repeat(101) }, { client_key: ['Client key must be at most 100 characters'] }],
      [{ event_type: 2 }, { journey_stop: ['Choose the stop this event happened at.'] }],
      [
        { event_type: 8, journey_stop: trip.stops[0]!.id },
        { student: ['Choose the student this event is about.'] },
      ],
      [
        { odometer: 1200 },
        { odometer: ['An odometer reading is recorded only when a trip starts or is completed.'] },
      ],
    ];
    for (const [change, body] of refusals) {
      expect(await post(school, { ...valid, ...change }), JSON.stringify(change)).toMatchObject({
        status: 400,
        body,
      });
    }
    expect(await eventRows(trip.id)).toEqual([]);
  });

  it('refuses a stop of another trip and a student of another school, writing nothing', async () => {
    const trip = await fixtures.trip(school);
    const other = await fixtures.trip(school);
    const arrived = { trip: trip.id, event_type: 2, client_key: key() };
    expect(await post(school, { ...arrived, journey_stop: other.stops[0]!.id })).toMatchObject({
      status: 400,
      body: { journey_stop: ['Invalid stop.'] },
    });
    const elsewhere = await signedInAs(t);
    const stranger = await fixtures.network.student(elsewhere);
    const pickup = { trip: trip.id, event_type: 3, journey_stop: trip.stops[0]!.id, client_key: key() };
    expect(await post(school, { ...pickup, student: stranger.id })).toMatchObject({
      status: 400,
      body: { student: ['Invalid student.'] },
    });
    expect(await eventRows(trip.id)).toEqual([]);
  });
});

describe('the client key', () => {
  it('answers a resend with the first event and writes nothing', async () => {
    const trip = await fixtures.trip(school);
    const body = { trip: trip.id, event_type: 6, notes: 'Road closed', client_key: key() };
    const first = await post(school, body);
    expect(first.status).toBe(201);
    const again = await post(school, { ...body, notes: 'Changed on the way' });
    expect(again).toEqual({ ...again, status: 200, body: first.body });
    expect(await eventRows(trip.id)).toHaveLength(1);
    // The same key for another trip is a client's mistake, not a resend.
    const other = await fixtures.trip(school);
    expect(await post(school, { ...body, trip: other.id })).toMatchObject({
      status: 400,
      body: { client_key: ['This client key was already used for an event of another trip.'] },
    });
  });

  it('writes one event when the same key arrives several times at once', async () => {
    const trip = await fixtures.trip(school);
    const body = { trip: trip.id, event_type: 2, journey_stop: trip.stops[1]!.id, client_key: key() };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(school, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await eventRows(trip.id)).toHaveLength(1);
  });

  it('starts a trip once when its Trip Started is sent several times at once', async () => {
    const trip = await fixtures.trip(school);
    const body = { trip: trip.id, event_type: 1, odometer: 1500, client_key: key() };
    const answers = await Promise.all([1, 2, 3].map(() => post(school, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await eventRows(trip.id)).toHaveLength(1);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2, odometer_start: 1500 });
  });
});
