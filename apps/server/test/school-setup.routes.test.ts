import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { DATE_MESSAGES } from '@app/shared/common/dates';
import { english } from '@app/shared/i18n/english';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { jobRolesResource } from '@app/shared/job-roles/job-role.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { appWithSchool, signedInAs } from './factories';

// School setup's own rules and every message of the spec (part 2 §5); the standard calls of these
// record types are covered for all of them by test/resources/.
const { t, school } = await appWithSchool();

const post = (path: string, body: unknown, as = school) => t.request('POST', path, { ...as.auth, body });

async function gradeLevel(title: string, as = school): Promise<string> {
  const created = await post(gradeLevelsResource.path, { title, short_title: title.slice(0, 3) }, as);
  expect(created.status).toBe(201);
  return created.body.es_grade_level;
}

describe('grade levels', () => {
  it('answers the spec messages for missing fields', async () => {
    expect(await post(gradeLevelsResource.path, {})).toMatchObject({
      status: 400,
      body: { title: ['Grade level name is required'], short_title: ['Short title is required'] },
    });
    expect(await post(gradeLevelsResource.path, { title: '  ', short_title: '' })).toMatchObject({
      status: 400,
      body: { title: ['Grade level name is required'], short_title: ['Short title is required'] },
    });
  });

  it('reads with es_grade_level as the id, in the body and the path', async () => {
    const id = await gradeLevel('Grade 1');
    const read = await t.request('GET', gradeLevelsResource.itemPath(id), school.auth);
    expect(read).toMatchObject({
      status: 200,
      body: { es_grade_level: id, title: 'Grade 1', short_title: 'Gra' },
    });
    expect(read.body).not.toHaveProperty('id');
  });

  it('refuses a second grade level of the same name in a school, in any case', async () => {
    await gradeLevel('Grade 2');
    expect(await post(gradeLevelsResource.path, { title: 'GRADE 2', short_title: 'G2' })).toMatchObject({
      status: 400,
      body: { title: ['A grade level with this name already exists in this school.'] },
    });
    const other = await signedInAs(t);
    await gradeLevel('Grade 2', other);
  });

  it('cannot be deleted while it has streams: 409 naming them', async () => {
    const id = await gradeLevel('Grade 3');
    for (const title of ['East', 'West']) {
      const body = { title, grade_level: id, short_title: title[0], student_capacity: 30 };
      expect((await post(streamsResource.path, body)).status).toBe(201);
    }
    expect(await t.request('DELETE', gradeLevelsResource.itemPath(id), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This grade level cannot be deleted: it has 2 streams.' },
    });
    expect((await t.request('GET', gradeLevelsResource.itemPath(id), school.auth)).status).toBe(200);
  });
});

