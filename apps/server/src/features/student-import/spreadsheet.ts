import { parse } from 'csv-parse';
import { fileTypeFromBuffer } from 'file-type';
import { STUDENT_IMPORT_MESSAGES as m } from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';
import { xlsxRecords, type NumberedRow } from './xlsx-sheet';

/** A sheet's header and its non-blank rows, each with its row number as a spreadsheet shows it. */
export type Sheet = { header: string[]; rows: NumberedRow[] };

/** Most rows one file may carry: a whole district's roll, with room to spare. */
export const MAX_IMPORT_ROWS = 100_000;

const refuse = (message: string): never => {
  throw new FieldErrors({ file: [message] });
};

/**
 * What one import takes: .xlsx besides .csv or not, and its words for a wrong type and an empty file;
 * `rows`, a .csv's most rows and its words for more when they are not the roll's (MAX_IMPORT_ROWS).
 */
export type ImportFileRules = {
  xlsx: boolean;
  fileType: string;
  notCsv: string;
  empty: string;
  rows?: { max: number; tooMany: string };
};
const ROLL_FILES: ImportFileRules = { xlsx: true, fileType: m.fileType, notCsv: m.notCsv, empty: m.empty };

/**
 * Reads an uploaded .csv (or .xlsx, when the import takes it) into text cells. The type is decided
 * by the content as well as the name, so a photo renamed roll.csv is refused with a message rather
 * than read as garbage.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  fileName: string,
  rules: ImportFileRules = ROLL_FILES,
): Promise<Sheet> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== 'csv' && !(rules.xlsx && extension === 'xlsx')) refuse(rules.fileType);
  if (buffer.length === 0) refuse(rules.empty);
  const limit = rules.rows ?? { max: MAX_IMPORT_ROWS, tooMany: m.tooManyRows(MAX_IMPORT_ROWS) };
  const detected = await fileTypeFromBuffer(buffer);
  const records =
    extension === 'xlsx'
      ? detected?.ext === 'xlsx'
        ? await xlsxRecords(buffer, MAX_IMPORT_ROWS)
        : refuse(m.notXlsx)
      : detected === undefined || detected.mime.startsWith('text/')
        ? await csvRecords(buffer, limit)
        : refuse(rules.notCsv);
  const header = records[0]?.number === 1 ? records[0].cells : [];
  const rows = records.filter((row) => row.number > 1 && row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) refuse(rules.empty);
  if (rows.length > limit.max) refuse(limit.tooMany);
  return { header, rows };
}

/** Strict UTF-8 first; a CSV saved by Excel on Windows is Windows-1252, which always decodes. */
function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** Characters parsed between two turns of the event loop: a 20 MB file does not hold it for seconds. */
const CSV_SLICE = 256 * 1024;

/**
 * The header and the non-blank rows of a CSV, each with its line's row number, parsed slice by
 * slice; refused at the first row past the most one import takes.
 */
async function csvRecords(buffer: Buffer, limit: { max: number; tooMany: string }): Promise<NumberedRow[]> {
  const content = decode(buffer).replace(/^\uFEFF/, '');
  // Excel writes ';' or tabs where the decimal mark is a comma: the header line says which.
  const firstLine = content.slice(0, content.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: false, trim: true });
  const records: NumberedRow[] = [];
  let number = 0;
  let failure: Error | undefined;
  parser.on('readable', () => {
    for (let cells: string[] | null; (cells = parser.read() as string[] | null) !== null;) {
      number += 1;
      if (number > 1 && !cells.some((cell) => cell !== '')) continue;
      records.push({ number, cells });
      if (records.length > limit.max + 1) failure ??= new FieldErrors({ file: [limit.tooMany] });
    }
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise((resolve) => parser.on('close', resolve));
  for (let start = 0; start < content.length && !failure; start += CSV_SLICE) {
    parser.write(content.slice(start, start + CSV_SLICE));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!failure) {
    parser.end();
    await ended;
  }
  if (failure instanceof FieldErrors) throw failure;
  if (failure) refuse(m.unreadable(failure.message));
  return records;
}
