import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import {
  MAX_LISTED_ROW_ERRORS,
  STUDENT_IMPORT_PATH,
  STUDENT_IMPORT_TEMPLATE_PATH,
} from '@app/shared/students/student-import.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { ANALYZE_AFTER_ROWS } from '../../db/analyze';
import { plannedRows } from '../../db/analyze.test-helpers';
import { expectFileRefusals, imageBytes } from './import-files.test-helpers';
import { repeatedPart, rowXml, sheetXml, workbookArchive } from './xlsx-files.test-helpers';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';

// The roll import (issue 8 §2): all rows checked first, nothing written on any error, set-based write.
const { t, school } = await appWithSchool();

const HEADER = 'Admission Number,Transport Number,First Name,Last Name,Other Name,Date of Birth,Gender';

let made = 0;
async function enrolment(as: SignedIn = school) {
  made += 1;
  const post = async (path: string, body: unknown) => {
    const response = await t.request('POST', path, { ...as.auth, body });
    if (response.status !== 201)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as Record<string, string>;
  };
  const period = await post(academicPeriodsResource.path, {
    title: `Year ${made}`,
    start_date: '2026-01-05',
    end_date: '2026-11-30',
  });
  const grade = await post(gradeLevelsResource.path, {
    title: `Grade ${made}`,
    short_title: 'G',
  });
  const stream = await post(streamsResource.path, {
    title: 'East',
    grade_level: grade.es_grade_level,
    short_title: 'E',
    student_capacity: 40,
  });
  return { academic_period_id: period.id!, stream_id: stream.id! };
}
const where = await enrolment();

function upload(
  file: { name: string; data: Buffer | string } | null,
  fields: Record<string, string> = where,
  as = school,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([file.data]), file.name);
  return t.request('POST', STUDENT_IMPORT_PATH, { ...as.auth, form });
}
const csv = (...rows: string[]) => ({ name: 'roll.csv', data: [HEADER, ...rows].join('\n') + '\n' });
const get = (path: string, query: Record<string, string>, as = school) =>
  t.request('GET', `${path}?${new URLSearchParams(query)}`, { ...as.auth });
async function studentCount(as = school): Promise<number> {
  return (await get(studentsResource.path, { page_size: '1' }, as)).body.count;
}

