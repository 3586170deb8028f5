import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  RESTRICTION_IMPORT_PATH,
  RESTRICTION_IMPORT_TEMPLATE_PATH,
  studentRestrictionsResource as resource,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { DATE_MESSAGES } from '@app/shared/common/dates';
import { english } from '@app/shared/i18n/english';
import { ANALYZE_AFTER_ROWS } from '../../db/analyze';
import { plannedRows } from '../../db/analyze.test-helpers';
import { expectFileRefusals, imageBytes } from '../student-import/import-files.test-helpers';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { peopleRecords } from '../students/people.test-helpers';
import { tripRoutes } from './trip-riders.test-helpers';

// The restrictions import (spec part 2 §7; issue 10 §7): a CSV, every row checked first, nothing
// written on any error, one statement for the rows, one audit entry, the trips' riders fixed after.
const { t, school } = await appWithSchool();
const people = peopleRecords(t);

const HEADER = 'Admission Number,Event Type,Reason,Start Date,End Date,Reported by Guardian,Notes';
const csv = (...rows: string[]) => ({ name: 'absences.csv', data: [HEADER, ...rows].join('\n') + '\n' });

function upload(file: { name: string; data: Buffer | string } | null, as = school) {
  const form = new FormData();
  if (file) form.set('file', new Blob([file.data]), file.name);
  return t.request('POST', RESTRICTION_IMPORT_PATH, { ...as.auth, form });
}
const restrictionCount = async (as = school): Promise<number> =>
  (await t.request('GET', `${resource.path}?page_size=1`, as.auth)).body.count;

await people.student(school, { first_name: 'Amani', last_name: 'Otieno', admission_number: 'IMP-1' });
await people.student(school, { first_name: 'Baraka', last_name: 'Mwangi', admission_number: 'IMP-2' });

