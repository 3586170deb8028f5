import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { day, peopleRecords } from './people.test-helpers';
import { studentEnrolments } from './student-enrolments.table';
import { students } from './students.table';

// A student's enrolment per academic period (DESIGN §5): written with the student, read as the
// current one, filtered on, and holding its period and stream back from deletion.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);

const PATH = studentsResource.path;
const item = studentsResource.itemPath;
const base = { first_name: 'Achieng', last_name: 'Odhiambo', gender: 2, date_of_birth: '2014-02-03' };
let serial = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  ...base,
  admission_number: `E-${++serial}`,
  ...extra,
});
const enrolmentsOf = (as: SignedIn, studentId: string) =>
  t.database.db
    .select({ period: studentEnrolments.academic_period_id, stream: studentEnrolments.stream_id })
    .from(studentEnrolments)
    .where(and(eq(studentEnrolments.tenant_id, as.tenantId), eq(studentEnrolments.student_id, studentId)));
const ids = (response: { body: { results: { id: string }[] } }) =>
  response.body.results.map((s) => s.id).sort();

describe('student enrolments', () => {
  it('takes a period and a stream together, or neither', async () => {
    const period = await records.period(school, day(-10), day(10));
    const stream = await records.stream(school, await records.gradeLevel(school));
    expect(
      await t.request('POST', PATH, { ...school.auth, body: body({ academic_period: period }) }),
    ).toMatchObject({
      status: 400,
      body: { stream: ['Stream is required'] },
    });
    expect(await t.request('POST', PATH, { ...school.auth, body: body({ stream }) })).toMatchObject({
      status: 400,
      body: { academic_period: ['Academic period is required'] },
    });
  });

  it('reads the enrolment with its titles, changes the stream within a period, and adds another period', async () => {
    const grade = await records.gradeLevel(school);
    const [east, west] = [await records.stream(school, grade), await records.stream(school, grade)];
    const year = await records.period(school, day(-100), day(100));
    const created = await t.request('POST', PATH, {
      ...school.auth,
      body: body({ academic_period: year, stream: east }),
    });
    const titles = async (path: string, id: string) =>
      (await t.request('GET', `${path}${id}/`, school.auth)).body.title as string;
    expect(created).toMatchObject({
      status: 201,
      body: {
        enrolment: {
          academic_period: year,
          academic_period_title: await titles(academicPeriodsResource.path, year),
          stream: east,
          stream_title: await titles(streamsResource.path, east),
          grade_level: grade,
          grade_level_title: await titles(gradeLevelsResource.path, grade),
        },
      },
    });
    const id = created.body.id as string;
    const { admission_number } = created.body;

    // The same period again: the stream changes, no second enrolment.
    const moved = await t.request('PUT', item(id), {
      ...school.auth,
      body: { ...base, admission_number, academic_period: year, stream: west },
    });
    expect(moved.body.enrolment).toMatchObject({ academic_period: year, stream: west });
    expect(await enrolmentsOf(school, id)).toEqual([{ period: year, stream: west }]);

    // Without period and stream: the enrolments stay as they are.
    const renamed = await t.request('PUT', item(id), {
      ...school.auth,
      body: { ...base, admission_number, first_name: 'Atieno' },
    });
    expect(renamed.body).toMatchObject({ full_name: 'Atieno Odhiambo', enrolment: { stream: west } });

    // Another period: kept beside the first.
    const past = await records.period(school, '2020-01-06', '2020-12-18');
    await t.request('PUT', item(id), {
      ...school.auth,
      body: { ...base, admission_number, academic_period: past, stream: east },
    });
    expect(await enrolmentsOf(school, id)).toHaveLength(2);
  });

  it('shows as current the enrolment of a period covering today, the latest of several, else the latest', async () => {
    const owner = await signedInAs(t);
    const stream = await records.stream(owner, await records.gradeLevel(owner));
    const year = await records.period(owner, day(-100), day(100));
    const term = await records.period(owner, day(-10), day(20));
    const next = await records.period(owner, day(150), day(250));
    const old = await records.period(owner, '2019-01-07', '2019-12-13');
    const older = await records.period(owner, '2018-01-08', '2018-12-14');
    const enrolled = async (...periods: string[]) => {
      const student = await records.student(owner);
      const input = { ...base, admission_number: student.admission_number, stream };
      let read = student;
      for (const period of periods) {
        read = (
          await t.request('PUT', item(student.id), {
            ...owner.auth,
            body: { ...input, academic_period: period },
          })
        ).body;
      }
      return read.enrolment?.academic_period;
    };
    expect(await enrolled(year, next)).toBe(year);
    expect(await enrolled(next, year, term)).toBe(term);
    expect(await enrolled(older, old)).toBe(old);
    expect(await enrolled(old, next)).toBe(next);
  });

  it("answers 400 on the field for a missing or another school's period or stream, and writes no student", async () => {
    const other = await signedInAs(t);
    const owner = await signedInAs(t);
    const period = await records.period(owner, day(-10), day(10));
    const stream = await records.stream(owner, await records.gradeLevel(owner));
    const theirPeriod = await records.period(other, day(-10), day(10));
    const theirStream = await records.stream(other, await records.gradeLevel(other));
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [extra, field, message] of [
      [{ academic_period: theirPeriod, stream }, 'academic_period', 'Invalid academic period.'],
      [{ academic_period: missing, stream }, 'academic_period', 'Invalid academic period.'],
      [{ academic_period: period, stream: theirStream }, 'stream', 'Invalid stream.'],
    ] as const) {
      expect(await t.request('POST', PATH, { ...owner.auth, body: body(extra) })).toMatchObject({
        status: 400,
        body: { [field]: [message] },
      });
    }
    expect(await t.database.db.$count(students, eq(students.tenant_id, owner.tenantId))).toBe(0);
  });

  it('filters by period, grade level and stream (of that period, or of the current enrolment)', async () => {
    const owner = await signedInAs(t);
    const [lower, upper] = [await records.gradeLevel(owner), await records.gradeLevel(owner)];
    const [lowerA, lowerB, upperA] = [
      await records.stream(owner, lower),
      await records.stream(owner, lower),
      await records.stream(owner, upper),
    ];
    const now = await records.period(owner, day(-50), day(50));
    const last = await records.period(owner, '2021-01-04', '2021-12-17');
    const enrol = async (enrolments: [string, string][]) => {
      const student = await records.student(owner);
      for (const [academic_period, stream] of enrolments) {
        await t.request('PUT', item(student.id), {
          ...owner.auth,
          body: { ...base, admission_number: student.admission_number, academic_period, stream },
        });
      }
      return student.id;
    };
    const moved = await enrol([
      [last, lowerA],
      [now, upperA],
    ]);
    const stayed = await enrol([
      [last, lowerA],
      [now, lowerB],
    ]);
    const newcomer = await enrol([[now, lowerA]]);
    const left = await enrol([[last, lowerB]]);
    await records.student(owner);
    const list = (query: string) => t.request('GET', `${PATH}?page_size=500&${query}`, owner.auth);

    expect(ids(await list(`academic_period=${now}`))).toEqual([moved, stayed, newcomer].sort());
    expect(ids(await list(`academic_period=${last}`))).toEqual([moved, stayed, left].sort());
    expect(ids(await list(`academic_period=${last}&stream=${lowerA}`))).toEqual([moved, stayed].sort());
    expect(ids(await list(`academic_period=${now}&grade_level=${lower}`))).toEqual([stayed, newcomer].sort());
    expect(ids(await list(`academic_period=${last}&grade_level=${upper}`))).toEqual([]);
    // Without a period: the current enrolment, as the list shows it (left's is last year's).
    expect(ids(await list(`grade_level=${lower}`))).toEqual([stayed, newcomer, left].sort());
    expect(ids(await list(`stream=${upperA}`))).toEqual([moved]);
    expect(ids(await list(`stream=${lowerA}&grade_level=${lower}`))).toEqual([newcomer]);
    const page = await t.request('GET', `${PATH}?grade_level=${lower}&page_size=2`, owner.auth);
    expect(page.body).toMatchObject({ count: 3 });
    expect((await list('stream=not-an-id')).body).toMatchObject({ count: 0, results: [] });
  });

  it('keeps a stream and a period with enrolments from deletion, naming them', async () => {
    const owner = await signedInAs(t);
    const period = await records.period(owner, day(-10), day(10));
    const stream = await records.stream(owner, await records.gradeLevel(owner));
    for (let i = 0; i < 2; i++) await records.student(owner, { academic_period: period, stream });
    expect(await t.request('DELETE', streamsResource.itemPath(stream), owner.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This stream cannot be deleted: it has 2 student enrolments.' },
    });
    expect(await t.request('DELETE', academicPeriodsResource.itemPath(period), owner.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This academic period cannot be deleted: it has 2 student enrolments.' },
    });
  });
});

