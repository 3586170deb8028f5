import { describe, expect, it } from 'vitest';
import { employeesResource } from '@app/shared/employees/employee.schemas';
import { jobRolesResource } from '@app/shared/job-roles/job-role.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';

// Employees' own rules and the spec's messages; the standard calls, isolation, permissions and
// photos are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = employeesResource.path;
const valid = {
  staff_number: 'T-001',
  first_name: 'Grace',
  last_name: 'Atieno',
  gender: 2,
  date_of_birth: '1985-03-14',
};
const post = (body: unknown, as = school) => t.request('POST', PATH, { ...as.auth, body });
const jobRole = async (title: string, category: number, as = school) =>
  (await t.request('POST', jobRolesResource.path, { ...as.auth, body: { title, category } })).body
    .id as string;

describe('employees', () => {
  it('answers the spec messages for missing fields', async () => {
    expect(await post({})).toMatchObject({
      status: 400,
      body: {
        staff_number: ['Staff number is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        gender: ['Gender is required'],
        date_of_birth: ['Date of birth is required'],
      },
    });
    expect(await post({ ...valid, gender: 9 })).toMatchObject({
      status: 400,
      body: { gender: ['Gender must be Male, Female or Other, not "9"'] },
    });
  });

  it('refuses a date of birth in the future', async () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(await post({ ...valid, date_of_birth: nextYear })).toMatchObject({
      status: 400,
      body: { date_of_birth: ['Date of birth cannot be in the future'] },
    });
  });

  it('reads with full name, gender label and job role title; the job role is optional', async () => {
    const driver = await jobRole('Driver', 4);
    const created = await post({ ...valid, staff_number: 'T-002', other_name: 'W.', job_role: driver });
    expect(created).toMatchObject({
      status: 201,
      body: {
        full_name: 'Grace W. Atieno',
        gender_label: 'Female',
        job_role: driver,
        job_role_title: 'Driver',
        photo: null,
      },
    });
    const none = await post({ ...valid, staff_number: 'T-003', job_role: '' });
    expect(none.body).toMatchObject({ job_role: null, job_role_title: null, full_name: 'Grace Atieno' });
  });

  it('accepts a multipart form as the console sends it (numbers as text)', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, staff_number: 'T-004' }))
      form.append(key, String(value));
    const created = await t.request('POST', PATH, { ...school.auth, form });
    expect(created).toMatchObject({ status: 201, body: { gender: 2, staff_number: 'T-004' } });
  });

  it('refuses a staff number taken in the school, in any case', async () => {
    expect((await post({ ...valid, staff_number: 'DUP-1' })).status).toBe(201);
    expect(await post({ ...valid, staff_number: 'dup-1' })).toMatchObject({
      status: 400,
      body: { staff_number: ['An employee with this staff number already exists in this school.'] },
    });
    const other = await signedInAs(t);
    expect((await post({ ...valid, staff_number: 'DUP-1' }, other)).status).toBe(201);
  });

  it("answers 400 on job_role for a missing, malformed or another school's job role", async () => {
    const other = await signedInAs(t);
    const theirs = await jobRole('Their role', 1, other);
    for (const job_role of [theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await post({ ...valid, staff_number: `JR-${job_role.slice(0, 4)}`, job_role })).toMatchObject({
        status: 400,
        body: { job_role: ['Invalid job role.'] },
      });
    }
  });

  it('filters by job role category (driver options), and keeps a job role held by employees', async () => {
    const owner = await signedInAs(t);
    const driving = await jobRole('Bus driver', 4, owner);
    const teaching = await jobRole('Teacher', 1, owner);
    await post({ ...valid, staff_number: 'D-1', job_role: driving }, owner);
    await post({ ...valid, staff_number: 'D-2', job_role: driving }, owner);
    await post({ ...valid, staff_number: 'X-1', job_role: teaching }, owner);
    const drivers = await t.request('GET', `${PATH}?job_role_category=4`, owner.auth);
    expect(drivers.body.results.map((e: { staff_number: string }) => e.staff_number)).toEqual(['D-1', 'D-2']);
    expect(await t.request('DELETE', jobRolesResource.itemPath(driving), owner.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This job role cannot be deleted: it has 2 employees.' },
    });
  });

  it('searches staff number and full name', async () => {
    const owner = await signedInAs(t);
    await post({ ...valid, staff_number: 'SRCH-77', first_name: 'Zawadi', last_name: 'Kamau' }, owner);
    for (const term of ['srch-7', 'zawadi kam', 'KAMAU']) {
      const found = await t.request('GET', `${PATH}?search=${encodeURIComponent(term)}`, owner.auth);
      expect(
        found.body.results.map((e: { staff_number: string }) => e.staff_number),
        term,
      ).toEqual(['SRCH-77']);
    }
  });
});