describe('POST /transport/student-restrictions/import/', () => {
  it('imports every row, codes given as labels or numbers, with one audit entry for the file', async () => {
    const response = await upload(
      csv(
        'IMP-1,Pickup,Sick,2026-10-05,2026-10-06,Yes,Mother called',
        'imp-2,5,99,2026-10-07,2026-10-07,no,',
        'IMP-2,dropoff,school fees arrears,2026-10-12,2026-10-16,,"Fees, term 3"',
      ),
    );
    expect(response).toMatchObject({ status: 201, body: { imported: 3 } });
    const listed = await t.request('GET', `${resource.path}?search=IMP-&ordering=start_date`, school.auth);
    expect(
      listed.body.results.map((r: Record<string, unknown>) => [
        r.student_name,
        r.event_type_title,
        r.reason_title,
        r.start_date,
        r.end_date,
        r.reported_by_guardian,
        r.notes,
      ]),
    ).toEqual([
      ['Amani Otieno', 'Pickup', 'Sick', '2026-10-05', '2026-10-06', true, 'Mother called'],
      ['Baraka Mwangi', 'Dropoff', 'Other', '2026-10-07', '2026-10-07', false, ''],
      ['Baraka Mwangi', 'Dropoff', 'School Fees Arrears', '2026-10-12', '2026-10-16', false, 'Fees, term 3'],
    ]);
    const log = await t.request('GET', '/school/audit-log/?record_type=student-restriction', school.auth);
    expect(log.body.results).toMatchObject([
      { action: 'import', record_id: null, record_label: 'absences.csv', count: 3 },
    ]);
  });

  it('lists every wrong row by number and field, unknown admission numbers named, and writes nothing', async () => {
    const other = await signedInAs(t);
    await people.student(other, { admission_number: 'THEIRS-1' });
    const before = await restrictionCount();
    const response = await upload(
      csv(
        'IMP-1,Pickup,Sick,2026-10-05,2026-10-06,Yes,',
        ',,,,,,',
        'IMP-1,Lunch,Holiday,2026-10-05,2026-10-04,Maybe,',
        'NOPE-9,Pickup,Sick,2026-10-05,2026-10-06,No,',
        'THEIRS-1,Dropoff,Sick,2026-10-05,2026-10-06,No,',
        'IMP-2,,,,,,Only a note',
        'IMP-2,Pickup,Sick,5 Oct 2026,2026-10-06,No,',
      ),
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        file: ['5 rows have errors, so nothing was imported.'],
        'rows.4.event_type': ['Event type must be Pickup or Dropoff, not "Lunch"'],
        'rows.4.reason': [
          'Reason must be School Fees Arrears, Absent from School, Sick or Other, not "Holiday"',
        ],
        'rows.4.reported_by_guardian': ['Reported by guardian must be Yes or No'],
        'rows.5.admission_number': ['No student of this school has admission number NOPE-9'],
        'rows.6.admission_number': ['No student of this school has admission number THEIRS-1'],
        'rows.7.event_type': ['Event type is required'],
        'rows.7.reason': ['Reason is required'],
        'rows.7.start_date': ['Start date is required'],
        'rows.7.end_date': ['End date is required'],
        'rows.8.start_date': ['Enter a date as YYYY-MM-DD'],
      },
    });
    // A row of empty cells is no row; a row whose end is before its start says so once it can be read.
    expect(Object.keys(response.body).filter((key) => /^rows\.[23]\./.test(key))).toEqual([]);
    const endBeforeStart = await upload(csv('IMP-1,Pickup,Sick,2026-10-05,2026-10-04,,'));
    expect(endBeforeStart.body).toMatchObject({
      'rows.2.end_date': ['End date must be on or after the start date'],
    });
    expect(await restrictionCount()).toBe(before);
    expect(await restrictionCount(other)).toBe(0);
  });

  // Issue 19: a value the import cannot take says what is wrong with it, and which values it takes.
  it('says what is wrong with an event type, a reason or a date, and keeps the spec’s words for a missing one', async () => {
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    const response = await upload(
      csv(
        'IMP-1,Arrival,Sick,2026-10-05,2026-10-06,,',
        'IMP-1,Pickup,Holiday,2016-02-30,2026-10-06,,',
        'IMP-2,Dropoff,Sick,0001-01-01,9999-12-31,,',
        'IMP-2,,Sick,2026-10-05,2026-10-06,,',
      ),
    );
    expect(response).toMatchObject({ status: 400 });
    expect(response.body).toEqual({
      file: ['4 rows have errors, so nothing was imported.'],
      'rows.2.event_type': ['Event type must be Pickup or Dropoff, not "Arrival"'],
      'rows.3.reason': [
        'Reason must be School Fees Arrears, Absent from School, Sick or Other, not "Holiday"',
      ],
      'rows.3.start_date': ['2016-02-30 is not a date: February 2016 has 29 days'],
      'rows.4.start_date': [outside],
      'rows.4.end_date': [outside],
      'rows.5.event_type': ['Event type is required'],
    });
  });

  it('keeps an uploaded file’s name bounded and clean in the audit log', async () => {
    const name = `absences\u202Egnp\u0000\u001b${'x'.repeat(60_000)}.csv`;
    const response = await upload({ ...csv('IMP-1,Pickup,Sick,2026-11-02,2026-11-03,,'), name });
    expect(response).toMatchObject({ status: 201, body: { imported: 1 } });
    const log = await t.request('GET', '/school/audit-log/?record_type=student-restriction', school.auth);
    const label: string = log.body.results[0].record_label;
    expect(Array.from(label)).toHaveLength(255);
    expect(label.startsWith('absencesgnpxxx')).toBe(true);
    expect(label.endsWith('x….csv')).toBe(true);
  });

  it('says what is wrong with the file itself', async () => {
    const png = await imageBytes();
    await expectFileRefusals(
      (file) => upload(file),
      [
        [null, { file: ['Please select a file'] }],
        [{ name: 'absences.xlsx', data: png }, { file: ['Choose a .csv file'] }],
        [{ name: 'photo.csv', data: png }, { file: ['This file is not a CSV file: save the sheet as CSV'] }],
        [{ name: 'absences.csv', data: `${HEADER}\n` }, { file: ['The file has no restriction rows'] }],
        [
          { name: 'absences.csv', data: 'admission_number,reason\nIMP-1,Sick\n' },
          {
            file: [
              'The file is missing the columns Event Type, Start Date, End Date. Download the template to see them all.',
            ],
          },
        ],
      ],
    );
  });

  it('takes the students of imported rows out of the Scheduled trips of their dates', async () => {
    const route = await tripRoutes(t)(school);
    const [amani, baraka, neema] = [
      await route.student('Amani'),
      await route.student('Baraka'),
      await route.student('Neema'),
    ];
    for (const student of [amani, baraka, neema]) await route.assign(student);
    const admission = async (id: string) =>
      (await t.request('GET', `/students/${id}/`, school.auth)).body.admission_number as string;
    const trip = await route.trip('2026-12-08', [amani, baraka, neema]);
    const response = await upload(
      csv(
        `${await admission(amani)},Pickup,Sick,2026-12-07,2026-12-09,Yes,`,
        `${await admission(baraka)},Pickup,Sick,2026-12-08,2026-12-08,Yes,`,
        `${await admission(neema)},Dropoff,Sick,2026-12-08,2026-12-08,Yes,`,
      ),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await route.riders(trip)).toEqual({ pick: [neema], drop: [amani, baraka] });
  });

  it('leaves the planner knowing the tables a large file grew (ADR 012)', async () => {
    // A school of 1,000 students, written directly: the import's own statistics are what is checked.
    await t.database.db.execute(sql`
      insert into students (tenant_id, admission_number, first_name, last_name, other_name, date_of_birth, gender)
      select ${school.tenantId}::uuid, 'BULK-' || n, 'Amani', 'Otieno', '', '2015-03-14', 2
        from generate_series(1, ${ANALYZE_AFTER_ROWS}) as n`);
    const rows = Array.from(
      { length: ANALYZE_AFTER_ROWS },
      (_, i) => `BULK-${i + 1},Pickup,Sick,2026-10-05,2026-10-06,,`,
    );
    expect(await upload(csv(...rows))).toMatchObject({ status: 201, body: { imported: ANALYZE_AFTER_ROWS } });
    for (const rows of await plannedRows(t.database.db, ['student_rows', 'student_restriction_rows'])) {
      expect(rows).toBeGreaterThanOrEqual(ANALYZE_AFTER_ROWS);
    }
  });

  it('is for profiles that may change restrictions', async () => {
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await upload(csv('IMP-1,Pickup,Sick,2026-10-05,2026-10-06,,'), driver)).status).toBe(403);
    expect((await t.request('GET', RESTRICTION_IMPORT_TEMPLATE_PATH, driver.auth)).status).toBe(403);
  });
});

describe('GET /transport/student-restrictions/import/template/', () => {
  it('gives a CSV template whose example row imports as it is', async () => {
    const template = await t.request('GET', RESTRICTION_IMPORT_TEMPLATE_PATH, school.auth);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(template.headers.get('content-disposition')).toBe(
      'attachment; filename="restrictions-template.csv"',
    );
    expect(template.body).toMatch(new RegExp(`^${HEADER}\n`));
    await people.student(school, { admission_number: 'ADM-1001' });
    expect(await upload({ name: 'template.csv', data: template.body })).toMatchObject({
      status: 201,
      body: { imported: 1 },
    });
  });
});
