import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { tenants } from '../../db/schema';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { PING_SOURCE } from '../positions/ping';
import { POSITION_FLAG, positions } from '../positions/positions.table';
import { builderFixtures, type ReportRoute, type ReportTrip } from './report-builder.test-helpers';

/**
 * The week of 2 to 6 March 2026 of a school in Nairobi, for Fleet Analytics and Cost Analysis: what
 * the fleet ran, read and carried, and around it what must not count (a trip still running, a
 * cancelled one, one of the next week, another school's).
 *
 * | route    | date  | status    | vehicle    | odometer    | boarded              |
 * | CA-NORTH | 03-02 | completed | A (40)     | 1000-1040   | s1, s2, s3, s1 again |
 * | CA-NORTH | 03-03 | completed | A          | 1040-1075   | s1                   |
 * | CA-SOUTH | 03-04 | completed | A          | 1075-(none) | s2, s4               |
 * | CA-SOUTH | 03-02 | completed | B (20)     | 500-520     | nobody               |
 * | CA-SOUTH | 03-05 | active    | B          | 520-(none)  | s5                   |
 * | CA-NORTH | 03-06 | cancelled | C (30)     |             |                      |
 * | CA-NORTH | 03-09 | completed | A          | 1075-1200   | s6                   |
 */
export async function completedTrips(t: TestApp, school: SignedIn) {
  const fixtures = builderFixtures(t);
  const { trip, event } = fixtures;
  await fixtures.settings(school, { time_zone: 'Africa/Nairobi' });
  const [a, b, c] = [
    await fixtures.vehicle(school, 40, 'CA-A'),
    await fixtures.vehicle(school, 20, 'CA-B'),
    await fixtures.vehicle(school, 30, 'CA-C'),
  ];
  const north = await fixtures.route(school, { code: 'CA-NORTH', vehicle: a.id });
  const south = await fixtures.route(school, { code: 'CA-SOUTH', vehicle: a.id });
  const [s1, s2, s3, s4, s5, s6] = Array.from({ length: 6 }, () => crypto.randomUUID());
  const boarded = async (run: ReportTrip, date: string, students: (string | undefined)[], as = school) => {
    for (const [i, student] of students.entries())
      await event(as, run, 3, `${date}T04:1${i}:00Z`, { sequence: 1, student });
  };

  await boarded(await trip(school, north, '2026-03-02', { odometer: [1000, 1040] }), '2026-03-02', [
    s1,
    s2,
    s3,
    s1,
  ]);
  await boarded(await trip(school, north, '2026-03-03', { odometer: [1040, 1075] }), '2026-03-03', [s1]);
  await boarded(await trip(school, south, '2026-03-04', { odometer: [1075, null] }), '2026-03-04', [s2, s4]);
  await trip(school, south, '2026-03-02', { vehicle: b.id, odometer: [500, 520] });
  const running = await trip(school, south, '2026-03-05', {
    vehicle: b.id,
    status: 2,
    odometer: [520, null],
  });
  await boarded(running, '2026-03-05', [s5]);
  await trip(school, north, '2026-03-06', { vehicle: c.id, status: 4 });
  await boarded(await trip(school, north, '2026-03-09', { odometer: [1075, 1200] }), '2026-03-09', [s6]);

  // Another school's completed trip of the same week, long and full.
  const other = await signedInAs(t);
  const theirs = await fixtures.route(other, { code: 'CA-NORTH' });
  const theirTrip = await trip(other, theirs, '2026-03-03', { odometer: [0, 900] });
  await boarded(theirTrip, '2026-03-03', [s1, s2], other);

  return { fixtures, vehicles: { a, b, c }, routes: { north, south }, other };
}

/** A school of `count` routes, each with a vehicle of its own and one completed trip of i km on 2 March. */
export async function manyRoutes(
  t: TestApp,
  count: number,
): Promise<{ school: SignedIn; routes: ReportRoute[] }> {
  const fixtures = builderFixtures(t);
  const school = await signedInAs(t);
  const routes: ReportRoute[] = [];
  for (let i = 1; i <= count; i++) {
    const code = `MR-${String(i).padStart(2, '0')}`;
    const vehicle = await fixtures.vehicle(school, 40, code);
    const route = await fixtures.route(school, { code, vehicle: vehicle.id, times: [] });
    await fixtures.trip(school, route, '2026-03-02', { odometer: [0, i] });
    routes.push(route);
  }
  return { school, routes };
}

/** 0.01° of latitude (plane-distance.ts: 111,320 m a degree), the step of the fixes below. */
const STEP = 0.01;

