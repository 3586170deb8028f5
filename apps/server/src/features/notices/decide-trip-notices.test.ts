import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { NOTICE_KIND, type NoticeKind } from '@app/shared/notices/notice-codes';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { appWithSchool } from '../../../test/factories';
import { call, familyFixtures, type TestGuardian } from '../family/family.test-helpers';
import { calmZone, zoneClock, type TestTrip } from '../trip-events/trips.test-helpers';
import { notices } from './notices.table';

// The notices trip events make (issue 23 §3), each decided in the event's transaction, once:
// picked up, dropped off, marked absent to the child's guardians; an incident or a cancellation to
// every rider's. Never to a link with trip notifications off, never about another family's child.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
let zone: string;
let mother: TestGuardian;
let father: TestGuardian;
let baba: TestGuardian;
let amani: string;
let baraka: string;

beforeAll(async () => {
  zone = calmZone(['Africa/Nairobi']);
  await f.trips.setTimeZone(school, zone);
  mother = await f.guardian(school);
  father = await f.guardian(school);
  baba = await f.guardian(school);
  amani = (await f.people.student(school, { first_name: 'Amani' })).id;
  baraka = (await f.people.student(school, { first_name: 'Baraka' })).id;
  await f.link(school, amani, mother.guardian);
  await f.link(school, amani, father.guardian, { relationship: 2, trip_notifications: false });
  await f.link(school, baraka, baba.guardian);
});

/** A trip under way both children ride, Amani from the first stop, Baraka from the second. */
async function sharedTrip(status: number = STATUS.active): Promise<TestTrip> {
  const trip = await f.trips.trip(school, { status });
  await f.rides(trip, amani, 0, 2);
  await f.rides(trip, baraka, 1, 2);
  return trip;
}
const noticesOf = (trip: string, kind?: NoticeKind) =>
  t.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.trip_id, trip), kind === undefined ? undefined : eq(notices.kind, kind)));
const event = (
  trip: TestTrip,
  event_type: number,
  stop: number | null,
  student: string | null,
  at = new Date(),
) =>
  f.trips.postEvent(school, {
    trip: trip.id,
    event_type,
    journey_stop: stop === null ? null : trip.stops[stop]!.id,
    student,
    event_time: at.toISOString(),
    client_key: crypto.randomUUID(),
  });

describe('notices of a child’s events', () => {
  it('tells the child’s guardians when they are picked up, once, at that stop and time', async () => {
    const trip = await sharedTrip();
    const at = new Date(Date.now() - 60_000);
    expect((await event(trip, EVENT.pickup, 0, amani, at)).status).toBe(201);
    // Recorded again (a second tap, another key): no second notice.
    expect((await event(trip, EVENT.pickup, 0, amani)).status).toBe(201);
    const made = await noticesOf(trip.id);
    expect(made).toEqual([
      expect.objectContaining({
        guardian_id: mother.guardian,
        kind: NOTICE_KIND.pickedUp,
        trip_stop_id: trip.stops[0]!.id,
        payload: {
          students: ['Amani'],
          stop: trip.stops[0]!.title,
          route: expect.stringMatching(/^Route /),
          time: zoneClock(zone, at).slice(11, 16),
        },
      }),
    ]);
  });

  it('tells them of the drop-off at the stop where it happened, else where the child was to leave', async () => {
    const trip = await sharedTrip();
    expect((await event(trip, EVENT.dropoff, null, amani)).status).toBe(201);
    expect(await noticesOf(trip.id, NOTICE_KIND.droppedOff)).toEqual([
      expect.objectContaining({ guardian_id: mother.guardian, trip_stop_id: trip.stops[2]!.id }),
    ]);
  });

  it('tells them the child was marked absent, unless the family had said the child would not ride', async () => {
    const trip = await sharedTrip();
    // A third family, so that the others' children still ride the file's later trips today.
    const mama = await f.guardian(school);
    const chiku = (await f.people.student(school, { first_name: 'Chiku' })).id;
    await f.link(school, chiku, mama.guardian);
    await f.rides(trip, chiku, 1, 2);
    const absence = await call(t, mama, 'POST', FAMILY_PATHS.absences(chiku), {
      date: await f.trips.today(school),
      part: 'morning',
    });
    expect(absence.status).toBe(201);
    expect((await event(trip, EVENT.absent, 1, chiku)).status).toBe(201);
    expect((await event(trip, EVENT.absent, 0, amani)).status).toBe(201);
    expect(await noticesOf(trip.id, NOTICE_KIND.markedAbsent)).toEqual([
      expect.objectContaining({ guardian_id: mother.guardian, trip_stop_id: trip.stops[0]!.id }),
    ]);
  });
});

describe('notices of the whole trip', () => {
  it('tells every rider’s guardians of an incident at their own stop, once however many are recorded', async () => {
    const trip = await sharedTrip();
    expect((await event(trip, EVENT.incident, null, null)).status).toBe(201);
    expect((await event(trip, EVENT.incident, 1, null)).status).toBe(201);
    const made = await noticesOf(trip.id, NOTICE_KIND.incident);
    expect(made.map((notice) => [notice.guardian_id, notice.trip_stop_id]).sort()).toEqual(
      [
        [mother.guardian, trip.stops[0]!.id],
        [baba.guardian, trip.stops[1]!.id],
      ].sort(),
    );
    expect(made.find((notice) => notice.guardian_id === baba.guardian)!.payload).toEqual({
      students: ['Baraka'],
      stop: trip.stops[1]!.title,
      route: expect.stringMatching(/^Route /),
    });
  });

  it('tells them when the office cancels the trip', async () => {
    const trip = await sharedTrip(STATUS.scheduled);
    const cancelled = await t.request('PATCH', `/transport/trips/${trip.id}/`, {
      ...school.auth,
      body: { status: STATUS.cancelled, detail: 'Bus broke down' },
    });
    expect(cancelled.status).toBe(200);
    const made = await noticesOf(trip.id);
    expect(made.map((notice) => [notice.kind, notice.guardian_id]).sort()).toEqual(
      [
        [NOTICE_KIND.cancelled, mother.guardian],
        [NOTICE_KIND.cancelled, baba.guardian],
      ].sort(),
    );
  });

  it('decides nothing for a guardian whose link has trip notifications off', async () => {
    const trip = await sharedTrip();
    await event(trip, EVENT.pickup, 0, amani);
    await event(trip, EVENT.incident, null, null);
    const made = await noticesOf(trip.id);
    expect(made.length).toBeGreaterThan(0);
    expect(made.map((notice) => notice.guardian_id)).not.toContain(father.guardian);
  });

  it('decides nothing for an arrival, a departure or a trip started', async () => {
    const trip = await sharedTrip(STATUS.scheduled);
    await event(trip, EVENT.started, null, null);
    await event(trip, EVENT.arrived, 0, null);
    await event(trip, EVENT.departed, 0, null);
    expect(await noticesOf(trip.id)).toEqual([]);
  });
});
