import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { appWithSchool } from '../../../test/factories';
import { liveHeaders, openLive, type LiveEvent } from '../../../test/live-stream';
import { auditLog } from '../audit-log/audit-log.table';
import type { TestTrip } from '../trip-events/trips.test-helpers';
import { trips } from '../trips/trips.table';
import { call, familyFixtures, type TestGuardian } from './family.test-helpers';

// The family's live bus (issue 23 §2, §4): that trip's bus alone and the ETA at the child's stop,
// only while the trip is active and the child rides it; the stream ends with the trip.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
let mother: TestGuardian;
let amani: string;
let baraka: string;

beforeAll(async () => {
  await f.calendar(school);
  mother = await f.guardian(school);
  const baba = await f.guardian(school);
  amani = (await f.people.student(school, { first_name: 'Amani' })).id;
  baraka = (await f.people.student(school, { first_name: 'Baraka' })).id;
  await f.link(school, amani, mother.guardian);
  await f.link(school, baraka, baba.guardian);
});

/** A trip the child rides, its bus with a tracker. */
async function tripWithBus(child: string, status: number = STATUS.active) {
  const trip = await f.trips.trip(school, { status });
  await f.rides(trip, child);
  const [row] = await t.database.db
    .select({ vehicle: trips.vehicle_id })
    .from(trips)
    .where(eq(trips.id, trip.id));
  const device = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...school.auth,
    body: { identifier: `family-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: row!.vehicle },
  });
  return { trip, device: device.body };
}
/** A fix `secondsAgo` before now (two pings of one second would be one position). */
const ping = (device: DeviceWithSecret, lat: number, secondsAgo = 0) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${device.identifier}&key=${device.secret}&lat=${lat}&lon=36.8219&speed=8&bearing=180&timestamp=${Math.floor(Date.now() / 1000) - secondsAgo}`,
  ).then((response) => expect(response.status).toBe(200));
const livePath = (trip: TestTrip, child: string) => `/api${FAMILY_PATHS.live(trip.id)}?child=${child}`;
const positionAt = (lat: number) => (event: LiveEvent) =>
  event.event === 'position' && event.data.latitude === lat;

describe('GET /family/trips/{id}/live/', () => {
  it("streams the child's bus and the ETA at their stop, nothing of another bus, and ends with the trip", async () => {
    const ours = await tripWithBus(amani);
    const theirs = await tripWithBus(baraka);
    await ping(ours.device, -1.301, 4);
    const viewer = await openLive(t.url, liveHeaders(mother), livePath(ours.trip, amani));
    const first = await viewer.next(positionAt(-1.301));
    expect(Object.keys(first.data).sort()).toEqual(['heading', 'latitude', 'longitude', 'speed', 'time']);
    await ping(theirs.device, -1.4);
    await ping(ours.device, -1.3008);
    await viewer.next(positionAt(-1.3008));
    const eta = await viewer.next((event) => event.event === 'eta');
    expect(eta.data).toMatchObject({ trip_stop: ours.trip.stops[0]!.id, eta: expect.any(String) });
    expect(eta.data.minutes).toBeGreaterThanOrEqual(0);
    expect(viewer.events.map((event) => event.data.latitude)).not.toContain(-1.4);
    const done = await t.request('PATCH', `/transport/trips/${ours.trip.id}/`, {
      ...school.auth,
      body: { status: STATUS.completed, empty_bus_checked: true },
    });
    expect(done.status).toBe(200);
    const end = await viewer.next((event) => event.event === 'end', 12_000);
    expect(end.data).toEqual({ status: STATUS.completed });
    viewer.close();
    const views = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, amani));
    expect(views.map((entry) => entry.changes)).toContainEqual({ live: { new: ours.trip.id } });
  }, 20_000);

  it("answers 404 for a trip that is not active, one the child does not ride, or another family's child", async () => {
    const scheduled = await tripWithBus(amani, STATUS.scheduled);
    const completed = await tripWithBus(amani, STATUS.completed);
    const theirs = await tripWithBus(baraka);
    const cases = [
      livePath(scheduled.trip, amani),
      livePath(completed.trip, amani),
      livePath(theirs.trip, amani),
      livePath(theirs.trip, baraka),
    ];
    for (const path of cases) {
      const response = await fetch(`${t.url}${path}`, { headers: liveHeaders(mother) });
      expect(response.status, path).toBe(404);
    }
    const missing = await call(t, mother, 'GET', FAMILY_PATHS.live(theirs.trip.id));
    expect(missing.status).toBe(400);
  });
});
