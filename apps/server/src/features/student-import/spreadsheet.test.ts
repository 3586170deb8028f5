import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STUDENT_IMPORT_COLUMNS } from '@app/shared/students/student-import.schemas';
import { MAX_IMPORT_ROWS, readSpreadsheet } from './spreadsheet';
import { importTemplate } from './template';
import { refusal } from './xlsx-files.test-helpers';

describe('readSpreadsheet', () => {
  it('reads a CSV with a BOM, quoted commas and blank lines, numbering rows as a spreadsheet does', async () => {
    const csv = '\uFEFFAdmission Number,First Name\r\nA-1,"Otieno, Jr"\r\n\r\n,\r\nA-2,Amani\r\n';
    expect(await readSpreadsheet(Buffer.from(csv), 'roll.csv')).toEqual({
      header: ['Admission Number', 'First Name'],
      rows: [
        { number: 2, cells: ['A-1', 'Otieno, Jr'] },
        { number: 5, cells: ['A-2', 'Amani'] },
      ],
    });
  });

  it('reads the semicolons and Windows-1252 of a CSV saved by Excel in another locale', async () => {
    const csv = Buffer.from('Admission Number;First Name\nA-1;Zo\xeb\n', 'latin1');
    const sheet = await readSpreadsheet(csv, 'ROLL.CSV');
    expect(sheet.rows).toEqual([{ number: 2, cells: ['A-1', 'Zoë'] }]);
  });

  it('reads an .xlsx: text, numbers, dates as YYYY-MM-DD, rich text and formula results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roll');
    sheet.addRow(['Admission Number', 'First Name', 'Date of Birth', 'Gender']);
    sheet.addRow([
      1001,
      { richText: [{ text: 'Am' }, { text: 'ani' }] },
      new Date(Date.UTC(2015, 2, 14)),
      'F',
    ]);
    sheet.addRow([]);
    sheet.addRow(['A-2', 'Baraka', '2016-01-02', { formula: '1+1', result: 2 }]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSpreadsheet(buffer, 'roll.xlsx')).toEqual({
      header: ['Admission Number', 'First Name', 'Date of Birth', 'Gender'],
      rows: [
        { number: 2, cells: ['1001', 'Amani', '2015-03-14', 'F'] },
        { number: 4, cells: ['A-2', 'Baraka', '2016-01-02', '2'] },
      ],
    });
  });

  it('refuses other types by name and by content, with a message', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect(await refusal(readSpreadsheet(png, 'roll.csv'))).toEqual({
      file: ['This file is not a CSV file: save the sheet as CSV or choose the .xlsx file'],
    });
    expect(await refusal(readSpreadsheet(Buffer.from('a,b\n1,2\n'), 'roll.xlsx'))).toEqual({
      file: ['This file is not an Excel workbook (.xlsx)'],
    });
    expect(await refusal(readSpreadsheet(Buffer.from('a,b\n1,2\n'), 'roll.txt'))).toEqual({
      file: ['Choose a .csv or .xlsx file'],
    });
    expect(await refusal(readSpreadsheet(Buffer.from('a,"b\n1,2\n'), 'roll.csv'))).toMatchObject({
      file: [expect.stringMatching(/^The CSV file could not be read: /)],
    });
  });

  it('refuses an empty file, a header alone, and more rows than one import takes', async () => {
    const empty = { file: ['The file has no student rows'] };
    expect(await refusal(readSpreadsheet(Buffer.alloc(0), 'roll.csv'))).toEqual(empty);
    expect(await refusal(readSpreadsheet(Buffer.from('Admission Number\n\n'), 'roll.csv'))).toEqual(empty);
    const huge = `n\n${'x\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(await refusal(readSpreadsheet(Buffer.from(huge), 'roll.csv'))).toEqual({
      file: ['The file has more than 100,000 rows; split it into smaller files'],
    });
  });
});

describe('importTemplate', () => {
  it('is read back by the import as the columns and one example row, in both formats', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const sheet = await readSpreadsheet(await importTemplate(format), `template.${format}`);
      expect(sheet.header).toEqual(STUDENT_IMPORT_COLUMNS.map((column) => column.header));
      expect(sheet.rows).toEqual([
        { number: 2, cells: STUDENT_IMPORT_COLUMNS.map((column) => column.example) },
      ]);
    }
  });
});
