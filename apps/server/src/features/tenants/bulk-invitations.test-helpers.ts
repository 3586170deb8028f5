import { expect } from 'vitest';
import { BULK_INVITE_PATH } from '@app/shared/invitations/bulk-invitation.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { routeNetwork } from '../journeys/route-network.test-helpers';
import { day, peopleRecords } from '../students/people.test-helpers';

/**
 * The groups a bulk invitation names, made through the API: a route whose riders are assigned to
 * it, and a grade level with two streams in the current academic period (a past period's enrolment
 * does not count). `family` makes a student of a group with their guardians linked.
 */
export function bulkFixtures(t: TestApp) {
  const people = peopleRecords(t);
  const network = routeNetwork(t);
  return {
    people,
    async school(as: SignedIn) {
      const period = await people.period(as, day(-30), day(60));
      const journey = await network.journey(as, { academic_period: period });
      const stop = await network.stop(as, journey.id, 'Kasarani Gate', 1, '07:10');
      const past = await people.period(as, day(-400), day(-40));
      const grade = await people.gradeLevel(as);
      const [east, west] = [await people.stream(as, grade), await people.stream(as, grade)];
      const otherGrade = await people.stream(as, await people.gradeLevel(as));
      return { route: journey.id, stop: stop.id, period, past, grade, east, west, otherGrade };
    },
    /** A student (enrolled in `stream` of `period` when given) with their guardians linked. */
    async family(
      as: SignedIn,
      options: { period?: string; stream?: string; route?: { id: string; stop: string } },
      guardians: string[],
    ): Promise<string> {
      const enrolment = options.stream ? { academic_period: options.period, stream: options.stream } : {};
      const student = await people.student(as, enrolment);
      for (const guardian of guardians) {
        const linked = await t.request('POST', '/students/guardians/', {
          ...as.auth,
          body: { student: student.id, guardian, relationship: 1 },
        });
        expect(linked.status, JSON.stringify(linked.body)).toBe(201);
      }
      if (options.route)
        await network.assign(as, {
          student: student.id,
          journey: options.route.id,
          pick: options.route.stop,
        });
      return student.id;
    },
    invite: (as: SignedIn, body: Record<string, unknown>) =>
      t.request('POST', BULK_INVITE_PATH, { ...as.auth, body }),
  };
}
