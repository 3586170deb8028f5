import { z } from 'zod';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

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
  // Where the child lives (issue 24), both or neither: degrees to seven decimals, as a bus stop's. The
  // example lies north of the equator: a CSV cell that starts with '-' is written guarded ('-0.3), as
  // every CSV of the server writes one, and would not read back as a number.
  { key: 'home_latitude', header: 'Home Latitude', required: false, example: '0.5143000' },
  { key: 'home_longitude', header: 'Home Longitude', required: false, example: '35.2698000' },
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number]['key'];

/** The largest file one import takes: 100,000 rows of a roll fit in a quarter of it. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** How many row messages a refused file lists; the total is always given. */
export const MAX_LISTED_ROW_ERRORS = 200;

export const STUDENT_IMPORT_MESSAGES = {
  periodRequired: ref('studentImport.periodRequired'),
  streamRequired: ref('studentImport.streamRequired'),
  fileRequired: ref('studentImport.fileRequired'),
  invalidPeriod: ref('studentImport.invalidPeriod'),
  invalidStream: ref('studentImport.invalidStream'),
  changedMeanwhile: ref('studentImport.changedMeanwhile'),
  fileType: ref('studentImport.fileType'),
  tooLarge: ref('studentImport.tooLarge'),
  notCsv: ref('studentImport.notCsv'),
  notXlsx: ref('studentImport.notXlsx'),
  xlsxTooBig: (bytes: number) =>
    ref('studentImport.xlsxTooBig', { megabytes: Math.round(bytes / 1024 / 1024) }),
  unreadable: (reason: string) => ref('studentImport.unreadable', { reason }),
  empty: ref('studentImport.empty'),
  // Grouped as English writes it ('5,000'; Kiswahili groups alike): a ref's plain {max} would not be.
  tooManyRows: (max: number) => ref('studentImport.tooManyRows', { max }),
  missingColumns: (headers: string[]) =>
    ref('studentImport.missingColumns', { count: headers.length, columns: headers.join(', ') }),
  rowsRefused: (rows: number, listed: number) =>
    listed < rows
      ? ref('studentImport.rowsRefusedFirstListed', { rows, listed })
      : ref('studentImport.rowsRefused', { rows }),
  duplicateInFile: (value: string, firstRow: number) =>
    ref('studentImport.duplicateInFile', { value, firstRow }),
  duplicateInSchool: (value: string) => ref('studentImport.duplicateInSchool', { value }),
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
