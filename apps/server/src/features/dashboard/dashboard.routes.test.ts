import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/build-test-app';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { tripEvents } from '../trip-events/trip-events.table';
import { calmZone, tripFixtures, zoneClock, type TestTrip } from '../trip-events/trips.test-helpers';
import { tripStops } from '../trips/trip-stops.table';

// GET /dashboard/ (issue 11 §2): each figure against trips, events and assignments made here, every
// "today" being the school's: its time zone is one whose date is not UTC's now where one can be found.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Kept per school until a write is heard (dashboard.routes.ts): the rows written straight in the
// database here are heard before each read.
const dashboard = async (as: SignedIn) => {
  await t.app.caches.heardAll();
  return t.request('GET', '/dashboard/', as.auth);
};

const utcDate = new Date().toISOString().slice(0, 10);
// UTC+14 and UTC-11: at any hour one of them is on another date than UTC.
const zone = calmZone(
  ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].filter((z) => zoneClock(z).slice(0, 10) !== utcDate),
);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The instant of a wall-clock time of the school on a date. */
const at = (date: string, time: string) => sql`(${date}::date + ${time}::time) at time zone ${zone}`;

async function event(trip: TestTrip, event_type: number, date: string, time: string, stop?: number) {
  await t.database.db.insert(tripEvents).values({
    tenant_id: school.tenantId,
    trip_id: trip.id,
    event_type,
    trip_stop_id: stop === undefined ? null : trip.stops[stop]!.id,
    event_time: at(date, time),
  });
}

/** The riders expected at a trip's first stop: boarding and leaving. */
async function riders(trip: TestTrip, pick: string[], drop: string[] = []) {
  await t.database.db
    .update(tripStops)
    .set({ pick_students: pick, drop_students: drop })
    .where(eq(tripStops.id, trip.stops[0]!.id));
}

let today: string;
beforeAll(async () => {
  await fixtures.setTimeZone(school, zone);
  today = await fixtures.today(school);
});
const vehicle = async (code: string, is_active = true, as = school) =>
  (await createVehicleRecord(t, as, { code, is_active })).id;

