import { describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { familyFixtures } from '../src/features/family/family.test-helpers';
import { appWithSchool, signedInAs } from './factories';

/**
 * Tenant isolation of the family calls (issue 23 §4), beside tenant-isolation.test.ts (the record
 * calls): a guardian of school B, whatever ids they send, reads and changes nothing of school A's.
 */
const { t, school: schoolA } = await appWithSchool();
const schoolB = await signedInAs(t);
const f = familyFixtures(t);

describe('tenant isolation: the family calls', () => {
  it("answers 404 to school B's guardian for school A's child, trip and absence, and lists B's own only", async () => {
    const child = (await f.people.student(schoolA)).id;
    const trip = await f.trips.trip(schoolA, { status: STATUS.active });
    await f.rides(trip, child);
    const guardianA = await f.guardian(schoolA);
    await f.link(schoolA, child, guardianA.guardian);
    const guardianB = await f.guardian(schoolB);
    const absence = { date: await f.trips.today(schoolA), part: 'both' };
    const made = await t.request<{ id: string }>('POST', FAMILY_PATHS.absences(child), {
      ...guardianA.auth,
      body: absence,
    });
    expect(made.status).toBe(201);
    const reads = [
      FAMILY_PATHS.childTrips(child),
      FAMILY_PATHS.childHistory(child),
      FAMILY_PATHS.absences(child),
      `${FAMILY_PATHS.live(trip.id)}?child=${child}`,
    ];
    for (const path of reads) expect((await t.request('GET', path, guardianB.auth)).status, path).toBe(404);
    const post = await t.request('POST', FAMILY_PATHS.absences(child), { ...guardianB.auth, body: absence });
    const gone = await t.request('DELETE', FAMILY_PATHS.absence(child, made.body.id), guardianB.auth);
    expect([post.status, gone.status]).toEqual([404, 404]);
    expect((await t.request('GET', FAMILY_PATHS.children, guardianB.auth)).body).toEqual({ results: [] });
    // A's guardian still has the child, the absence and the trip.
    expect((await t.request('GET', FAMILY_PATHS.absences(child), guardianA.auth)).body).toMatchObject({
      results: [{ id: made.body.id, part: 'both' }],
    });
    const trips = await t.request<{ trips: { trip: string }[] }>(
      'GET',
      FAMILY_PATHS.childTrips(child),
      guardianA.auth,
    );
    expect(trips.body.trips.map((row) => row.trip)).toEqual([trip.id]);
  });
});
