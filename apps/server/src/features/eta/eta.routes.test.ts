import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { liveHeaders, openLive } from '../../../test/live-stream';
import { devices } from '../devices/devices.table';
import { tripEvents } from '../trip-events/trip-events.table';
import { calmZone, tripFixtures, zoneClock, type TestTrip } from '../trip-events/trips.test-helpers';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';

// ETAs, trails and the run sheet's positions (issue 22 §1, §3, §4), over HTTP on a real database.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// A zone an hour or more from midnight, so that the trip's stops, 2 minutes before now to 18 after, fall
// on one date (in UTC near midnight they wrapped round to the morning); the history's days keep its hours.
const zone = calmZone();
await fixtures.setTimeZone(school, zone);
const METRE = 1 / 111_320;
// Three stops 1.1 km apart going south.
const LATITUDES = [-1.3, -1.31, -1.32];
const MINUTE = 60_000;
const now = Date.now();
/** How far the zone's clock is ahead of UTC (its clock read to the minute, against UTC's minute). */
const offset =
  Date.parse(`${zoneClock(zone, new Date(now)).replace(' ', 'T')}:00Z`) - Math.floor(now / MINUTE) * MINUTE;
/** 'HH:MM:SS' of an instant on the school's clock. */
const clockAt = (ms: number) => new Date(ms + offset).toISOString().slice(11, 19);
/** The school's date of an instant. */
const dateAt = (ms: number) => new Date(ms + offset).toISOString().slice(0, 10);
/** A trip under way with a phone; its stops planned 10 minutes apart from 2 minutes ago. */
async function runningTrip(as: SignedIn = school, extra: Parameters<typeof fixtures.trip>[1] = {}) {
  const times = [0, 10, 20].map((minutes) => clockAt(now + (minutes - 2) * MINUTE));
  const trip = await fixtures.trip(as, { status: STATUS.active, times, ...extra });
  for (const [i, stop] of trip.stops.entries()) {
    await t.database.db
      .update(tripStops)
      .set({ latitude: String(LATITUDES[i]), longitude: '36.82' })
      .where(eq(tripStops.id, stop.id));
  }
  const [row] = await t.database.db
    .select({ vehicle: trips.vehicle_id })
    .from(trips)
    .where(eq(trips.id, trip.id));
  const phone = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...as.auth,
    body: { identifier: `eta-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: row!.vehicle },
  });
  return { trip, phone: phone.body, vehicle: row!.vehicle };
}

/** An OsmAnd ping `south` metres south of the first stop, at an instant. */
const ping = (phone: DeviceWithSecret, south: number, at: number, accuracy = 5) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${phone.identifier}&key=${phone.secret}&lat=${(LATITUDES[0]! - south * METRE).toFixed(7)}&lon=36.82&timestamp=${Math.floor(at / 1000)}&accuracy=${accuracy}`,
  ).then((response) => expect(response.status).toBe(200));

/**
 * Three completed trips of the days before over the same bus stops, at this hour: 4 minutes'
 * drive from the first stop to the second, 1 at the second, 5 on to the third.
 */
async function history(of: TestTrip, as: SignedIn = school) {
  const busStops = await t.database.db
    .select({ id: tripStops.bus_stop_id })
    .from(tripStops)
    .where(eq(tripStops.trip_id, of.id))
    .orderBy(tripStops.sequence);
  for (const daysAgo of [1, 2, 3]) {
    const day = new Date(now - daysAgo * 24 * 60 * MINUTE);
    const past = await fixtures.trip(as, {
      date: dateAt(day.getTime()),
      status: STATUS.completed,
    });
    const start = day.getTime() - 2 * MINUTE;
    const times: [number, number][] = [
      [start, start],
      [start + 4 * MINUTE, start + 5 * MINUTE],
      [start + 10 * MINUTE, start + 10 * MINUTE],
    ];
    for (const [i, stop] of past.stops.entries()) {
      await t.database.db
        .update(tripStops)
        .set({ bus_stop_id: busStops[i]!.id })
        .where(eq(tripStops.id, stop.id));
      for (const [type, at] of [
        [EVENT.arrived, times[i]![0]],
        [EVENT.departed, times[i]![1]],
      ] as const) {
        await t.database.db.insert(tripEvents).values({
          tenant_id: as.tenantId,
          trip_id: past.id,
          event_type: type,
          trip_stop_id: stop.id,
          event_time: new Date(at),
        });
      }
    }
  }
}

const etaOf = (trip: string, as: SignedIn = school) =>
  t.request<TripEta>('GET', `/transport/trips/${trip}/eta/`, as.auth);

describe('ETAs of a trip under way', () => {
  it("estimates the remaining stops from the bus's progress and the school's past trips", async () => {
    const { trip, phone } = await runningTrip();
    await history(trip);
    // At the first stop, then off (departed at 50 m), then halfway to the second.
    const left = now - MINUTE;
    await ping(phone, 0, left - 10_000);
    await ping(phone, 60, left);
    await ping(phone, 550, left + 2 * MINUTE);
    const { status, body } = await etaOf(trip.id);
    expect(status).toBe(200);
    expect(body.stops.map((stop) => [stop.trip_stop, stop.basis])).toEqual([
      [trip.stops[1]!.id, 'learned'],
      [trip.stops[2]!.id, 'learned'],
    ]);
    // Halfway along a 4-minute drive, on time so far: 2 minutes on; then 1 at the stop and 5 more.
    const eta = body.stops.map((stop) => (Date.parse(stop.eta) - (left + 2 * MINUTE)) / MINUTE);
    expect(eta[0]).toBeGreaterThan(1.7);
    expect(eta[0]).toBeLessThan(2.3);
    expect(eta[1]! - eta[0]!).toBeGreaterThan(5.5);
    expect(eta[1]! - eta[0]!).toBeLessThan(6.5);
    expect(body.from_position_at).toBe(new Date(Math.floor((left + 2 * MINUTE) / 1000) * 1000).toISOString());
    expect(body.delay_seconds).toBe(
      Math.round((Date.parse(body.stops[0]!.eta) - Date.parse(body.stops[0]!.planned)) / 1000),
    );
  });

  it('follows the schedule where the school has no past trips over the stops', async () => {
    const { trip, phone } = await runningTrip();
    await ping(phone, 0, now - 20_000);
    const { body } = await etaOf(trip.id);
    expect(body.stops.map((stop) => stop.basis)).toEqual(['schedule', 'schedule']);
    // At the first stop after its time: it leaves now, and the schedule's 10 minutes to each next stop.
    const at = Math.floor((now - 20_000) / 1000) * 1000;
    expect(body.stops.map((stop) => (Date.parse(stop.eta) - at) / MINUTE)).toEqual([10, 20]);
    expect(body.delay_seconds).toBe(
      Math.round((Date.parse(body.stops[0]!.eta) - Date.parse(body.stops[0]!.planned)) / 1000),
    );
  });

  it("answers 404 for a trip not under way, one whose bus has not sent a position, and another school's", async () => {
    const scheduled = await fixtures.trip(school);
    expect(await etaOf(scheduled.id)).toMatchObject({
      status: 404,
      body: { detail: 'This trip is not under way' },
    });
    const { trip } = await runningTrip();
    expect(await etaOf(trip.id)).toMatchObject({
      status: 404,
      body: { detail: 'The bus of this trip has not sent its position yet' },
    });
  });

  it('comes on the live stream as the bus moves', async () => {
    const { trip, phone } = await runningTrip();
    const viewer = await openLive(t.url, liveHeaders(school));
    try {
      await viewer.next((event) => event.event === 'snapshot');
      await ping(phone, 300, now);
      const { data } = await viewer.next(
        (event) => event.event === 'etas' && event.data.some((eta: TripEta) => eta.trip === trip.id),
      );
      const eta = (data as TripEta[]).find((one) => one.trip === trip.id)!;
      expect(eta.stops.map((stop) => stop.title)).toEqual([trip.stops[1]!.title, trip.stops[2]!.title]);
    } finally {
      viewer.close();
    }
  });
});

describe("the school's pace today", () => {
  /** Another bus of the school today over the trip's bus stops, reaching and leaving them at these minutes ago. */
  async function busToday(as: SignedIn, of: TestTrip, visits: [number, number][]) {
    const busStops = await t.database.db
      .select({ id: tripStops.bus_stop_id })
      .from(tripStops)
      .where(eq(tripStops.trip_id, of.id))
      .orderBy(tripStops.sequence);
    // Planned 5 minutes apart; under way still, so not yet among the trips learned from.
    const times = [45, 40, 35].map((minutes) => clockAt(now - minutes * MINUTE));
    const other = await fixtures.trip(as, { status: STATUS.active, times });
    for (const [i, stop] of other.stops.entries()) {
      await t.database.db
        .update(tripStops)
        .set({ bus_stop_id: busStops[i]!.id })
        .where(eq(tripStops.id, stop.id));
      for (const [type, minutesAgo] of [
        [EVENT.arrived, visits[i]![0]],
        [EVENT.departed, visits[i]![1]],
      ] as const) {
        await t.database.db.insert(tripEvents).values({
          tenant_id: as.tenantId,
          trip_id: other.id,
          event_type: type,
          trip_stop_id: stop.id,
          event_time: new Date(now - minutesAgo * MINUTE),
        });
      }
    }
  }

  it("stretches a trip's ETAs by the school's other buses today, never by another school's", async () => {
    const [calm, slow] = [await signedInAs(t), await signedInAs(t)];
    const minutesLeft: number[] = [];
    const running = [];
    for (const as of [calm, slow]) {
      await fixtures.setTimeZone(as, 'UTC');
      const one = await runningTrip(as);
      await history(one.trip, as);
      running.push(one);
    }
    // The slow school's other bus: 12 and 15 minutes for the 4 and 5 its trips have taken.
    await busToday(slow, running[1]!.trip, [
      [41, 40],
      [28, 27],
      [12, 12],
    ]);
    for (const [i, as] of [calm, slow].entries()) {
      const { trip, phone } = running[i]!;
      // Just off the first stop, 80 m along 1.1 km: its own pace says nothing yet.
      await ping(phone, 0, now - 40_000);
      await ping(phone, 60, now - 30_000);
      await ping(phone, 80, now - 20_000);
      const { body } = await etaOf(trip.id, as);
      minutesLeft.push((Date.parse(body.stops[0]!.eta) - Date.parse(body.from_position_at)) / MINUTE);
    }
    // The rest of a 4-minute drive (and the last 40 m to the stop), at pace 1: the slow school's
    // bus does not count for another school.
    expect(minutesLeft[0]).toBeGreaterThan(3.6);
    expect(minutesLeft[0]).toBeLessThan(4.1);
    // At the school's pace: 27 minutes where 9 were learned, against an hour of pace 1 (1.26).
    expect(minutesLeft[1]! / minutesLeft[0]!).toBeGreaterThan(1.2);
    expect(minutesLeft[1]! / minutesLeft[0]!).toBeLessThan(1.32);
  });
});

describe("a trip's trail", () => {
  it("lists the trip's good positions, oldest first, without the vague ones", async () => {
    const { trip, phone } = await runningTrip();
    await ping(phone, 100, now - 30_000);
    await ping(phone, 300, now - 20_000, 500);
    await ping(phone, 200, now - 25_000);
    const { status, body } = await t.request<{ results: { time: string; latitude: number }[] }>(
      'GET',
      `/transport/trips/${trip.id}/positions/`,
      school.auth,
    );
    expect(status).toBe(200);
    expect(body.results.map((point) => Math.round((LATITUDES[0]! - point.latitude) / METRE))).toEqual([
      100, 200,
    ]);
  });
});

describe("the run sheet's positions", () => {
  const position = (seconds: number, south = 0) => ({
    time: new Date(now - seconds * 1000).toISOString(),
    latitude: LATITUDES[0]! - south * METRE,
    longitude: 36.82,
    accuracy: 6,
  });
  const post = (as: SignedIn, trip: string, body: unknown) =>
    t.request<{ stored: number }>('POST', `/transport/trips/${trip}/positions/`, { ...as.auth, body });

  it("stores the driver's phone's positions as the vehicle's, through a device of its own", async () => {
    const driver = await fixtures.crew(school, 401);
    const { trip, vehicle } = await runningTrip(school, { driver: driver.personId });
    expect(await post(driver, trip.id, { positions: [position(20), position(10, 80)] })).toMatchObject({
      status: 200,
      body: { stored: 2 },
    });
    // Sent again (a phone that did not hear the answer): stored once.
    expect(await post(driver, trip.id, { positions: [position(10, 80)] })).toMatchObject({
      body: { stored: 0 },
    });
    const [device] = await t.database.db
      .select()
      .from(devices)
      .where(eq(devices.identifier, `run-sheet-${vehicle}`));
    expect(device).toMatchObject({ tenant_id: school.tenantId, vehicle_id: vehicle, kind: 1 });
    const trail = await t.request<{ results: unknown[] }>(
      'GET',
      `/transport/trips/${trip.id}/positions/`,
      driver.auth,
    );
    expect(trail.body.results).toHaveLength(2);
    // Arrived at the first stop and left it, from the phone's positions.
    const events = await t.database.db
      .select({ type: tripEvents.event_type, automatic: tripEvents.automatic })
      .from(tripEvents)
      .where(and(eq(tripEvents.trip_id, trip.id), eq(tripEvents.trip_stop_id, trip.stops[0]!.id)));
    expect(events.map((event) => event.type).sort()).toEqual([EVENT.arrived, EVENT.departed].sort());

    // The office revokes the run sheet's device on the Devices screen: its positions are no longer taken.
    expect(await t.request('POST', `/transport/devices/${device!.id}/revoke/`, school.auth)).toMatchObject({
      status: 200,
    });
    expect(await post(driver, trip.id, { positions: [position(5, 300)] })).toMatchObject({
      body: { stored: 0 },
    });
  });

  it('refuses a trip not under way, another crew member, and positions out of range', async () => {
    const driver = await fixtures.crew(school, 401);
    const other = await fixtures.crew(school, 401);
    const { trip } = await runningTrip(school, { driver: driver.personId });
    expect(await post(other, trip.id, { positions: [position(5)] })).toMatchObject({ status: 403 });
    const done = await fixtures.trip(school, { status: STATUS.completed, driver: driver.personId });
    expect(await post(driver, done.id, { positions: [position(5)] })).toMatchObject({
      status: 409,
      body: { detail: 'This trip is not under way' },
    });
    const bad = { ...position(5), latitude: 95, heading: 400, time: 'yesterday' };
    expect(await post(driver, trip.id, { positions: [bad] })).toMatchObject({
      status: 400,
      body: {
        'positions.0.latitude': ['Latitude must be a number from -90 to 90'],
        'positions.0.heading': ['Heading must be a number from 0 to 360'],
        'positions.0.time': ['The time of the position is not a valid date and time'],
      },
    });
    expect(await post(driver, trip.id, { positions: [] })).toMatchObject({ status: 400 });
    const trail = await t.request<{ results: unknown[] }>(
      'GET',
      `/transport/trips/${trip.id}/positions/`,
      driver.auth,
    );
    expect(trail.body.results).toHaveLength(0);
  });
});
