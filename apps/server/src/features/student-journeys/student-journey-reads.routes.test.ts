import { describe, expect, it } from 'vitest';
import { studentJourneysResource } from '@app/shared/student-journeys/student-journey.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';
import { assignmentRecords, days } from './student-journeys.test-helpers';

// What assignments read (names, route, stops, the enrolment in the route's period, the schedule),
// their changes in the audit trail, and their lists' filters and search.
const { t, school } = await appWithSchool();
const records = peopleRecords(t);
const { assign, put, route, stopTitle, storedRows } = assignmentRecords(t, school);
const PATH = studentJourneysResource.path;

describe('student route assignments: what they read', () => {
  it('reads with the names, the route, the stops and the enrolment in the route period', async () => {
    const period = await records.period(school, '2026-01-05', '2026-12-18');
    const earlier = await records.period(school, '2025-01-06', '2025-12-19');
    const gradeLevel = await records.gradeLevel(school);
    const stream = await records.stream(school, gradeLevel);
    const student = await records.student(school, {
      first_name: 'Amani',
      last_name: 'Wekesa',
      admission_number: 'ADM-7731',
      academic_period: period,
      stream,
    });
    const thisYear = await route(school, 2, {
      title: 'Riverside Morning',
      code: 'RT-RIVER',
      direction: 1,
      academic_period: period,
    });
    const [pick, drop] = thisYear.stops as [string, string];
    const created = await assign({
      student: student.id,
      journey: thisYear.id,
      is_active: true,
      sequence: 1,
      pick_point: pick,
      drop_point: drop,
    });
    const [streamRead, levelRead] = await Promise.all([
      t.request('GET', `/grade-levels/streams/${stream}/`, school.auth),
      t.request('GET', `/grade-levels/${gradeLevel}/`, school.auth),
    ]);
    expect(created).toMatchObject({
      status: 201,
      body: {
        student: student.id,
        student_name: 'Amani Wekesa',
        admission_number: 'ADM-7731',
        grade_level: levelRead.body.title,
        stream: streamRead.body.title,
        journey: thisYear.id,
        journey_title: 'Riverside Morning',
        journey_code: 'RT-RIVER',
        direction: 1,
        direction_title: 'To School',
        is_active: true,
        sequence: 1,
        pick_point: pick,
        pick_point_title: await stopTitle(pick),
        drop_point: drop,
        drop_point_title: await stopTitle(drop),
        // Sent without a schedule: Monday to Friday.
        schedule: days(1, 2, 3, 4, 5),
        bus_schedule: [
          { day_of_week: 1, day_name: 'Monday', is_active: true },
          { day_of_week: 2, day_name: 'Tuesday', is_active: true },
          { day_of_week: 3, day_name: 'Wednesday', is_active: true },
          { day_of_week: 4, day_name: 'Thursday', is_active: true },
          { day_of_week: 5, day_name: 'Friday', is_active: true },
          { day_of_week: 6, day_name: 'Saturday', is_active: false },
          { day_of_week: 7, day_name: 'Sunday', is_active: false },
        ],
      },
    });

    // A route of a period the student was not enrolled in: no grade level or stream.
    const lastYear = await route(school, 1, { direction: 2, academic_period: earlier });
    const old = await assign({ student: student.id, journey: lastYear.id, drop_point: lastYear.stops[0] });
    expect(old).toMatchObject({
      status: 201,
      body: {
        grade_level: null,
        stream: null,
        direction_title: 'From School',
        pick_point: null,
        pick_point_title: null,
      },
    });
  });

  it('keeps a schedule as weekday bits and reads it back as sent', async () => {
    const student = await records.student(school);
    const { id: journey, stops } = await route(school, 1);
    const schedule = days(1, 3, 6);
    const created = await assign({ student: student.id, journey, pick_point: stops[0], schedule });
    expect(created.body.schedule).toEqual(schedule);
    expect(created.body.bus_schedule.filter((day: { is_active: boolean }) => day.is_active)).toEqual([
      { day_of_week: 1, day_name: 'Monday', is_active: true },
      { day_of_week: 3, day_name: 'Wednesday', is_active: true },
      { day_of_week: 6, day_name: 'Saturday', is_active: true },
    ]);
    // Bit 0 Monday, bit 2 Wednesday, bit 5 Saturday.
    expect(await storedRows(school, student.id)).toEqual([{ weekdays: 0b100101, active: true }]);
    const sunday = await put(created.body.id, {
      student: student.id,
      journey,
      pick_point: stops[0],
      schedule: [{ day_of_week: 7, is_active: true }],
    });
    expect(sunday.body.schedule).toEqual(days(7));
    expect(await storedRows(school, student.id)).toEqual([{ weekdays: 64, active: true }]);
  });
});

