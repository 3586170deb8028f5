import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { routeNetwork } from '../src/features/journeys/route-network.test-helpers';
import { call, familyFixtures, type TestGuardian } from '../src/features/family/family.test-helpers';
import type { TestTrip } from '../src/features/trip-events/trips.test-helpers';
import { appWithSchool } from './factories';
import { openApiOperations, queryParameters, type WalkedOperation } from './route-walk';

// A child's home location (issue 24, DESIGN §8) is read by the school's staff one student at a time:
// every GET the app documents, the office's and the family's, is called about a child whose home is
// known, with every id of the fixture in its path; only the student's own read may answer the degrees.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);

const HOME = { home_latitude: -1.2864123, home_longitude: 36.8172456 };
/** How the degrees could be written in any answer: as numbers, or as the column's text. */
const DEGREES = ['1.2864123', '36.8172456'];

let child: string;
let guardian: TestGuardian;
let trip: TestTrip;
/** Ids a path may name: the child, the guardian, the trip, its route, the link, the assignment. */
let ids: string[];
/** Values for the query parameters a call cannot do without. */
let required: Record<string, string>;

beforeAll(async () => {
  child = (await f.people.student(school, { first_name: 'Siri', ...HOME })).id;
  guardian = await f.guardian(school);
  await f.link(school, child, guardian.guardian);
  trip = await f.trips.trip(school, { status: STATUS.active });
  await f.rides(trip, child);
  const stop = await routeNetwork(t).stop(school, trip.journey, 'Siri Gate', 1, '07:10');
  const assignment = await t.request('POST', '/transport/student-journeys/', {
    ...school.auth,
    body: { student: child, journey: trip.journey, pick_point: stop.id, drop_point: null },
  });
  expect(assignment.status).toBe(201);
  const links = await t.request('GET', `/students/guardians/?student=${child}`, school.auth);
  ids = [child, guardian.guardian, trip.id, trip.journey, assignment.body.id, links.body.results[0].id];
  const today = await f.trips.today(school);
  required = { trip: trip.id, start_date: today, end_date: today, date: today, child };
});

/** The calls to make: every documented GET but the streams, each of its paths with each id. */
function calls(): { operation: WalkedOperation; path: string }[] {
  const gets = openApiOperations(t.app).filter(
    (operation) =>
      operation.method === 'GET' &&
      !JSON.stringify(operation.operation).includes('text/event-stream') &&
      !operation.path.includes('/operator/'),
  );
  return gets.flatMap((operation) => {
    const query = new URLSearchParams();
    for (const parameter of queryParameters(operation.operation))
      if (parameter.required && required[parameter.name])
        query.set(parameter.name, required[parameter.name]!);
    const suffix = query.size ? `?${query}` : '';
    const paths = operation.path.includes('{')
      ? ids.map((id) => operation.path.replace(/\{\w+\}/g, id).replace(/^\/api/, ''))
      : [operation.concrete];
    return paths.map((path) => ({ operation, path: `${path}${suffix}` }));
  });
}

describe("a child's home location", () => {
  it("is answered by the student's own read", async () => {
    const read = await t.request('GET', studentsResource.itemPath(child), school.auth);
    expect(read).toMatchObject({ status: 200, body: HOME });
  });

  it('is in no other answer of the office or of the family, and in nothing a guardian reads', async () => {
    const own = studentsResource.itemPath(child);
    const leaks: string[] = [];
    let answered = 0;
    for (const { path } of calls()) {
      for (const [who, as] of [
        ['office', school],
        ['guardian', guardian],
      ] as const) {
        if (who === 'office' && path.startsWith(own)) continue;
        const response = await call(t, as, 'GET', path);
        if (response.status === 200) answered++;
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
        if (DEGREES.some((degrees) => text.includes(degrees))) leaks.push(`${who} ${path}`);
        // A guardian's answers do not even name the fields.
        if (who === 'guardian' && /home_(latitude|longitude)/.test(text))
          leaks.push(`${who} ${path} (field)`);
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached the lists, the child's trips and the family's calls, not only refusals.
    expect(answered).toBeGreaterThan(40);
    for (const path of [
      FAMILY_PATHS.children,
      FAMILY_PATHS.childTrips(child),
      FAMILY_PATHS.childHistory(child),
    ])
      expect((await call(t, guardian, 'GET', path)).status, path).toBe(200);
    for (const path of ['/students/', `/transport/trips/${trip.id}/`, '/transport/student-journeys/'])
      expect((await call(t, school, 'GET', path)).status, path).toBe(200);
  });
});
