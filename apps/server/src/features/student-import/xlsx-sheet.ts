import { STUDENT_IMPORT_MESSAGES as m } from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';
import { openXlsxArchive } from './xlsx-archive';
import { dateStyles, sharedStrings, streamPart, workbookParts } from './xlsx-parts';

/** A row of a sheet with its number as a spreadsheet shows it. */
export type NumberedRow = { number: number; cells: string[] };

/** The most rows a sheet has in Excel: a row number past it is not a real workbook's. */
const EXCEL_MAX_ROWS = 1_048_576;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 0 of Excel's serial dates (1899-12-30, which absorbs its 1900 leap-year bug) and of the 1904 system. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** "C12" -> 2 (zero-based column). */
function columnIndex(reference: string): number | undefined {
  const letters = /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters) return undefined;
  return [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The rows of the first sheet of an .xlsx as text cells, each with its number: only the workbook, its
 * relationships, styles, shared strings and that sheet are inflated (never media or other sheets),
 * the sheet streams, and reading stops with a 400 as soon as more than `maxRows` non-blank rows
 * follow the header, however many the file has.
 */
export async function xlsxRecords(buffer: Buffer, maxRows: number): Promise<NumberedRow[]> {
  const archive = await openXlsxArchive(buffer);
  try {
    if (!archive.has('xl/workbook.xml')) throw new FieldErrors({ file: [m.notXlsx] });
    const parts = await workbookParts(archive);
    const strings = await sharedStrings(archive, parts.sharedStrings);
    const dates = await dateStyles(archive, parts.styles);
    const epoch = parts.date1904 ? EPOCH_1904 : EPOCH_1900;

    /** A cell as the text a person typed: dates as YYYY-MM-DD, formulas by their result. */
    const cellText = (type: string, style: number, value: string): string => {
      switch (type) {
        case 's':
          return strings[Number(value)] ?? '';
        case 'inlineStr':
        case 'str':
          return value;
        case 'b':
          return value === '1' ? 'true' : 'false';
        case 'e':
          return '';
        case 'd':
          return value.slice(0, 10);
        default: {
          if (value === '') return '';
          const number = Number(value);
          if (!Number.isFinite(number)) return value;
          return dates.has(style)
            ? new Date(epoch + Math.round(number) * DAY_MS).toISOString().slice(0, 10)
            : String(number);
        }
      }
    };

    const records: NumberedRow[] = [];
    let rowNumber = 0;
    let cells: string[] = [];
    let column = 0;
    let cell = { type: 'n', style: 0 };
    let text: string[] = [];
    let inValue = false;
    let bodyRows = 0;
    await streamPart(archive, parts.sheet, {
      open: (name, attributes) => {
        if (name === 'row') {
          rowNumber = Number(attributes.r) || rowNumber + 1;
          if (rowNumber > EXCEL_MAX_ROWS) throw new FieldErrors({ file: [m.notXlsx] });
          cells = [];
          column = 0;
        } else if (name === 'c') {
          column = (attributes.r ? columnIndex(attributes.r) : undefined) ?? column;
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
          text = [];
        } else if (name === 'v' || (name === 't' && cell.type === 'inlineStr')) inValue = true;
      },
      text: (value) => {
        if (inValue) text.push(value);
      },
      close: (name) => {
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'c') {
          cells[column] = cellText(cell.type, cell.style, text.join('')).trim();
          column += 1;
        } else if (name === 'row') {
          const row = Array.from(cells, (value) => value ?? '');
          if (rowNumber > 1 && row.some((value) => value !== '') && ++bodyRows > maxRows)
            throw new FieldErrors({ file: [m.tooManyRows(maxRows)] });
          records.push({ number: rowNumber, cells: row });
        }
      },
    });
    return records;
  } finally {
    archive.close();
  }
}