describe('POST /students/bulk-upload/', () => {
  it('imports a good CSV, enrolling every row in the chosen period and stream', async () => {
    const response = await upload(
      csv(
        'IMP-001,TR-001,Amani,Otieno,,2015-03-14,Female',
        'IMP-002,,Baraka,Mwangi,Juma,2014-11-02,m',
        'IMP-003,TR-003,Zawadi,Achieng,,2016-01-20,3',
      ),
    );
    expect(response).toMatchObject({ status: 201, body: { imported: 3 } });
    const listed = await get(studentsResource.path, {
      search: 'IMP-00',
      ordering: 'admission_number',
      stream: where.stream_id,
    });
    expect(listed.body, JSON.stringify(listed.body)).toMatchObject({ count: 3 });
    expect(
      listed.body.results.map((s: Record<string, unknown>) => [
        s.admission_number,
        s.transport_number,
        s.full_name,
        s.gender,
      ]),
    ).toEqual([
      ['IMP-001', 'TR-001', 'Amani Otieno', 2],
      ['IMP-002', null, 'Baraka Juma Mwangi', 1],
      ['IMP-003', 'TR-003', 'Zawadi Achieng', 3],
    ]);
    expect(listed.body.results[0].enrolment).toMatchObject({
      academic_period: where.academic_period_id,
      stream: where.stream_id,
    });
    // One audit entry for the import with its count, none per row.
    const log = await get('/school/audit-log/', { record_type: 'student-import' });
    expect(log.body.results).toMatchObject([
      {
        action: 'import',
        record_label: 'roll.csv',
        count: 3,
        changes: { academic_period: { new: 'Year 1' }, stream: { new: 'East' } },
      },
    ]);
    expect((await get('/school/audit-log/', { record_type: 'student' })).body.count).toBe(0);
  });

  it('imports a good XLSX, dates typed as Excel dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roll');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['XL-001', null, 'Neema', 'Kariuki', null, new Date(Date.UTC(2013, 5, 1)), 'Female']);
    sheet.addRow([1002, 'TX-2', 'Imani', 'Njoroge', null, '2012-07-09', 'Male']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await upload({ name: 'Roll.XLSX', data })).toMatchObject({ status: 201, body: { imported: 2 } });
    const found = await get(studentsResource.path, { search: 'Neema' });
    expect(found.body.results[0]).toMatchObject({ admission_number: 'XL-001', date_of_birth: '2013-06-01' });
  });

  // Issue 19: a value the import cannot take says what is wrong with it, and which values it takes.
  it('says what is wrong with a gender or a date of birth, in a CSV and in an XLSX alike', async () => {
    const rows = [
      ['VAL-001', '', 'Amani', 'Otieno', '', '2015-03-14', 'Unknown'],
      ['VAL-002', '', 'Baraka', 'Mwangi', '', '2016-02-30', 'Male'],
      ['VAL-003', '', 'Zawadi', 'Achieng', '', '0001-01-01', 'F'],
      ['VAL-004', '', 'Neema', 'Kariuki', '', '2015-03-14', ''],
    ];
    const expected = {
      file: ['4 rows have errors, so nothing was imported.'],
      'rows.2.gender': ['Gender must be Male, Female or Other, not "Unknown"'],
      'rows.3.date_of_birth': ['2016-02-30 is not a date: February 2016 has 29 days'],
      'rows.4.date_of_birth': ['Date of birth cannot be before 1900'],
      // A missing value keeps the spec's words.
      'rows.5.gender': ['Gender is required'],
    };
    const before = await studentCount();
    const fromCsv = await upload(csv(...rows.map((row) => row.join(','))));
    expect(fromCsv).toMatchObject({ status: 400 });
    expect(fromCsv.body).toEqual(expected);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roll');
    sheet.addRow(HEADER.split(','));
    for (const row of rows) sheet.addRow(row.map((cell) => cell || null));
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = await upload({ name: 'roll.xlsx', data });
    expect(fromXlsx).toMatchObject({ status: 400 });
    expect(fromXlsx.body).toEqual(expected);
    expect(await studentCount()).toBe(before);
  });

  it('lists every wrong row by number and field, and writes nothing', async () => {
    const before = await studentCount();
    const response = await upload(
      csv(
        'BAD-001,,Amani,Otieno,,2015-03-14,Female',
        ',,,Otieno,,2015-03-14,Female',
        'BAD-003,,Baraka,Mwangi,,14/03/2015,Boy',
        'BAD-004,,Zawadi,,,2999-01-01,F',
      ),
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        file: ['3 rows have errors, so nothing was imported.'],
        'rows.3.admission_number': ['Admission number is required'],
        'rows.3.first_name': ['First name is required'],
        'rows.4.date_of_birth': ['Enter a date as YYYY-MM-DD'],
        'rows.4.gender': ['Gender must be Male, Female or Other, not "Boy"'],
        'rows.5.last_name': ['Last name is required'],
        'rows.5.date_of_birth': ['Date of birth cannot be in the future'],
      },
    });
    expect(Object.keys(response.body).filter((key) => key.startsWith('rows.2.'))).toEqual([]);
    expect(await studentCount()).toBe(before);
  });

  it('refuses numbers repeated in the file or already in the school, naming them', async () => {
    await upload(csv('DUP-001,DT-001,Amani,Otieno,,2015-03-14,Female'));
    const before = await studentCount();
    const response = await upload(
      csv(
        'DUP-002,DT-002,Juma,Wekesa,,2015-03-14,Male',
        'dup-002,DT-003,Juma,Wekesa,,2015-03-14,Male',
        'DUP-001,dt-001,Akinyi,Auma,,2015-03-14,Female',
      ),
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        file: ['2 rows have errors, so nothing was imported.'],
        'rows.3.admission_number': ['dup-002 is also on row 2'],
        'rows.4.admission_number': ['DUP-001 already belongs to a student of this school'],
        'rows.4.transport_number': ['dt-001 already belongs to a student of this school'],
      },
    });
    expect(await studentCount()).toBe(before);
  });

  it('lists at most the first rows of a very wrong file, and gives the total', async () => {
    const rows = Array.from({ length: MAX_LISTED_ROW_ERRORS + 50 }, (_, i) => `MANY-${i},,,X,,2015-01-01,F`);
    const response = await upload(csv(...rows));
    expect(response.status).toBe(400);
    expect(response.body.file).toEqual([
      `${MAX_LISTED_ROW_ERRORS + 50} rows have errors, so nothing was imported. The first ${MAX_LISTED_ROW_ERRORS} are listed.`,
    ]);
    const listedRows = new Set(
      Object.keys(response.body).flatMap((key) => key.match(/^rows\.(\d+)\./)?.[1] ?? []),
    );
    expect(listedRows.size).toBe(MAX_LISTED_ROW_ERRORS);
  });

  it('says what is wrong with the file itself', async () => {
    const png = await imageBytes();
    await expectFileRefusals(
      (file) => upload(file),
      [
        [null, { file: ['Please select a file'] }],
        [
          { name: 'photo.csv', data: png },
          { file: ['This file is not a CSV file: save the sheet as CSV or choose the .xlsx file'] },
        ],
        [{ name: 'roll.txt', data: 'a,b\n' }, { file: ['Choose a .csv or .xlsx file'] }],
        [{ name: 'roll.csv', data: '' }, { file: ['The file has no student rows'] }],
        [{ name: 'roll.csv', data: `${HEADER}\n` }, { file: ['The file has no student rows'] }],
        [
          { name: 'roll.csv', data: 'Admission Number,Surname\nA-1,Otieno\n' },
          {
            file: [
              'The file is missing the columns First Name, Last Name, Date of Birth, Gender. Download the template to see them all.',
            ],
          },
        ],
      ],
    );
  });

  it('leaves the planner knowing the tables a large file grew (ADR 012)', async () => {
    const rows = Array.from(
      { length: ANALYZE_AFTER_ROWS },
      (_, i) => `BULK-${i},,Amani,Otieno,,2015-03-14,Female`,
    );
    expect(await upload(csv(...rows))).toMatchObject({ status: 201, body: { imported: ANALYZE_AFTER_ROWS } });
    // Without autovacuum (the embedded database) these stayed at the seed's sizes, and so did the
    // one connection's plans of the foreign-key checks: a whole-table scan per row of the next import.
    for (const rows of await plannedRows(t.database.db, ['student_rows', 'student_enrolments'])) {
      expect(rows).toBeGreaterThanOrEqual(ANALYZE_AFTER_ROWS);
    }
  });

  it('refuses hostile workbooks at once, without unpacking them, and imports nothing', async () => {
    const before = await studentCount();
    const header = rowXml(1, ...HEADER.split(','));
    // 2 KB on disk, two "1 GB" media entries in its directory (issue 19).
    const media = [1, 2].map((n) => ({
      name: `xl/media/image${n}.png`,
      data: Buffer.from('x'),
      declaredSize: 1024 ** 3,
    }));
    expect(await upload({ name: 'roll.xlsx', data: workbookArchive(sheetXml(header), media) })).toMatchObject(
      {
        status: 400,
        body: {
          file: [
            "This workbook unpacks to more than 128 MB, more than a roll needs; save only the roll's sheet, or save it as CSV",
          ],
        },
      },
    );
    // About 3.1 million rows from a few hundred KB: refused at the first row past the limit.
    const rows = await repeatedPart('<row><c><v>1</v></c></row>', 3_100_000, {
      head: `<worksheet><sheetData>${header}`,
      tail: '</sheetData></worksheet>',
    });
    expect(await upload({ name: 'roll.xlsx', data: workbookArchive(rows) })).toMatchObject({
      status: 400,
      body: { file: ['The file has more than 100,000 rows; split it into smaller files'] },
    });
    expect(await studentCount()).toBe(before);
  });

  it('needs a period and a stream of this school', async () => {
    const file = csv('P-001,,Amani,Otieno,,2015-03-14,Female');
    expect(await upload(file, {})).toMatchObject({
      status: 400,
      body: { academic_period_id: ['Academic period is required'], stream_id: ['Stream is required'] },
    });
    const other = await signedInAs(t, { role: 100 });
    const theirs = await enrolment(other);
    expect(await upload(file, theirs)).toMatchObject({
      status: 400,
      body: { academic_period_id: ['Invalid academic period.'], stream_id: ['Invalid stream.'] },
    });
    expect(await upload(file, { academic_period_id: 'x', stream_id: where.stream_id })).toMatchObject({
      status: 400,
      body: { academic_period_id: ['Invalid academic period.'] },
    });
    expect(await studentCount(other)).toBe(0);
  });

  it('is for profiles that may change students', async () => {
    const teacher = await signedInAs(t, { role: 404 });
    expect((await upload(csv('T-001,,Amani,Otieno,,2015-03-14,Female'), where, teacher)).status).toBe(403);
  });
});

describe('GET /students/bulk-upload/template/', () => {
  it('gives the template as CSV or as a workbook, as a download', async () => {
    const asCsv = await get(STUDENT_IMPORT_TEMPLATE_PATH, {});
    expect(asCsv.status).toBe(200);
    expect(asCsv.body).toMatch(/^Admission Number,Transport Number,First Name,/);
    expect(asCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(asCsv.headers.get('content-disposition')).toBe('attachment; filename="students-template.csv"');
    const asXlsx = await get(STUDENT_IMPORT_TEMPLATE_PATH, { format: 'xlsx' });
    expect(asXlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await get(STUDENT_IMPORT_TEMPLATE_PATH, { format: 'pdf' })).status).toBe(400);
  });
});
