import { expect } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { guardiansResource, type Guardian } from '@app/shared/guardians/guardian.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';

/** A day counted from today (UTC, the test schools' time zone), as YYYY-MM-DD. */
export function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Records of a school made through the API, each with numbers no other of the file uses. */
export function peopleRecords(t: TestApp) {
  let serial = 0;
  const created = async (path: string, as: SignedIn, body: Record<string, unknown>) => {
    const response = await t.request('POST', path, { ...as.auth, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  return {
    async period(as: SignedIn, start_date: string, end_date: string): Promise<string> {
      return (
        await created(academicPeriodsResource.path, as, { title: `Period ${++serial}`, start_date, end_date })
      ).id;
    },
    async gradeLevel(as: SignedIn): Promise<string> {
      const n = ++serial;
      return (await created(gradeLevelsResource.path, as, { title: `Grade ${n}`, short_title: `G${n}` }))
        .es_grade_level;
    },
    async stream(as: SignedIn, grade_level: string): Promise<string> {
      const n = ++serial;
      return (
        await created(streamsResource.path, as, {
          title: `Stream ${n}`,
          grade_level,
          short_title: `S${n}`,
          student_capacity: 40,
        })
      ).id;
    },
    async student(as: SignedIn, body: Record<string, unknown> = {}): Promise<Student> {
      return created(studentsResource.path, as, {
        admission_number: `A-${++serial}`,
        first_name: 'Baraka',
        last_name: 'Mutua',
        gender: 1,
        date_of_birth: '2015-04-12',
        ...body,
      });
    },
    async guardian(as: SignedIn, body: Record<string, unknown> = {}): Promise<Guardian> {
      return created(guardiansResource.path, as, {
        first_name: 'Wanjiku',
        last_name: 'Kariuki',
        mobile_number: `0722${String(++serial).padStart(6, '0')}`,
        ...body,
      });
    },
  };
}
