import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { auditLog } from '../audit-log/audit-log.table';
import { appWithSchool } from '../../../test/factories';
import type { TestTrip } from '../trip-events/trips.test-helpers';
import { call, familyFixtures, type TestGuardian } from './family.test-helpers';

// What a guardian reads (issue 23 §2): their children, a day's trips with their own stop, the last
// two weeks; each look in the audit log.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
let mother: TestGuardian;
let amani: string;
let trip: TestTrip;
let today: string;
/** A day counted from the school's today. */
let day: (offset: number) => string;

beforeAll(async () => {
  ({ today, day } = await f.calendar(school));
  mother = await f.guardian(school, { first_name: 'Achieng' });
  amani = (await f.people.student(school, { first_name: 'Amani', last_name: 'Otieno' })).id;
  await f.link(school, amani, mother.guardian, { is_primary: true });
  trip = await f.trips.trip(school, { times: ['07:10:00', '07:30:00', '07:50:00'] });
  await f.rides(trip, amani);
});

describe('GET /family/children/', () => {
  it("lists the caller's children with their links' flags, and nobody else's", async () => {
    const other = await f.guardian(school);
    const zawadi = (await f.people.student(school, { first_name: 'Zawadi' })).id;
    await f.link(school, zawadi, other.guardian, { trip_notifications: false });
    expect(await call(t, mother, 'GET', FAMILY_PATHS.children)).toMatchObject({
      status: 200,
      body: {
        results: [
          {
            id: amani,
            first_name: 'Amani',
            full_name: 'Amani Otieno',
            relationship: 1,
            is_primary: true,
            emergency_contact: false,
            trip_notifications: true,
          },
        ],
      },
    });
    const theirs = await call(t, other, 'GET', FAMILY_PATHS.children);
    expect(theirs.body.results.map((child: { id: string }) => child.id)).toEqual([zawadi]);
    expect(theirs.body.results[0].trip_notifications).toBe(false);
  });
});

describe('GET /family/children/{id}/trips/', () => {
  it("answers today's trip with the child's own stop, its expected time and where the child is", async () => {
    const response = await call(t, mother, 'GET', FAMILY_PATHS.childTrips(amani));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ date: today, time_zone: expect.any(String) });
    expect(response.body.trips).toEqual([
      expect.objectContaining({
        trip: trip.id,
        date: today,
        direction: 1,
        status: 1,
        rider_status: 'expected',
        picked_up_at: null,
        will_not_ride: false,
        // Going to school: where the child boards, never the school's end.
        stop: expect.objectContaining({
          trip_stop: trip.stops[0]!.id,
          title: trip.stops[0]!.title,
          role: 'pickup',
          eta: null,
        }),
      }),
    ]);
    // 07:10 of today in the school's zone, as an instant.
    const expected = new Date(response.body.trips[0].stop.expected_time);
    expect(expected.toISOString()).toMatch(/Z$/);
    expect(JSON.stringify(response.body)).not.toContain(trip.stops[1]!.title);
  });

  it('says when the child was picked up and dropped off, from the trip events', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const pickup = await f.trips.postEvent(school, {
      trip: trip.id,
      event_type: EVENT.pickup,
      journey_stop: trip.stops[0]!.id,
      student: amani,
      event_time: at,
      client_key: crypto.randomUUID(),
    });
    expect(pickup.status).toBe(201);
    const response = await call(t, mother, 'GET', FAMILY_PATHS.childTrips(amani));
    expect(response.body.trips[0]).toMatchObject({ rider_status: 'picked_up', dropped_off_at: null });
    expect(Date.parse(response.body.trips[0].picked_up_at)).toBe(Math.floor(Date.parse(at) / 1000) * 1000);
  });

  it('answers another day when asked, and 400 for a date that is not one', async () => {
    const response = await call(t, mother, 'GET', `${FAMILY_PATHS.childTrips(amani)}?date=${day(3)}`);
    expect(response).toMatchObject({ status: 200, body: { date: day(3), trips: [] } });
    expect(await call(t, mother, 'GET', `${FAMILY_PATHS.childTrips(amani)}?date=2026-13-01`)).toMatchObject({
      status: 400,
      body: { date: [expect.stringContaining('no month 13')] },
    });
  });

  it("writes each look at a child's trips to the audit log, as the guardian", async () => {
    await call(t, mother, 'GET', FAMILY_PATHS.childTrips(amani));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, amani), eq(auditLog.action, 'view')));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)).toMatchObject({
      user_id: mother.userId,
      profile_id: mother.profileId,
      record_type: 'student',
      record_label: 'Amani Otieno',
      changes: { trips: { new: today } },
    });
  });
});

describe('GET /family/children/{id}/history/', () => {
  it('pages the trips of the two weeks before today, newest first, and leaves older ones out', async () => {
    const recent = await f.trips.trip(school, { date: day(-2), status: 3 });
    const older = await f.trips.trip(school, { date: day(-5), status: 3 });
    const tooOld = await f.trips.trip(school, { date: day(-20), status: 3 });
    for (const ridden of [recent, older, tooOld]) await f.rides(ridden, amani);
    const first = await call(t, mother, 'GET', `${FAMILY_PATHS.childHistory(amani)}?page_size=1`);
    expect(first).toMatchObject({ status: 200, body: { count: 2, previous: null } });
    expect(first.body.results.map((row: { trip: string }) => row.trip)).toEqual([recent.id]);
    expect(first.body.next).toContain('page=2');
    const second = await call(t, mother, 'GET', `${FAMILY_PATHS.childHistory(amani)}?page=2&page_size=1`);
    expect(second.body.results.map((row: { trip: string }) => row.trip)).toEqual([older.id]);
    expect(second.body.next).toBeNull();
  });
});

describe('who may call', () => {
  it("is a guardian's: the office gets 403 on every family call, a guardian 403 on the console's", async () => {
    expect((await call(t, school, 'GET', FAMILY_PATHS.children)).status).toBe(403);
    expect((await call(t, school, 'GET', FAMILY_PATHS.settings)).status).toBe(403);
    expect((await call(t, mother, 'GET', '/transport/trips/')).status).toBe(403);
    expect((await call(t, mother, 'GET', '/students/')).status).toBe(403);
    expect((await call(t, mother, 'GET', '/transport/run-sheet/')).status).toBe(403);
  });

  it('answers 404 for a child that is not linked to the caller, or an id that is none', async () => {
    const stranger = (await f.people.student(school, { first_name: 'Neema' })).id;
    for (const id of [stranger, 'not-an-id']) {
      const response = await call(t, mother, 'GET', FAMILY_PATHS.childTrips(id));
      expect(response).toMatchObject({ status: 404, body: { detail: 'Child not found.' } });
    }
  });
});