describe('streams', () => {
  it('answers the spec messages for missing fields and the capacity rule', async () => {
    expect(await post(streamsResource.path, {})).toMatchObject({
      status: 400,
      body: {
        title: ['Stream name is required'],
        grade_level: ['Grade level is required'],
        short_title: ['Short title is required'],
        student_capacity: ['Student capacity must be greater than 0'],
      },
    });
    const id = await gradeLevel('Grade 4');
    for (const student_capacity of [0, -3]) {
      expect(
        await post(streamsResource.path, { title: 'A', grade_level: id, short_title: 'A', student_capacity }),
      ).toMatchObject({
        status: 400,
        body: { student_capacity: ['Student capacity must be greater than 0'] },
      });
    }
  });

  it('reads with the grade level title, from writes too, and filters by grade level', async () => {
    const four = await gradeLevel('Grade 5');
    const five = await gradeLevel('Grade 6');
    const created = await post(streamsResource.path, {
      title: 'North',
      grade_level: four,
      short_title: 'N',
      student_capacity: 35,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { title: 'North', grade_level: four, grade_level_title: 'Grade 5', student_capacity: 35 },
    });
    const moved = await t.request('PUT', streamsResource.itemPath(created.body.id), {
      ...school.auth,
      body: { title: 'North', grade_level: five, short_title: 'N', student_capacity: 36 },
    });
    expect(moved.body).toMatchObject({ grade_level: five, grade_level_title: 'Grade 6' });
    const filtered = await t.request('GET', `${streamsResource.path}?grade_level=${five}`, school.auth);
    expect(filtered.body.results.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
    const none = await t.request('GET', `${streamsResource.path}?grade_level=not-an-id`, school.auth);
    expect(none).toMatchObject({ status: 200, body: { count: 0, results: [] } });
  });

  it("answers 400 on grade_level for a missing, malformed or another school's grade level", async () => {
    const other = await signedInAs(t);
    const theirs = await gradeLevel('Their grade', other);
    for (const grade_level of [theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        await post(streamsResource.path, { title: 'X', grade_level, short_title: 'X', student_capacity: 5 }),
      ).toMatchObject({ status: 400, body: { grade_level: ['Invalid grade level.'] } });
    }
  });

  it('refuses the same stream name twice in a grade level, not across grade levels', async () => {
    const a = await gradeLevel('Grade 7');
    const b = await gradeLevel('Grade 8');
    const stream = (grade_level: string) => ({
      title: 'Blue',
      grade_level,
      short_title: 'B',
      student_capacity: 9,
    });
    expect((await post(streamsResource.path, stream(a))).status).toBe(201);
    expect(await post(streamsResource.path, stream(a))).toMatchObject({
      status: 400,
      body: { title: ['A stream with this name already exists in this grade level.'] },
    });
    expect((await post(streamsResource.path, stream(b))).status).toBe(201);
  });
});

describe('job roles', () => {
  it('reads with the category label and refuses an unknown category', async () => {
    const created = await post(jobRolesResource.path, { title: 'Bus driver', category: 4 });
    expect(created).toMatchObject({ status: 201, body: { category: 4, category_label: 'Driver' } });
    expect(await post(jobRolesResource.path, { title: 'Cook', category: 7 })).toMatchObject({
      status: 400,
      body: { category: ['Unknown category'] },
    });
    expect(await post(jobRolesResource.path, {})).toMatchObject({
      status: 400,
      body: { title: ['Title is required'], category: ['Category is required'] },
    });
    expect(await post(jobRolesResource.path, { title: 'BUS DRIVER', category: 100 })).toMatchObject({
      status: 400,
      body: { title: ['A job role with this title already exists in this school.'] },
    });
  });
});

describe('academic periods', () => {
  it('needs a title and both dates, the end after the start', async () => {
    expect(await post(academicPeriodsResource.path, {})).toMatchObject({
      status: 400,
      body: {
        title: ['Title is required'],
        start_date: ['Start date is required'],
        end_date: ['End date is required'],
      },
    });
    for (const end_date of ['2026-01-05', '2025-12-31']) {
      expect(
        await post(academicPeriodsResource.path, { title: 'Term', start_date: '2026-01-05', end_date }),
      ).toMatchObject({ status: 400, body: { end_date: ['End date must be after the start date'] } });
    }
    expect(
      await post(academicPeriodsResource.path, {
        title: 'Term',
        start_date: '2026-02-30',
        end_date: '2026-04-01',
      }),
    ).toMatchObject({
      status: 400,
      body: { start_date: ['2026-02-30 is not a date: February 2026 has 28 days'] },
    });
    // A period from year 1 to 9999 is no school's.
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(
      await post(academicPeriodsResource.path, {
        title: 'Ever',
        start_date: '0001-01-01',
        end_date: '9999-12-31',
      }),
    ).toMatchObject({ status: 400, body: { start_date: [outside], end_date: [outside] } });
  });

  it('lets periods overlap (a year and its terms), ordered by start date', async () => {
    const year = { title: 'Year 2027', start_date: '2027-01-04', end_date: '2027-11-26' };
    const term = { title: 'Term 1 2027', start_date: '2027-01-04', end_date: '2027-04-01' };
    expect((await post(academicPeriodsResource.path, year)).status).toBe(201);
    expect(await post(academicPeriodsResource.path, term)).toMatchObject({ status: 201, body: term });
    const list = await t.request('GET', `${academicPeriodsResource.path}?search=2027`, school.auth);
    expect(list.body.results.map((p: { title: string }) => p.title)).toEqual(['Term 1 2027', 'Year 2027']);
  });
});
