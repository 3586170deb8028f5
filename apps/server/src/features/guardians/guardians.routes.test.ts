import { describe, expect, it } from 'vitest';
import { guardiansResource } from '@app/shared/guardians/guardian.schemas';
import { studentGuardiansResource } from '@app/shared/student-guardians/student-guardian.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';

// Guardians' own rules and the spec's messages; the standard calls, isolation, permissions and
// photos are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);

const PATH = guardiansResource.path;
const valid = { first_name: 'Wanjiku', last_name: 'Kariuki', mobile_number: '0722 100 200' };
const post = (body: unknown, as = school) => t.request('POST', PATH, { ...as.auth, body });

describe('guardians', () => {
  it('answers the spec messages for missing fields and a wrong e-mail', async () => {
    expect(await post({})).toMatchObject({
      status: 400,
      body: {
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        mobile_number: ['Phone number is required'],
      },
    });
    expect(await post({ ...valid, email: 'wanjiku.example.com' })).toMatchObject({
      status: 400,
      body: { email: ['Invalid email address'] },
    });
  });

  it('takes a phone of 10 to 15 digits, as invitations do, and keeps the digits', async () => {
    expect(await post({ ...valid, mobile_number: '0722 100' })).toMatchObject({
      status: 400,
      body: { mobile_number: ['Please enter a valid phone number (10-15 digits)'] },
    });
    expect(await post({ ...valid, mobile_number: '+254 (722) 100-200' })).toMatchObject({
      status: 201,
      body: { mobile_number: '254722100200' },
    });
  });

  it('reads with full name and labels; the optional fields are null when not given', async () => {
    const created = await post({
      ...valid,
      other_name: 'Muthoni',
      email: 'Wanjiku@Example.com',
      date_of_birth: '1984-07-21',
      gender: 2,
      salutation: 2,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        full_name: 'Wanjiku Muthoni Kariuki',
        mobile_number: '0722100200',
        email: 'wanjiku@example.com',
        date_of_birth: '1984-07-21',
        gender: 2,
        gender_label: 'Female',
        salutation: 2,
        salutation_label: 'Mrs.',
        photo: null,
      },
    });
    expect(await post(valid)).toMatchObject({
      status: 201,
      body: {
        full_name: 'Wanjiku Kariuki',
        email: null,
        date_of_birth: null,
        gender: null,
        gender_label: null,
        salutation: null,
        salutation_label: null,
      },
    });
  });

  it('accepts a multipart form as the console sends it (codes as text, empty optional fields)', async () => {
    const form = new FormData();
    const fields = { ...valid, salutation: '50', gender: '', email: '', date_of_birth: '' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    expect(await t.request('POST', PATH, { ...school.auth, form })).toMatchObject({
      status: 201,
      body: { salutation: 50, salutation_label: 'Other', gender: null, email: null },
    });
  });

  it('refuses a date of birth in the future and codes off the lists', async () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(await post({ ...valid, date_of_birth: nextYear, salutation: 8, gender: 4 })).toMatchObject({
      status: 400,
      body: {
        date_of_birth: ['Date of birth cannot be in the future'],
        salutation: ['Choose a salutation from the list'],
        gender: ['Choose Male, Female or Other'],
      },
    });
  });

  it('searches names, phone and e-mail', async () => {
    const owner = await signedInAs(t);
    const wanted = await records.guardian(owner, {
      first_name: 'Nafula',
      last_name: 'Wekesa',
      mobile_number: '0733 987 654',
      email: 'nafula.w@example.com',
    });
    await records.guardian(owner, { first_name: 'Other', last_name: 'Parent', email: 'other@example.org' });
    for (const term of ['nafula wek', 'WEKESA', '0733987', 'w@example.com']) {
      const found = await t.request('GET', `${PATH}?search=${encodeURIComponent(term)}`, owner.auth);
      expect(
        found.body.results.map((g: { id: string }) => g.id),
        term,
      ).toEqual([wanted.id]);
    }
  });

  it("removes the guardian's links with it, and keeps the students", async () => {
    const owner = await signedInAs(t);
    const student = await records.student(owner);
    const guardian = await records.guardian(owner);
    const links = studentGuardiansResource.path;
    const body = { student: student.id, guardian: guardian.id, relationship: 2 };
    expect((await t.request('POST', links, { ...owner.auth, body })).status).toBe(201);
    expect((await t.request('DELETE', guardiansResource.itemPath(guardian.id), owner.auth)).status).toBe(204);
    expect((await t.request('GET', `${links}?student=${student.id}`, owner.auth)).body.count).toBe(0);
    expect((await t.request('GET', `/students/${student.id}/`, owner.auth)).status).toBe(200);
  });
});
