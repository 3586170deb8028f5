import ExcelJS from 'exceljs';
import { GENDERS } from '@app/shared/common/people';
import { STUDENT_IMPORT_COLUMNS } from '@app/shared/students/student-import.schemas';
import { csvFile } from '../../http/csv-file';

const NOTES: Record<string, string> = {
  date_of_birth: 'YYYY-MM-DD (or an Excel date)',
  gender: GENDERS.map((gender) => `${gender.label} or ${gender.id}`).join(', '),
  admission_number: 'Unique in the school',
  transport_number: 'The transport card number; unique in the school when given',
  home_latitude: 'Degrees, up to 7 decimals (-90 to 90); with Home Longitude, or neither',
  home_longitude: 'Degrees, up to 7 decimals (-180 to 180); with Home Latitude, or neither',
};

type TemplateColumn = { key: string; header: string; example: string };

/** A workbook whose sheet `name` holds the columns in order and one example row. */
function exampleWorkbook(name: string, columns: readonly TemplateColumn[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(16, column.header.length + 4),
  }));
  sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, column.example])));
  return { workbook, sheet };
}

/** An import's CSV template: the header row and one example row, written as every CSV of the server. */
export function csvTemplate(columns: readonly TemplateColumn[]): Buffer {
  return csvFile([columns.map((column) => column.header), columns.map((column) => column.example)]);
}

/**
 * The file offered in the import modal: the columns in order and one example row, as CSV or as a
 * workbook with a second sheet saying what each column takes.
 */
export async function importTemplate(format: 'csv' | 'xlsx'): Promise<Buffer> {
  if (format === 'csv') return csvTemplate(STUDENT_IMPORT_COLUMNS);
  const { workbook, sheet: students } = exampleWorkbook('Students', STUDENT_IMPORT_COLUMNS);

  students.getRow(1).font = { bold: true };
  students.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = workbook.addWorksheet('Columns');
  notes.columns = [
    { header: 'Column', key: 'header', width: 20 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What it takes', key: 'note', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of STUDENT_IMPORT_COLUMNS) {
    notes.addRow({
      header: column.header,
      required: column.required ? 'Yes' : 'No',
      note: NOTES[column.key] ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
