import { z } from 'zod';
import { text } from '../common/text';

/** The roll import (spec part 2 §5, §7: POST /students/bulk-upload/, multipart). */
export const STUDENT_IMPORT_PATH = '/students/bulk-upload/';
export const STUDENT_IMPORT_TEMPLATE_PATH = '/students/bulk-upload/template/';

/**
 * The columns of an import file, in the template's order, with the template's example row. Headers
 * are matched loosely: "Admission Number", "admission_number" and "ADMISSION-NUMBER" are one column.
 */
export const STUDENT_IMPORT_COLUMNS = [
  { key: 'admission_number', header: 'Admission Number', required: true, example: 'ADM-1001' },
  { key: 'transport_number', header: 'Transport Number', required: false, example: 'TR-0042' },
  { key: 'first_name', header: 'First Name', required: true, example: 'Amani' },
  { key: 'last_name', header: 'Last Name', required: true, example: 'Otieno' },
  { key: 'other_name', header: 'Other Name', required: false, example: 'Wanjiru' },
  { key: 'date_of_birth', header: 'Date of Birth', required: true, example: '2015-03-14' },
  { key: 'gender', header: 'Gender', required: true, example: 'Female' },
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number]['key'];

/** The largest file one import takes: 100,000 rows of a roll fit in a quarter of it. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** How many row messages a refused file lists; the total is always given. */
export const MAX_LISTED_ROW_ERRORS = 200;

export const STUDENT_IMPORT_MESSAGES = {
  periodRequired: 'Academic period is required',
  streamRequired: 'Stream is required',
  fileRequired: 'Please select a file',
  invalidPeriod: 'Invalid academic period.',
  invalidStream: 'Invalid stream.',
  changedMeanwhile:
    'Some of these students were added by someone else meanwhile; nothing was imported. Import the file again.',
  fileType: 'Choose a .csv or .xlsx file',
  tooLarge: 'The file must be at most 20 MB',
  notCsv: 'This file is not a CSV file: save the sheet as CSV or choose the .xlsx file',
  notXlsx: 'This file is not an Excel workbook (.xlsx)',
  xlsxTooBig: (bytes: number) =>
    `This workbook unpacks to more than ${Math.round(bytes / 1024 / 1024)} MB, more than a roll needs; save only the roll's sheet, or save it as CSV`,
  unreadable: (reason: string) => `The CSV file could not be read: ${reason}`,
  empty: 'The file has no student rows',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en')} rows; split it into smaller files`,
  missingColumns: (headers: string[]) =>
    `The file is missing the column${headers.length > 1 ? 's' : ''} ${headers.join(', ')}. Download the template to see them all.`,
  rowsRefused: (rows: number, listed: number) =>
    `${rows} row${rows > 1 ? 's have' : ' has'} errors, so nothing was imported.` +
    (listed < rows ? ` The first ${listed} are listed.` : ''),
  duplicateInFile: (value: string, firstRow: number) => `${value} is also on row ${firstRow}`,
  duplicateInSchool: (value: string) => `${value} already belongs to a student of this school`,
  imported: (count: number) => `${count} student${count === 1 ? '' : 's'} imported`,
} as const;
const m = STUDENT_IMPORT_MESSAGES;

/** The form fields beside the file. */
export const studentImportFieldsSchema = z.object({
  academic_period_id: text({ error: m.periodRequired }).min(1, m.periodRequired),
  stream_id: text({ error: m.streamRequired }).min(1, m.streamRequired),
});
export const studentImportResultSchema = z.object({ imported: z.number() });
export const studentImportTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).optional().default('csv'),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;

/** The 400 key of one row's field: `rows.12.first_name` (row numbers as the spreadsheet shows them). */
export const rowErrorKey = (row: number, field: string) => `rows.${row}.${field}`;