describe('the dashboard', () => {
  it("counts today's trips by status, those under way, and the riders expected, in the school's today", async () => {
    const bus = await vehicle('DB-TRIPS');
    const trip = (status: number, date = today, code?: string) =>
      fixtures.trip(school, { status, date, journey: { default_vehicle: bus, ...(code && { code }) } });
    const students = Array.from({ length: 8 }, () => crypto.randomUUID());
    const [s1, s2, s3, s4, s5, s6, s7, s8] = students as [string, ...string[]];
    await riders(await trip(1), [s1, s2!], [s3!]);
    await riders(await trip(1), [s2!], [s4!]);
    await riders(await trip(2, today, 'DB-ACT2'), [s5!]);
    await trip(2, today, 'DB-ACT1');
    await riders(await trip(3), [], [s7!]);
    // Neither a cancelled trip's riders nor another day's trips count.
    await riders(await trip(4), [s6!]);
    await riders(await trip(2, addDays(today, -1)), [s8!]);
    await trip(1, addDays(today, 1));

    const answer = await dashboard(school);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      date: today,
      trips_by_status: [
        { status: 1, status_title: 'Scheduled', count: 2 },
        { status: 2, status_title: 'Active', count: 2 },
        { status: 3, status_title: 'Completed', count: 1 },
        { status: 4, status_title: 'Cancelled', count: 1 },
      ],
      in_progress: { count: 2, journey_codes: ['DB-ACT1', 'DB-ACT2'] },
      riders_expected: 6,
    });
  });

  it("counts the incidents whose time falls on the school's today", async () => {
    const trip = await fixtures.trip(school, { date: addDays(today, -1) });
    // More near each end of the day than outside it: a day of another zone counts fewer.
    for (const time of ['00:00:00', '00:30:00', '12:00:00', '23:30:00', '23:59:59'])
      await event(trip, 6, today, time);
    // Not today: just before and at the next midnight, and another kind of event.
    await event(trip, 6, addDays(today, -1), '23:59:59');
    await event(trip, 6, addDays(today, 1), '00:00:00');
    await event(trip, 7, today, '12:00:00');
    expect((await dashboard(school)).body.incidents).toBe(5);
  });

  it('rates the arrivals of the last 7 days: on time within 5 minutes either way, the first arrival at a stop', async () => {
    const trip = (date: string, times?: string[]) => fixtures.trip(school, { status: 3, date, times });
    const yesterday = addDays(today, -1);
    const past = await trip(yesterday);
    await event(past, 2, yesterday, '07:14:00', 0); // 4 late
    await event(past, 2, yesterday, '07:20:00', 0); // a second arrival at that stop: not counted
    await event(past, 2, yesterday, '07:36:00', 1); // 6 late
    await event(past, 2, yesterday, '07:45:00', 2); // 5 early
    await event(past, 3, yesterday, '08:30:00', 1); // a pickup is no arrival
    await event(past, 2, yesterday, '08:00:00'); // an arrival at no stop cannot be rated
    // Just after midnight at a stop expected just before it: 4 minutes late, on its trip's day.
    const late = await trip(addDays(today, -2), ['23:58:00']);
    await event(late, 2, addDays(today, -1), '00:02:00', 0);
    const first = await trip(addDays(today, -6));
    await event(first, 2, addDays(today, -6), '07:10:00', 0);
    const before = await trip(addDays(today, -7));
    await event(before, 2, addDays(today, -7), '07:10:00', 0);
    const now = await trip(today);
    await event(now, 2, today, '06:40:00', 2); // 70 early

    const { on_time } = (await dashboard(school)).body;
    const day = (back: number, arrivals: number, onTime: number, rate: number | null) => ({
      date: addDays(today, -back),
      arrivals,
      on_time: onTime,
      rate,
    });
    expect(on_time).toEqual({
      start_date: addDays(today, -6),
      days: [
        day(6, 1, 1, 100),
        day(5, 0, 0, null),
        day(4, 0, 0, null),
        day(3, 0, 0, null),
        day(2, 1, 1, 100),
        day(1, 3, 2, 66.7),
        day(0, 1, 0, 0),
      ],
      arrivals: 6,
      on_time: 4,
      rate: 66.7,
    });
  });

  it('names the active vehicles without a driver today and the assignments ending within 14 days', async () => {
    // A school of its own: the trips above brought vehicles of their own.
    const fleet = await signedInAs(t);
    await fixtures.setTimeZone(fleet, zone);
    const assign = async (
      vehicleId: string,
      start_date: string,
      end_date: string,
      driverName: string,
      is_active = true,
    ) => {
      const driver = await fixtures.network.employee(fleet, driverName);
      const body = { vehicle: vehicleId, driver, start_date, end_date, is_active };
      const response = await t.request('POST', '/transport/vehicle-personnel/', { ...fleet.auth, body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    };
    const driven = await vehicle('DV-A', true, fleet);
    await assign(driven, addDays(today, -30), addDays(today, 3), 'Amina');
    const lastDay = await vehicle('DV-B', true, fleet);
    await assign(lastDay, addDays(today, -5), today, 'Baraka');
    const fortnight = await vehicle('DV-C', true, fleet);
    await assign(fortnight, addDays(today, -10), addDays(today, 14), 'Chebet');
    await assign(await vehicle('DV-D', true, fleet), addDays(today, -10), addDays(today, 15), 'Daudi');
    // Without a driver today: an assignment that ended, one not begun, one inactive, none at all.
    await assign(await vehicle('NO-1', true, fleet), addDays(today, -20), addDays(today, -1), 'Esther');
    await assign(await vehicle('NO-2', true, fleet), addDays(today, 1), addDays(today, 20), 'Faith');
    await assign(await vehicle('NO-3', true, fleet), addDays(today, -1), addDays(today, 2), 'Gideon', false);
    await vehicle('NO-4', true, fleet);
    await vehicle('NO-0', true, fleet);
    // An inactive vehicle needs no driver.
    await vehicle('NO-OFF', false, fleet);
    await vehicle('NO-5', true, fleet);

    const body = (await dashboard(fleet)).body;
    // The first five by code.
    expect(body.vehicles_without_driver).toEqual({
      count: 6,
      codes: ['NO-0', 'NO-1', 'NO-2', 'NO-3', 'NO-4'],
    });
    const ending = (name: string, code: string, id: string, end_date: string) =>
      expect.objectContaining({
        vehicle: id,
        vehicle_code: code,
        driver_name: `${name} Atieno`,
        end_date,
      });
    expect(body.assignment_ends).toEqual({
      count: 3,
      results: [
        ending('Baraka', 'DV-B', lastDay, today),
        ending('Amina', 'DV-A', driven, addDays(today, 3)),
        ending('Chebet', 'DV-C', fortnight, addDays(today, 14)),
      ],
    });
  });

  it('is worked out again after a write to what it reads: at once through a call, once heard straight in the database', async () => {
    const trip = await fixtures.trip(school, { status: 2, date: today });
    const incidents = async () =>
      (await t.request('GET', '/dashboard/', school.auth)).body.incidents as number;
    const before = (await dashboard(school)).body.incidents as number;
    const posted = await fixtures.postEvent(school, {
      trip: trip.id,
      client_key: crypto.randomUUID(),
      event_type: 6,
    });
    expect(posted.status).toBe(201);
    expect(await incidents()).toBe(before + 1);
    await event(trip, 6, today, '12:00:00');
    await t.app.caches.heardAll();
    expect(await incidents()).toBe(before + 2);
  });

  it('is worked out at every call with DASHBOARD_CACHE_SECONDS=0', async () => {
    const uncached = await startTestApp({ DASHBOARD_CACHE_SECONDS: '0' }, { database: t.database });
    try {
      const office = await signedInAs(uncached, { tenantId: school.tenantId });
      const incidents = async () =>
        (await uncached.request('GET', '/dashboard/', office.auth)).body.incidents as number;
      const before = await incidents();
      await event(await fixtures.trip(school, { date: today }), 6, today, '12:00:00');
      expect(await incidents()).toBe(before + 1);
    } finally {
      await uncached.app.close();
    }
  });

  it("shows nothing of another school's day, and only to the office", async () => {
    const other = await signedInAs(t);
    expect((await dashboard(other)).body).toMatchObject({
      trips_by_status: [{ count: 0 }, { count: 0 }, { count: 0 }, { count: 0 }],
      in_progress: { count: 0, journey_codes: [] },
      incidents: 0,
      vehicles_without_driver: { count: 0, codes: [] },
      riders_expected: 0,
      on_time: { arrivals: 0, on_time: 0, rate: null },
      assignment_ends: { count: 0, results: [] },
    });
    for (const role of [200, 403])
      expect((await dashboard(await signedInAs(t, { role, tenantId: school.tenantId }))).status).toBe(200);
    for (const role of [401, 402, 404]) {
      const crew = await fixtures.crew(school, role);
      expect(await dashboard(crew)).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
  });
});
