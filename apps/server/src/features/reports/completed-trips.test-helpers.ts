import crypto from 'node:crypto';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
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
