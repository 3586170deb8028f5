import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@app/shared/common/dates';
import { english } from '@app/shared/i18n/english';
import { studentRestrictionsResource as resource } from '@app/shared/student-restrictions/student-restriction.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';

// Student Trip Restrictions (spec part 2 §3, §5; issue 10 §7): the type's own messages, rules,
// filters and audit entries; the standard calls are tested for every type in test/resources/.
const { t, school } = await appWithSchool();
const people = peopleRecords(t);

const amani = await people.student(school, {
  first_name: 'Amani',
  last_name: 'Otieno',
  admission_number: 'R-100',
});
const zawadi = await people.student(school, {
  first_name: 'Zawadi',
  last_name: 'Achieng',
  admission_number: 'R-200',
});

const post = (body: Record<string, unknown>, as = school) =>
  t.request('POST', resource.path, { ...as.auth, body });
const valid = {
  student: amani.id,
  event_type: 3,
  reason: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-04',
};
const list = async (query: string) => {
  const response = await t.request('GET', `${resource.path}?${query}`, school.auth);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results.map((row: { id: string }) => row.id);
};

describe('POST /transport/student-restrictions/', () => {
  it('requires a student, an event type, a reason, a start date and an end date', async () => {
    const response = await post({});
    expect(response).toMatchObject({
      status: 400,
      body: {
        student: ['Student is required'],
        event_type: ['Event type is required'],
        reason: ['Reason is required'],
        start_date: ['Start date is required'],
        end_date: ['End date is required'],
      },
    });
    expect(
      (await post({ student: '', event_type: '', reason: '', start_date: '', end_date: '' })).body,
    ).toEqual(response.body);
  });

  it('takes event types 3 Pickup and 5 Dropoff, reasons 1, 2, 3 and 99 only', async () => {
    expect(await post({ ...valid, event_type: 4, reason: 4 })).toMatchObject({
      status: 400,
      body: {
        event_type: ['Event type must be Pickup or Dropoff, not "4"'],
        reason: ['Reason must be School Fees Arrears, Absent from School, Sick or Other, not "4"'],
      },
    });
    for (const [event_type, reason, titles] of [
      [3, 1, ['Pickup', 'School Fees Arrears']],
      [5, 2, ['Dropoff', 'Absent from School']],
      [3, 3, ['Pickup', 'Sick']],
      [5, 99, ['Dropoff', 'Other']],
    ] as const) {
      const response = await post({ ...valid, event_type, reason });
      expect(response.status).toBe(201);
      expect([response.body.event_type_title, response.body.reason_title]).toEqual(titles);
    }
  });

  it('ends on or after its start: one day is a range', async () => {
    expect(await post({ ...valid, start_date: '2026-12-04', end_date: '2026-12-03' })).toMatchObject({
      status: 400,
      body: { end_date: ['End date must be on or after the start date'] },
    });
    expect(await post({ ...valid, start_date: '2026-02-30', end_date: 'tomorrow' })).toMatchObject({
      status: 400,
      body: {
        start_date: ['2026-02-30 is not a date: February 2026 has 28 days'],
        end_date: ['Enter a date as YYYY-MM-DD'],
      },
    });
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(await post({ ...valid, start_date: '0001-01-01', end_date: '9999-12-31' })).toMatchObject({
      status: 400,
      body: { start_date: [outside], end_date: [outside] },
    });
    expect((await post({ ...valid, end_date: valid.start_date })).status).toBe(201);
  });

  it('answers the read shape: the names and titles beside the codes, not reported and no notes by default', async () => {
    const response = await post(valid);
    expect(response).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        student: amani.id,
        student_name: 'Amani Otieno',
        event_type: 3,
        event_type_title: 'Pickup',
        reason: 1,
        reason_title: 'School Fees Arrears',
        start_date: '2026-12-01',
        end_date: '2026-12-04',
        reported_by_guardian: false,
        notes: '',
      },
    });
    const changed = await t.request('PUT', resource.itemPath(response.body.id), {
      ...school.auth,
      body: { ...valid, reported_by_guardian: true, notes: 'Mother called\nthe office' },
    });
    expect(changed.body).toMatchObject({ reported_by_guardian: true, notes: 'Mother called\nthe office' });
  });

  it("refuses another school's student, and one that does not exist, writing nothing", async () => {
    const other = await signedInAs(t);
    const before = await list('page_size=500');
    for (const student of [amani.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await post({ ...valid, student }, other)).toMatchObject({
        status: 400,
        body: { student: ['Invalid student.'] },
      });
    }
    expect(await post({ ...valid, student: 'Amani' })).toMatchObject({
      status: 400,
      body: { student: ['Invalid student.'] },
    });
    expect(await list('page_size=500')).toEqual(before);
  });
});

