import { english } from '@app/shared/i18n/english';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  STUDENT_GUARDIAN_MESSAGES,
  studentGuardiansResource,
} from '@app/shared/student-guardians/student-guardian.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';
import { studentGuardians } from './student-guardians.table';

// Links' own rules (spec part 2 §5, §7: POST /students/guardians/) and what they share with
// /students/{id}; the standard calls, isolation and permissions are covered by test/resources/.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);

const PATH = studentGuardiansResource.path;
const link = (body: Record<string, unknown>, as = school) => t.request('POST', PATH, { ...as.auth, body });
const primaries = async (as: SignedIn, studentId: string) =>
  t.database.db
    .select({ guardian: studentGuardians.guardian_id })
    .from(studentGuardians)
    .where(
      and(
        eq(studentGuardians.tenant_id, as.tenantId),
        eq(studentGuardians.student_id, studentId),
        eq(studentGuardians.is_primary, true),
      ),
    );

describe('student-guardian links', () => {
  it('answers the spec messages for missing fields', async () => {
    expect(await link({})).toMatchObject({
      status: 400,
      body: {
        student: ['Student is required'],
        guardian: ['Guardian is required'],
        relationship: ['Relationship is required'],
      },
    });
  });

  it('reads with the names, the relationship title and the guardian phone', async () => {
    const student = await records.student(school, { first_name: 'Brian', last_name: 'Otieno' });
    const guardian = await records.guardian(school, {
      first_name: 'Mary',
      last_name: 'Otieno',
      mobile_number: '0711 222 333',
    });
    const created = await link({ student: student.id, guardian: guardian.id, relationship: 1 });
    expect(created).toMatchObject({
      status: 201,
      body: {
        student: student.id,
        student_name: 'Brian Otieno',
        guardian: guardian.id,
        guardian_name: 'Mary Otieno',
        guardian_mobile_number: '0711222333',
        relationship: 1,
        relationship_title: 'Mother',
        is_primary: false,
        emergency_contact: false,
        trip_notifications: true,
      },
    });
  });

  it('routes /students/guardians/ to the links and /students/{id}/ to the student', async () => {
    const owner = await signedInAs(t);
    const student = await records.student(owner);
    const guardian = await records.guardian(owner);
    const created = await link({ student: student.id, guardian: guardian.id, relationship: 2 }, owner);
    for (const path of [PATH, '/students/guardians']) {
      expect(await t.request('GET', path, owner.auth)).toMatchObject({
        status: 200,
        body: { count: 1, results: [created.body] },
      });
    }
    expect(await t.request('GET', `${PATH}${created.body.id}`, owner.auth)).toMatchObject({
      status: 200,
      body: created.body,
    });
    expect(await t.request('GET', studentsResource.itemPath(student.id), owner.auth)).toMatchObject({
      status: 200,
      body: { id: student.id },
    });
    expect(await t.request('GET', studentsResource.path, owner.auth)).toMatchObject({
      status: 200,
      body: { count: 1, results: [{ id: student.id }] },
    });
    // Neither is taken for the other's id.
    expect((await t.request('GET', studentsResource.itemPath(created.body.id), owner.auth)).status).toBe(404);
    expect((await t.request('GET', `${PATH}${student.id}/`, owner.auth)).status).toBe(404);
  });

  it('links a pair once, naming it, and writes nothing more', async () => {
    const student = await records.student(school, { first_name: 'Kevin', last_name: 'Mwangi' });
    const guardian = await records.guardian(school, { first_name: 'Joseph', last_name: 'Mwangi' });
    const body = { student: student.id, guardian: guardian.id, relationship: 2 };
    expect((await link(body)).status).toBe(201);
    expect(await link({ ...body, relationship: 3, is_primary: true })).toMatchObject({
      status: 400,
      body: { guardian: ['Joseph Mwangi is already linked to Kevin Mwangi.'] },
    });
    const list = await t.request('GET', `${PATH}?student=${student.id}`, school.auth);
    expect(list.body).toMatchObject({ count: 1, results: [{ relationship: 2, is_primary: false }] });
  });

  it("answers 400 on the field for a missing or another school's student or guardian", async () => {
    const other = await signedInAs(t);
    const theirs = await records.student(other);
    const guardian = await records.guardian(school);
    expect(await link({ student: theirs.id, guardian: guardian.id, relationship: 1 })).toMatchObject({
      status: 400,
      body: { student: ['Invalid student.'] },
    });
    const student = await records.student(school);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await link({ student: student.id, guardian: missing, relationship: 1 })).toMatchObject({
      status: 400,
      body: { guardian: ['Invalid guardian.'] },
    });
  });

  it('keeps one primary guardian per student: a new primary takes the flag in the same write', async () => {
    const student = await records.student(school);
    const [mother, father, aunt] = [
      await records.guardian(school),
      await records.guardian(school),
      await records.guardian(school),
    ];
    const first = await link({ student: student.id, guardian: mother.id, relationship: 1, is_primary: true });
    const second = await link({
      student: student.id,
      guardian: father.id,
      relationship: 2,
      is_primary: true,
    });
    expect(second.body.is_primary).toBe(true);
    expect(await primaries(school, student.id)).toEqual([{ guardian: father.id }]);
    await link({ student: student.id, guardian: aunt.id, relationship: 3 });
    expect(await primaries(school, student.id)).toEqual([{ guardian: father.id }]);

    // Changed back by a replace; the primary is listed first.
    const replaced = await t.request('PUT', studentGuardiansResource.itemPath(first.body.id), {
      ...school.auth,
      body: { student: student.id, guardian: mother.id, relationship: 1, is_primary: true },
    });
    expect(replaced).toMatchObject({ status: 200, body: { is_primary: true } });
    const list = await t.request('GET', `${PATH}?student=${student.id}`, school.auth);
    const order = list.body.results.map((l: { guardian: string; is_primary: boolean }) => [
      l.guardian,
      l.is_primary,
    ]);
    expect(order).toHaveLength(3);
    expect(order[0]).toEqual([mother.id, true]);
    expect(order.slice(1).map(([, primary]: [string, boolean]) => primary)).toEqual([false, false]);
    expect(await primaries(school, student.id)).toEqual([{ guardian: mother.id }]);
  });

  it('leaves one primary when several links are made primary at once', async () => {
    const student = await records.student(school);
    const guardians = [];
    for (let i = 0; i < 4; i++) guardians.push(await records.guardian(school));
    const answers = await Promise.all(
      guardians.map((guardian) =>
        link({ student: student.id, guardian: guardian.id, relationship: 3, is_primary: true }),
      ),
    );
    for (const answer of answers) {
      // PostgreSQL's partial unique index refuses a racing second primary; the caller may try again.
      if (answer.status !== 201) {
        expect(answer).toMatchObject({
          status: 400,
          body: { is_primary: [english(STUDENT_GUARDIAN_MESSAGES.primaryTaken)] },
        });
      }
    }
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    expect(await primaries(school, student.id)).toHaveLength(1);
  });

  it("lists a student's guardians and a guardian's students", async () => {
    const owner = await signedInAs(t);
    const [amina, hassan] = [await records.student(owner), await records.student(owner)];
    const [mother, father] = [await records.guardian(owner), await records.guardian(owner)];
    for (const [student, guardian] of [
      [amina, mother],
      [amina, father],
      [hassan, mother],
    ] as const) {
      expect(
        (await link({ student: student.id, guardian: guardian.id, relationship: 1 }, owner)).status,
      ).toBe(201);
    }
    const of = async (query: string) =>
      (await t.request('GET', `${PATH}?${query}`, owner.auth)).body.results.map(
        (l: { student: string; guardian: string }) => `${l.student}:${l.guardian}`,
      );
    expect((await of(`student=${amina.id}`)).sort()).toEqual(
      [`${amina.id}:${mother.id}`, `${amina.id}:${father.id}`].sort(),
    );
    expect((await of(`guardian=${mother.id}`)).sort()).toEqual(
      [`${amina.id}:${mother.id}`, `${hassan.id}:${mother.id}`].sort(),
    );
    expect(await of(`guardian=${mother.id}&student=${hassan.id}`)).toEqual([`${hassan.id}:${mother.id}`]);
    expect(await of('student=not-an-id')).toEqual([]);
  });
});

