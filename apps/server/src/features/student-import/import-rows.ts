import type { z } from 'zod';
import {
  MAX_LISTED_ROW_ERRORS,
  rowErrorKey,
  STUDENT_IMPORT_MESSAGES as m,
} from '@app/shared/students/student-import.schemas';
import type { FieldErrorBody } from '@app/shared/common/errors';
import { FieldErrors } from '../../http/errors';
import type { Sheet } from './spreadsheet';

/** A column of an import file: its key (the schema's field), its template header, required or not. */
type ImportColumn = { key: string; header: string; required: boolean };

/**
 * How the rows of one import are read: its columns, the schema of a row, a cell's text as the schema
 * takes it (a label for its code), and the fields no two rows of a file may share.
 */
export type ImportRows<S extends z.ZodType> = {
  columns: readonly ImportColumn[];
  schema: S;
  cell?: (key: string, value: string) => string;
  uniqueInFile?: readonly string[];
};

/** "Date of Birth", "date_of_birth" and "DATE-OF-BIRTH" are one column. */
const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Where each known column sits in the file; refuses a file without the required ones. */
function columnPositions(header: string[], columns: readonly ImportColumn[]): Map<string, number> {
  const positions = new Map<string, number>();
  const normalized = header.map(normalize);
  for (const column of columns) {
    const index = normalized.indexOf(column.key);
    if (index >= 0) positions.set(column.key, index);
  }
  const missing = columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0) throw new FieldErrors({ file: [m.missingColumns(missing.map((c) => c.header))] });
  return positions;
}

/**
 * A code as a sheet carries it: the code, or its label in any case ("Female", "pickup"), or with
 * `initials` its first letter ("f"); anything else is left for the schema to refuse.
 */
export function codeFromLabel(
  codes: readonly { id: number; label: string }[],
  value: string,
  { initials = false } = {},
): string {
  const lower = value.toLowerCase();
  const match = codes.find(
    (code) => code.label.toLowerCase() === lower || (initials && code.label[0]!.toLowerCase() === lower),
  );
  return match ? String(match.id) : value;
}

/** One row's fields, as a form would send them: empty optional cells left out. */
function rowInput(
  cells: string[],
  positions: Map<string, number>,
  cell: (key: string, value: string) => string,
): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, index] of positions) {
    const value = cells[index] ?? '';
    if (value === '') continue;
    input[key] = cell(key, value);
  }
  return input;
}

export type CheckedRow<T> = { number: number; values: T };

/** Row errors gathered while checking a file, answered together as one 400 that lists them. */
export class RowErrors {
  private readonly byRow = new Map<number, FieldErrorBody>();

  add(row: number, field: string, message: string): void {
    const fields = this.byRow.get(row) ?? {};
    (fields[field] ??= []).push(message);
    this.byRow.set(row, fields);
  }

  /** Throws the 400 when any row is wrong: the total, then the first rows' messages by field. */
  throwIfAny(): void {
    if (this.byRow.size === 0) return;
    const rows = [...this.byRow.keys()].sort((a, b) => a - b);
    const listed = rows.slice(0, MAX_LISTED_ROW_ERRORS);
    const body: FieldErrorBody = { file: [m.rowsRefused(rows.length, listed.length)] };
    for (const row of listed) {
      for (const [field, messages] of Object.entries(this.byRow.get(row)!)) {
        body[rowErrorKey(row, field)] = messages;
      }
    }
    throw new FieldErrors(body);
  }
}

/** Rows checked between two turns of the event loop: 100,000 rows do not hold it for seconds. */
const ROWS_PER_TURN = 1_000;

/**
 * Checks every row against the import's row schema and against the other rows (a value of a
 * `uniqueInFile` field twice in the file); the school's own records are checked by the caller.
 */
export async function checkRows<S extends z.ZodType>(
  sheet: Sheet,
  rows: ImportRows<S>,
  errors: RowErrors,
): Promise<CheckedRow<z.output<S>>[]> {
  const positions = columnPositions(sheet.header, rows.columns);
  const cell = rows.cell ?? ((_key: string, value: string) => value);
  const firstRowOf = new Map((rows.uniqueInFile ?? []).map((field) => [field, new Map<string, number>()]));
  const checked: CheckedRow<z.output<S>>[] = [];
  for (const [index, row] of sheet.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const input = rowInput(row.cells, positions, cell);
    for (const [field, seen] of firstRowOf) {
      const value = input[field];
      if (!value) continue;
      const first = seen.get(value.toLowerCase());
      if (first === undefined) seen.set(value.toLowerCase(), row.number);
      else errors.add(row.number, field, m.duplicateInFile(value, first));
    }
    const result = rows.schema.safeParse(input);
    if (result.success) {
      checked.push({ number: row.number, values: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      errors.add(row.number, issue.path.map(String).join('.') || 'non_field_errors', issue.message);
    }
  }
  return checked;
}
