import { describe, expect, it } from 'vitest';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import { studentJourneysResource } from '@app/shared/student-journeys/student-journey.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';
import { assignmentRecords, days } from './student-journeys.test-helpers';

// Assignments' own rules (DESIGN §5: one active per student and route, points are stops of that
// route) and messages; what they read in student-journey-reads.routes.test.ts; the standard calls,
// isolation and permissions are covered by test/resources/.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);
const { assign, put, route, storedRows } = assignmentRecords(t, school);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('student route assignments: messages', () => {
  it('answers the messages for a missing student, route and point', async () => {
    expect(await assign({})).toMatchObject({
      status: 400,
      body: { student: ['Student is required'], journey: ['Route is required'] },
    });
    const student = await records.student(school);
    const { id: journey } = await route(school);
    expect(await assign({ student: student.id, journey })).toMatchObject({
      status: 400,
      body: { pick_point: ['Choose a pick-up or a drop-off stop'] },
    });
    const none = days();
    expect(
      await assign({ student: student.id, journey, pick_point: MISSING_ID, schedule: none }),
    ).toMatchObject({ status: 400, body: { schedule: ['Select at least one weekday'] } });
    expect(await storedRows(school, student.id)).toEqual([]);
  });

  it('refuses a student, route or stop that is missing or not an id', async () => {
    const student = await records.student(school);
    const { id: journey, stops } = await route(school, 1);
    expect(await assign({ student: 'x', journey: 'y', pick_point: 'z' })).toMatchObject({
      status: 400,
      body: { student: ['Invalid student.'], journey: ['Invalid route.'], pick_point: ['Invalid stop.'] },
    });
    const cases = [
      [{ student: MISSING_ID, journey, pick_point: stops[0] }, 'student', 'Invalid student.'],
      [{ student: student.id, journey: MISSING_ID, pick_point: stops[0] }, 'journey', 'Invalid route.'],
      [{ student: student.id, journey, pick_point: MISSING_ID }, 'pick_point', 'Invalid stop.'],
      [{ student: student.id, journey, drop_point: MISSING_ID }, 'drop_point', 'Invalid stop.'],
    ] as const;
    for (const [body, field, message] of cases) {
      expect(await assign(body), field).toMatchObject({ status: 400, body: { [field]: [message] } });
    }
    expect(await storedRows(school, student.id)).toEqual([]);
  });
});

describe('student route assignments: points are stops of that route', () => {
  it("refuses a pick-up point of another school's route, and another school's student and route", async () => {
    const other = await signedInAs(t);
    const theirs = await route(other, 1);
    const student = await records.student(school);
    const ours = await route(school, 1);
    expect(
      await assign({ student: student.id, journey: ours.id, pick_point: theirs.stops[0] }),
    ).toMatchObject({
      status: 400,
      body: { pick_point: ['Invalid stop.'] },
    });
    expect(
      await assign({ student: student.id, journey: theirs.id, pick_point: theirs.stops[0] }),
    ).toMatchObject({ status: 400, body: { journey: ['Invalid route.'] } });
    const theirStudent = await records.student(other);
    expect(
      await assign({ student: theirStudent.id, journey: ours.id, pick_point: ours.stops[0] }),
    ).toMatchObject({ status: 400, body: { student: ['Invalid student.'] } });
    expect(await storedRows(school, student.id)).toEqual([]);
    expect(await storedRows(other, theirStudent.id)).toEqual([]);
  });

  it("refuses a stop of the school's other route as either point, on create and on change", async () => {
    const student = await records.student(school);
    const north = await route(school, 1);
    const south = await route(school, 1);
    for (const point of ['pick_point', 'drop_point']) {
      expect(await assign({ student: student.id, journey: north.id, [point]: south.stops[0] })).toMatchObject(
        {
          status: 400,
          body: { [point]: ['Invalid stop.'] },
        },
      );
    }
    const created = await assign({ student: student.id, journey: north.id, pick_point: north.stops[0] });
    expect(created.status).toBe(201);
    const moved = await put(created.body.id, {
      student: student.id,
      journey: north.id,
      pick_point: north.stops[0],
      drop_point: south.stops[0],
    });
    expect(moved).toMatchObject({ status: 400, body: { drop_point: ['Invalid stop.'] } });
    const read = await t.request('GET', studentJourneysResource.itemPath(created.body.id), school.auth);
    expect(read.body).toEqual(created.body);
  });
});

describe('student route assignments: one active per student and route', () => {
  it("answers the student's name for a second active assignment; inactive ones may stay", async () => {
    const student = await records.student(school, { first_name: 'Neema', last_name: 'Achieng' });
    const { id: journey, stops } = await route(school, 2);
    const body = { student: student.id, journey, pick_point: stops[0] };
    const first = await assign(body);
    expect(first.status).toBe(201);
    const again = await assign({ ...body, pick_point: stops[1] });
    expect(again).toMatchObject({
      status: 400,
      body: { student: ['Neema Achieng is already assigned to this route.'] },
    });
    // An inactive one beside it, then made active: the same answer.
    const inactive = await assign({ ...body, is_active: false });
    expect(inactive).toMatchObject({ status: 201, body: { is_active: false } });
    expect(await put(inactive.body.id, { ...body, is_active: true })).toMatchObject({
      status: 400,
      body: { student: ['Neema Achieng is already assigned to this route.'] },
    });
    // The same student on another route, and another student on this one, are fine.
    const other = await route(school, 1);
    expect((await assign({ ...body, journey: other.id, pick_point: other.stops[0] })).status).toBe(201);
    expect((await assign({ ...body, student: (await records.student(school)).id })).status).toBe(201);
    expect((await storedRows(school, student.id)).map((row) => row.active).sort()).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('student route assignments: going with the student or the route', () => {
  it('deleting the student removes their assignments, each in the audit trail', async () => {
    const student = await records.student(school);
    const { id: journey, stops } = await route(school, 1);
    const created = await assign({ student: student.id, journey, pick_point: stops[0] });
    expect((await t.request('DELETE', studentsResource.itemPath(student.id), school.auth)).status).toBe(204);
    expect(
      (await t.request('GET', studentJourneysResource.itemPath(created.body.id), school.auth)).status,
    ).toBe(404);
    const log = await t.request('GET', `/school/audit-log/?record_id=${created.body.id}`, school.auth);
    expect(log.body.results.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
  });

  it('deleting the route removes its assignments (and its stops that they named), each in the audit trail', async () => {
    const student = await records.student(school);
    const { id: journey, stops } = await route(school, 2);
    const created = await assign({
      student: student.id,
      journey,
      pick_point: stops[0],
      drop_point: stops[1],
    });
    expect((await t.request('DELETE', journeysResource.itemPath(journey), school.auth)).status).toBe(204);
    expect(
      (await t.request('GET', studentJourneysResource.itemPath(created.body.id), school.auth)).status,
    ).toBe(404);
    const log = await t.request('GET', `/school/audit-log/?record_id=${created.body.id}`, school.auth);
    expect(log.body.results.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
    expect((await t.request('GET', studentsResource.itemPath(student.id), school.auth)).status).toBe(200);
  });
});