describe('links that go with a person', () => {
  const linkDeletions = async (linkIds: string[]) => {
    const log = await t.request(
      'GET',
      '/school/audit-log/?record_type=student-guardian&page_size=500',
      school.auth,
    );
    return (log.body.results as { action: string; record_id: string }[])
      .filter((entry) => entry.action === 'delete' && linkIds.includes(entry.record_id))
      .map((entry) => entry.record_id)
      .sort();
  };

  it('deleting a guardian deletes their links, each in the audit trail; the students stay', async () => {
    const guardian = await records.guardian(school);
    const [first, second] = [await records.student(school), await records.student(school)];
    const ids: string[] = [];
    for (const student of [first!, second!]) {
      const created = await link({ student: student.id, guardian: guardian.id, relationship: 1 });
      ids.push(created.body.id);
    }
    expect((await t.request('DELETE', `/guardians/${guardian.id}/`, school.auth)).status).toBe(204);
    expect(await linkDeletions(ids)).toEqual([...ids].sort());
    expect((await t.request('GET', `${PATH}?student=${first!.id}`, school.auth)).body.count).toBe(0);
    expect((await t.request('GET', studentsResource.itemPath(first!.id), school.auth)).status).toBe(200);
  });

  it('deleting a student deletes their links, each in the audit trail; a missing student changes nothing', async () => {
    const student = await records.student(school);
    const guardian = await records.guardian(school);
    const created = await link({ student: student.id, guardian: guardian.id, relationship: 2 });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('DELETE', studentsResource.itemPath(missing), school.auth)).status).toBe(404);
    expect((await t.request('DELETE', studentsResource.itemPath(student.id), school.auth)).status).toBe(204);
    expect(await linkDeletions([created.body.id])).toEqual([created.body.id]);
  });
});
