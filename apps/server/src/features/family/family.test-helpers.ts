import { eq, sql } from 'drizzle-orm';
import { GUARDIAN_PROFILE_TYPE, ROLE_IDS } from '@app/shared/accounts/roles';
import { profiles } from '../../db/schema';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';
import { calmZone, tripFixtures, type TestTrip } from '../trip-events/trips.test-helpers';
import { tripStops } from '../trips/trip-stops.table';

/** A guardian with their own account: their record's id, their profile signed in. */
export type TestGuardian = SignedIn & { guardian: string };

/**
 * Families of a school for the family tests: students and guardians made through the API, linked
 * by the office, each guardian signed in with a Guardian profile standing for their record (as an
 * accepted invitation leaves it), and trips written as generation would leave them.
 */
export function familyFixtures(t: TestApp) {
  const trips = tripFixtures(t);
  const people = peopleRecords(t);
  const fixtures = {
    trips,
    people,
    /** A guardian record of the school and its signed-in Guardian profile. */
    async guardian(school: SignedIn, body: Record<string, unknown> = {}): Promise<TestGuardian> {
      const record = await people.guardian(school, body);
      const signed = await signedInAs(t, { role: ROLE_IDS.guardian, tenantId: school.tenantId });
      // Before its first call, so that no process remembers the profile without its person.
      await t.database.db
        .update(profiles)
        .set({ profile_type: GUARDIAN_PROFILE_TYPE, person_id: record.id })
        .where(eq(profiles.id, signed.profileId));
      return { ...signed, guardian: record.id };
    },
    /**
     * The school's days for a test: its time zone one an hour or more from midnight now (calmZone, so
     * that "today" holds for the whole test), its today, and a day counted from it (YYYY-MM-DD).
     */
    async calendar(school: SignedIn): Promise<{ today: string; day: (offset: number) => string }> {
      await trips.setTimeZone(school, calmZone(['Africa/Nairobi']));
      const today = await trips.today(school);
      const day = (offset: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      return { today, day };
    },
    /** A link made by the office (Mother unless told). */
    async link(
      school: SignedIn,
      student: string,
      guardian: string,
      flags: Record<string, unknown> = {},
    ): Promise<void> {
      const response = await t.request('POST', '/students/guardians/', {
        ...school.auth,
        body: { student, guardian, relationship: 1, ...flags },
      });
      if (response.status !== 201)
        throw new Error(`link: ${response.status} ${JSON.stringify(response.body)}`);
    },
    /** The child boards at `pick` and leaves at `drop` (stop indexes of the trip), as generation puts them. */
    async rides(trip: TestTrip, student: string, pick = 0, drop = trip.stops.length - 1): Promise<void> {
      const add = (column: 'pick_students' | 'drop_students', stop: string) =>
        t.database.db
          .update(tripStops)
          .set({ [column]: sql`array_append(${tripStops[column]}, ${student}::uuid)` })
          .where(eq(tripStops.id, stop));
      await add('pick_students', trip.stops[pick]!.id);
      await add('drop_students', trip.stops[drop]!.id);
    },
  };
  return fixtures;
}

/** GET/POST/PUT/DELETE as a signed-in caller, answering status and body. */
export const call = (t: TestApp, as: SignedIn, method: string, path: string, body?: unknown) =>
  t.request<any>(method, path, { ...as.auth, ...(body === undefined ? {} : { body }) });
