import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentGuardiansResource } from '@app/shared/student-guardians/student-guardian.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { studentGuardians } from '../student-guardians/student-guardians.table';
import { day, peopleRecords } from './people.test-helpers';
import { studentEnrolments } from './student-enrolments.table';

// Students' own rules and the spec's messages; the standard calls, isolation, permissions and
// photos are covered for every record type by test/resources/, enrolments in student-enrolments.routes.test.ts.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);

const PATH = studentsResource.path;
const valid = {
  admission_number: 'S-001',
  first_name: 'Baraka',
  last_name: 'Mutua',
  gender: 1,
  date_of_birth: '2015-04-12',
};
const post = (body: unknown, as = school) => t.request('POST', PATH, { ...as.auth, body });

describe('students', () => {
  it('answers the spec messages for missing fields', async () => {
    expect(await post({})).toMatchObject({
      status: 400,
      body: {
        admission_number: ['Admission number is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        date_of_birth: ['Date of birth is required'],
        gender: ['Gender is required'],
      },
    });
    expect(await post({ ...valid, gender: 9 })).toMatchObject({
      status: 400,
      body: { gender: ['Gender must be Male, Female or Other, not "9"'] },
    });
  });

  it('refuses a date of birth in the future, before 1900, or not on the calendar', async () => {
    expect(await post({ ...valid, date_of_birth: day(2) })).toMatchObject({
      status: 400,
      body: { date_of_birth: ['Date of birth cannot be in the future'] },
    });
    expect(await post({ ...valid, date_of_birth: '0001-01-01' })).toMatchObject({
      status: 400,
      body: { date_of_birth: ['Date of birth cannot be before 1900'] },
    });
    expect(await post({ ...valid, date_of_birth: '2016-02-30' })).toMatchObject({
      status: 400,
      body: { date_of_birth: ['2016-02-30 is not a date: February 2016 has 29 days'] },
    });
  });

  it('reads with full name, gender label, no transport number and no enrolment when none is given', async () => {
    const created = await post({ ...valid, admission_number: 'S-002', other_name: 'K.', gender: 2 });
    expect(created).toMatchObject({
      status: 201,
      body: {
        admission_number: 'S-002',
        transport_number: null,
        full_name: 'Baraka K. Mutua',
        gender: 2,
        gender_label: 'Female',
        date_of_birth: '2015-04-12',
        photo: null,
        enrolment: null,
      },
    });
    expect((await t.request('GET', studentsResource.itemPath(created.body.id), school.auth)).body).toEqual(
      created.body,
    );
  });

  it('accepts a multipart form as the console sends it (numbers as text, empty optional fields)', async () => {
    const form = new FormData();
    const fields = {
      ...valid,
      admission_number: 'S-003',
      transport_number: '',
      academic_period: '',
      stream: '',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    expect(await t.request('POST', PATH, { ...school.auth, form })).toMatchObject({
      status: 201,
      body: { gender: 1, admission_number: 'S-003', transport_number: null, enrolment: null },
    });
  });

  it('refuses an admission number taken in the school, in any case; another school may use it', async () => {
    expect((await post({ ...valid, admission_number: 'DUP-1' })).status).toBe(201);
    expect(await post({ ...valid, admission_number: 'dup-1' })).toMatchObject({
      status: 400,
      body: { admission_number: ['A student with this admission number already exists in this school.'] },
    });
    const other = await signedInAs(t);
    expect((await post({ ...valid, admission_number: 'DUP-1' }, other)).status).toBe(201);
  });

  it('refuses a transport number taken in the school; any number of students may have none', async () => {
    expect((await post({ ...valid, admission_number: 'T-1', transport_number: 'TR-9' })).status).toBe(201);
    expect(await post({ ...valid, admission_number: 'T-2', transport_number: 'tr-9' })).toMatchObject({
      status: 400,
      body: { transport_number: ['A student with this transport number already exists in this school.'] },
    });
    const first = await post({ ...valid, admission_number: 'T-3' });
    expect((await post({ ...valid, admission_number: 'T-4', transport_number: '' })).status).toBe(201);
    // A change keeps the rule too.
    const replaced = await t.request('PUT', studentsResource.itemPath(first.body.id), {
      ...school.auth,
      body: { ...valid, admission_number: 'T-3', transport_number: 'TR-9' },
    });
    expect(replaced).toMatchObject({ status: 400, body: { transport_number: [expect.any(String)] } });
  });

  it('searches admission number, transport number and names', async () => {
    const owner = await signedInAs(t);
    const wanted = await records.student(owner, {
      admission_number: 'ADM-7781',
      transport_number: 'CARD-5531',
      first_name: 'Zawadi',
      other_name: 'Njeri',
      last_name: 'Kamau',
    });
    await records.student(owner, { first_name: 'Other', last_name: 'Pupil' });
    for (const term of ['adm-778', 'card-55', 'zawadi njeri', 'KAMAU']) {
      const found = await t.request('GET', `${PATH}?search=${encodeURIComponent(term)}`, owner.auth);
      expect(
        found.body.results.map((s: { id: string }) => s.id),
        term,
      ).toEqual([wanted.id]);
    }
  });

  it("removes the student's enrolments and guardian links with it", async () => {
    const owner = await signedInAs(t);
    const period = await records.period(owner, day(-30), day(30));
    const stream = await records.stream(owner, await records.gradeLevel(owner));
    const student = await records.student(owner, { academic_period: period, stream });
    const guardian = await records.guardian(owner);
    const link = await t.request('POST', studentGuardiansResource.path, {
      ...owner.auth,
      body: { student: student.id, guardian: guardian.id, relationship: 1, is_primary: true },
    });
    expect(link.status).toBe(201);

    expect((await t.request('DELETE', studentsResource.itemPath(student.id), owner.auth)).status).toBe(204);
    const db = t.database.db;
    const ofStudent = (table: typeof studentEnrolments | typeof studentGuardians) =>
      db.$count(table, and(eq(table.tenant_id, owner.tenantId), eq(table.student_id, student.id)));
    expect(await ofStudent(studentEnrolments)).toBe(0);
    expect(await ofStudent(studentGuardians)).toBe(0);
    // The guardian stays, without the link.
    const links = await t.request(
      'GET',
      `${studentGuardiansResource.path}?guardian=${guardian.id}`,
      owner.auth,
    );
    expect(links.body).toMatchObject({ count: 0, results: [] });
  });

  it('pages a search in the same order as the whole list, with the count of the matches', async () => {
    // A search finds its matches first and orders them itself (tenant-records): its pages must be the
    // whole list's order, less the rows that do not match, for every ordering and both directions.
    const owner = await signedInAs(t);
    const names = [
      'Zawadi Otieno',
      'Amani Otieno',
      'Baraka Kip',
      'Imani Otieno',
      'Neema Otieno',
      'Juma Otieno',
    ];
    for (const [i, name] of names.entries()) {
      const [first_name, last_name] = name.split(' ');
      const created = await post(
        { ...valid, admission_number: `P-${5 - i}`, first_name, last_name, date_of_birth: day(-4000 - i) },
        owner,
      );
      expect(created.status).toBe(201);
    }
    const list = async (query: string) =>
      (await t.request('GET', `${PATH}?${query}`, owner.auth)).body as {
        count: number;
        results: { full_name: string }[];
      };
    for (const field of studentsResource.orderingFields) {
      for (const ordering of [field, `-${field}`]) {
        const whole = (await list(`ordering=${ordering}&page_size=100`)).results
          .map((row) => row.full_name)
          .filter((name) => name.includes('Otieno'));
        const pages = [];
        for (let page = 1; page <= 3; page++) {
          const found = await list(`search=otieno&ordering=${ordering}&page_size=2&page=${page}`);
          expect(found.count, ordering).toBe(5);
          pages.push(...found.results.map((row) => row.full_name));
        }
        expect(pages, ordering).toEqual(whole);
      }
    }
  });
});