/**
 * The week of 16 to 20 March 2026 of the same school, for distances its positions measured (issue 22
 * §2): vehicle CA-G's completed trips, fixed along the meridian 36.8° E from 1.30° S northwards, so
 * that each step of 0.01° of latitude is 1,113.2 m.
 *
 * | route    | date  | odometer    | good fixes                                                   | distance          |
 * | CA-NORTH | 03-16 | none        | 11 a minute apart (10 steps), and flagged ones between       | 11.1 km by GPS    |
 * | CA-NORTH | 03-17 | 2000-2030   | 6 (5 steps: 5.6 km)                                          | 30 km, odometer   |
 * | CA-SOUTH | 03-18 | 2030-(none) | phone: 6 (5 steps, one over a 28-minute gap); tracker: 3     | 5.6 km by GPS     |
 * |          |       |             | (2 steps of 0.05°: 11.1 km)                                  | (the most fixes)  |
 * | CA-SOUTH | 03-19 | none        | 1, and flagged ones                                          | none              |
 * | CA-NORTH | 03-20 | none        | none                                                         | none              |
 *
 * Another school's position on the first trip's device and trip, far away, is never counted; their
 * own CA-NORTH trip of 03-17, without readings, has 3 fixes (2 steps: 2.2 km).
 */
export async function measuredTrips(
  t: TestApp,
  school: SignedIn,
  week: Awaited<ReturnType<typeof completedTrips>>,
) {
  const { fixtures, routes, other } = week;
  const { north, south } = routes;
  // March is past the 90 days a school keeps positions by default, and the server's upkeep (at its
  // start, and hourly) deletes what is past every school's retention: both schools keep ten years,
  // so an upkeep that runs late, on a busy machine, deletes none of these.
  await t.database.db
    .update(tenants)
    .set({ position_retention_days: 3650 })
    .where(inArray(tenants.id, [school.tenantId, other.tenantId]));
  const g = await fixtures.vehicle(school, 30, 'CA-G');
  const trip = (route: ReportRoute, date: string, odometer?: [number | null, number | null]) =>
    fixtures.trip(school, route, date, { vehicle: g.id, odometer });
  type Fix = { minute: number; steps: number; flags?: number; tenant?: string };
  /** One device's fixes of a trip, `minute`s after 04:00 UTC of its date. */
  const fixed = (run: ReportTrip, date: string, fixes: Fix[], vehicle = g.id) => {
    const device = crypto.randomUUID();
    return t.database.db.insert(positions).values(
      fixes.map((fix) => ({
        tenant_id: fix.tenant ?? school.tenantId,
        device_id: device,
        vehicle_id: vehicle,
        trip_id: run.id,
        time: new Date(Date.parse(`${date}T04:00:00Z`) + fix.minute * 60_000),
        latitude: -1.3 + fix.steps * STEP,
        longitude: 36.8,
        source: PING_SOURCE.osmand,
        flags: fix.flags ?? 0,
      })),
    );
  };
  const along = (count: number) => Array.from({ length: count }, (_, i) => ({ minute: i, steps: i }));

  const monday = await trip(north, '2026-03-16');
  await fixed(monday, '2026-03-16', [
    ...along(11),
    // A fix of poor accuracy, an impossible jump, and another school's row on this device and trip.
    { minute: 2.5, steps: 50, flags: POSITION_FLAG.poorAccuracy },
    { minute: 4.5, steps: -50, flags: POSITION_FLAG.impossibleJump },
    { minute: 6.5, steps: 80, tenant: other.tenantId },
  ]);
  await fixed(await trip(north, '2026-03-17', [2000, 2030]), '2026-03-17', along(6));
  const wednesday = await trip(south, '2026-03-18', [2030, null]);
  await fixed(wednesday, '2026-03-18', [
    ...along(3),
    ...[30, 31, 32].map((minute, i) => ({ minute, steps: 3 + i })),
  ]);
  await fixed(
    wednesday,
    '2026-03-18',
    [0, 10, 20].map((minute, i) => ({ minute, steps: 5 * i })),
  );
  await fixed(await trip(south, '2026-03-19'), '2026-03-19', [
    { minute: 0, steps: 0 },
    { minute: 1, steps: 1, flags: POSITION_FLAG.poorAccuracy },
    { minute: 2, steps: 2, flags: POSITION_FLAG.impossibleJump },
  ]);
  await trip(north, '2026-03-20');

  const theirs = await fixtures.route(other, { code: 'CA-NORTH-GPS' });
  const theirTrip = await fixtures.trip(other, theirs, '2026-03-17');
  const theirFixes = along(3).map((fix) => ({ ...fix, tenant: other.tenantId }));
  await fixed(theirTrip, '2026-03-17', theirFixes, theirs.vehicle);
  return { vehicle: g };
}
