import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool } from '../../../test/factories';

// The Students list's enrolment filters (academic_period, grade_level, stream): a period's own
// enrolments, else each student's current one. Each filter alone and together, over real SQL.
const { t, school } = await appWithSchool();

async function create(path: string, body: object): Promise<Record<string, string>> {
  const response = await t.request('POST', path, { ...school.auth, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const year = new Date().getUTCFullYear();
const lastYear = (
  await create(academicPeriodsResource.path, {
    title: `Year ${year - 1}`,
    start_date: `${year - 1}-01-01`,
    end_date: `${year - 1}-12-31`,
  })
).id!;
const thisYear = (
  await create(academicPeriodsResource.path, {
    title: `Year ${year}`,
    start_date: `${year}-01-01`,
    end_date: `${year}-12-31`,
  })
).id!;
const grade4 = (await create(gradeLevelsResource.path, { title: 'Grade 4', short_title: 'G4' }))
  .es_grade_level!;
const grade5 = (await create(gradeLevelsResource.path, { title: 'Grade 5', short_title: 'G5' }))
  .es_grade_level!;
const stream = async (title: string, grade_level: string) =>
  (await create(streamsResource.path, { title, grade_level, short_title: title, student_capacity: 30 })).id!;
const north = await stream('North', grade4);
const south = await stream('South', grade5);

let serial = 0;
async function student(first_name: string, enrolments: [string, string][]): Promise<void> {
  const [first, ...later] = enrolments;
  const created = await create(studentsResource.path, {
    admission_number: `F-${++serial}`,
    first_name,
    last_name: 'Mutua',
    gender: 1,
    date_of_birth: '2015-05-03',
    ...(first && { academic_period: first[0], stream: first[1] }),
  });
  for (const [academic_period, enrolledIn] of later) {
    const moved = await t.request('PUT', studentsResource.itemPath(created.id!), {
      ...school.auth,
      body: { ...created, academic_period, stream: enrolledIn },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}
// Amina moved up a grade this year; Baraka is in Grade 4 this year; Chege is enrolled nowhere.
await student('Amina', [
  [lastYear, north],
  [thisYear, south],
]);
await student('Baraka', [[thisYear, north]]);
await student('Chege', []);

async function names(query: Record<string, string>): Promise<string[]> {
  const response = await t.request(
    'GET',
    `${studentsResource.path}?${new URLSearchParams(query)}`,
    school.auth,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results.map((row: { first_name: string }) => row.first_name);
}

describe('students list filters', () => {
  it('narrows by the current enrolment without a period', async () => {
    expect(await names({ grade_level: grade5 })).toEqual(['Amina']);
    expect(await names({ grade_level: grade4 })).toEqual(['Baraka']);
    expect(await names({ stream: north })).toEqual(['Baraka']);
    expect(await names({ stream: south, grade_level: grade5 })).toEqual(['Amina']);
  });

  it("narrows by a period's own enrolments", async () => {
    expect(await names({ academic_period: thisYear })).toEqual(['Amina', 'Baraka']);
    expect(await names({ academic_period: lastYear })).toEqual(['Amina']);
    expect(await names({ academic_period: lastYear, grade_level: grade4 })).toEqual(['Amina']);
    expect(await names({ academic_period: lastYear, stream: south })).toEqual([]);
  });

  it('matches nobody for a value that is not an id, and everybody without filters', async () => {
    expect(await names({ stream: 'north' })).toEqual([]);
    expect(await names({})).toEqual(['Amina', 'Baraka', 'Chege']);
  });
});