describe('GET /transport/student-restrictions/', () => {
  it('filters by student, event type, reason and the date a restriction covers; searches names and numbers', async () => {
    const ids = {
      amaniPickup: (await post({ ...valid, start_date: '2027-03-01', end_date: '2027-03-05' })).body.id,
      amaniDropoff: (
        await post({ ...valid, event_type: 5, reason: 3, start_date: '2027-03-05', end_date: '2027-03-09' })
      ).body.id,
      zawadi: (
        await post({
          ...valid,
          student: zawadi.id,
          reason: 3,
          start_date: '2027-03-10',
          end_date: '2027-03-10',
        })
      ).body.id,
    };
    const during = 'active_on=';
    expect(await list(`student=${zawadi.id}`)).toEqual([ids.zawadi]);
    expect(await list(`student=${amani.id}&event_type=5&${during}2027-03-06`)).toEqual([ids.amaniDropoff]);
    expect(await list(`reason=3&${during}2027-03-05`)).toEqual([ids.amaniDropoff]);
    // Both ends of a range are covered.
    expect(await list(`${during}2027-03-05`)).toEqual([ids.amaniPickup, ids.amaniDropoff]);
    expect(await list(`${during}2027-03-10`)).toEqual([ids.zawadi]);
    expect(await list(`${during}2027-03-11`)).toEqual([]);
    expect(await list(`search=achieng&${during}2027-03-10`)).toEqual([ids.zawadi]);
    expect(await list(`search=r-200`)).toEqual([ids.zawadi]);
    expect(await list(`student=not-an-id`)).toEqual([]);
  });

  it('refuses filters it cannot read', async () => {
    const response = await t.request(
      'GET',
      `${resource.path}?event_type=4&reason=x&active_on=March`,
      school.auth,
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        event_type: ['Unknown event type'],
        reason: ['Unknown reason'],
        active_on: ['Enter a date as YYYY-MM-DD'],
      },
    });
  });
});

describe('the audit trail of restrictions', () => {
  it('names the restriction by student, event and start, and records what changed', async () => {
    const created = await post({
      ...valid,
      student: zawadi.id,
      start_date: '2026-11-02',
      end_date: '2026-11-06',
    });
    const id = created.body.id;
    await t.request('PUT', resource.itemPath(id), {
      ...school.auth,
      body: { ...valid, student: zawadi.id, event_type: 5, start_date: '2026-11-02', end_date: '2026-11-13' },
    });
    await t.request('DELETE', resource.itemPath(id), school.auth);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=student-restriction&record_id=${id}`,
      school.auth,
    );
    expect(
      log.body.results.map((entry: { action: string; record_label: string }) => [
        entry.action,
        entry.record_label,
      ]),
    ).toEqual([
      // The day as the reader writes dates (localize.ts), as the audit log shows it.
      ['delete', 'Zawadi Achieng – Dropoff from November 2, 2026'],
      ['update', 'Zawadi Achieng – Dropoff from November 2, 2026'],
      ['create', 'Zawadi Achieng – Pickup from November 2, 2026'],
    ]);
    expect(log.body.results[1].changes).toEqual({
      event_type: { old: 3, new: 5 },
      event_type_title: { old: 'Pickup', new: 'Dropoff' },
      end_date: { old: '2026-11-06', new: '2026-11-13' },
    });
  });
});