describe('student route assignments: changes and the audit trail', () => {
  it('changes the schedule and the points, named "<student> on <route code>" in the audit trail', async () => {
    const student = await records.student(school, { first_name: 'Imani', last_name: 'Njoroge' });
    const { id: journey, stops } = await route(school, 2, { code: 'RT-AUDIT' });
    const [first, second] = stops as [string, string];
    const created = await assign({ student: student.id, journey, pick_point: first });
    const changed = await put(created.body.id, {
      student: student.id,
      journey,
      is_active: true,
      sequence: 1,
      pick_point: second,
      drop_point: first,
      schedule: days(2, 4),
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { id: created.body.id, pick_point: second, drop_point: first, schedule: days(2, 4) },
    });
    const log = await t.request('GET', `/school/audit-log/?record_id=${created.body.id}`, school.auth);
    const [update, creation] = log.body.results;
    expect(creation).toMatchObject({
      record_type: 'student-journey',
      record_label: 'Imani Njoroge on RT-AUDIT',
      action: 'create',
    });
    expect(update).toMatchObject({ record_label: 'Imani Njoroge on RT-AUDIT', action: 'update' });
    // The label's words are the reader's (the entry keeps a message ref and the names).
    const inKiswahili = await t.request('GET', `/school/audit-log/?record_id=${created.body.id}`, {
      ...school.auth,
      headers: { 'accept-language': 'sw' },
    });
    expect(inKiswahili.body.results[0].record_label).toBe('Imani Njoroge kwenye njia RT-AUDIT');
    expect(Object.keys(update.changes).sort()).toEqual(
      ['bus_schedule', 'drop_point', 'drop_point_title', 'pick_point', 'pick_point_title', 'schedule'].sort(),
    );
    expect(update.changes.pick_point).toEqual({ old: first, new: second });
  });
});

describe('student route assignments: lists', () => {
  it('filters by route, student and status, and searches by name and admission number', async () => {
    const owner = await signedInAs(t);
    const zawadi = await records.student(owner, { first_name: 'Zawadi', last_name: 'Kamau' });
    const juma = await records.student(owner, {
      first_name: 'Juma',
      last_name: 'Ouma',
      admission_number: 'JO-42',
    });
    const north = await route(owner, 1);
    const south = await route(owner, 1);
    const on = (student: { id: string }, r: typeof north, is_active = true) =>
      assign({ student: student.id, journey: r.id, pick_point: r.stops[0], is_active }, owner);
    const ids = {
      zawadiNorth: (await on(zawadi, north)).body.id,
      jumaNorth: (await on(juma, north, false)).body.id,
      zawadiSouth: (await on(zawadi, south)).body.id,
    };
    const listed = async (query: string) =>
      ((await t.request('GET', `${PATH}?${query}`, owner.auth)).body.results as { id: string }[]).map(
        (row) => row.id,
      );
    expect((await listed(`journey=${north.id}`)).sort()).toEqual([ids.zawadiNorth, ids.jumaNorth].sort());
    expect((await listed(`student=${zawadi.id}`)).sort()).toEqual([ids.zawadiNorth, ids.zawadiSouth].sort());
    expect(await listed(`journey=${north.id}&is_active=true`)).toEqual([ids.zawadiNorth]);
    expect(await listed(`journey=${north.id}&is_active=false`)).toEqual([ids.jumaNorth]);
    expect(await listed(`student=${juma.id}&journey=${south.id}`)).toEqual([]);
    expect(await listed('journey=not-an-id')).toEqual([]);
    expect(await listed('search=jo-4')).toEqual([ids.jumaNorth]);
    expect((await listed('search=zawadi')).sort()).toEqual([ids.zawadiNorth, ids.zawadiSouth].sort());
    expect(await t.request('GET', `${PATH}?is_active=yes`, owner.auth)).toMatchObject({
      status: 400,
      body: { is_active: ['Use true or false'] },
    });
  });
});