describe('enrolment changes in the audit trail', () => {
  it('writes an entry when a student is enrolled or moves stream, and none when the stream stays', async () => {
    const grade = await records.gradeLevel(school);
    const [east, west] = [await records.stream(school, grade), await records.stream(school, grade)];
    const year = await records.period(school, day(-100), day(100));
    const title = async (path: string, id: string) =>
      (await t.request('GET', `${path}${id}/`, school.auth)).body.title as string;
    const [yearTitle, eastTitle, westTitle] = [
      await title(academicPeriodsResource.path, year),
      await title(streamsResource.path, east),
      await title(streamsResource.path, west),
    ];
    const input = body({ academic_period: year, stream: east });
    const created = await t.request('POST', PATH, { ...school.auth, body: input });
    const history = async () =>
      (
        await t.request(
          'GET',
          `/school/audit-log/?record_type=student&record_id=${created.body.id}`,
          school.auth,
        )
      ).body.results as { action: string; changes: Record<string, { old?: string; new?: string }> }[];
    expect((await history()).map((entry) => [entry.action, entry.changes.enrolment ?? null])).toEqual([
      ['update', { new: `${yearTitle}: ${eastTitle}` }],
      ['create', null],
    ]);
    await t.request('PUT', item(created.body.id), { ...school.auth, body: input });
    expect(await history()).toHaveLength(2);
    await t.request('PUT', item(created.body.id), { ...school.auth, body: { ...input, stream: west } });
    expect((await history())[0]).toMatchObject({
      action: 'update',
      changes: { enrolment: { old: `${yearTitle}: ${eastTitle}`, new: `${yearTitle}: ${westTitle}` } },
    });
  });
});
