import type { z } from 'zod';
import { GENDERS } from '@app/shared/common/people';
import {
  MAX_LISTED_ROW_ERRORS,
  rowErrorKey,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as m,
  type StudentImportColumn,
} from '@app/shared/students/student-import.schemas';
import type { FieldErrorBody } from '@app/shared/common/errors';
import { FieldErrors } from '../../http/errors';
import type { Sheet } from './spreadsheet';

/** "Date of Birth", "date_of_birth" and "DATE-OF-BIRTH" are one column. */
const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Where each known column sits in the file; refuses a file without the required ones. */
function columnPositions(header: string[]): Map<StudentImportColumn, number> {
  const positions = new Map<StudentImportColumn, number>();
  const normalized = header.map(normalize);
  for (const column of STUDENT_IMPORT_COLUMNS) {
    const index = normalized.indexOf(column.key);
    if (index >= 0) positions.set(column.key, index);
  }
  const missing = STUDENT_IMPORT_COLUMNS.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0) throw new FieldErrors({ file: [m.missingColumns(missing.map((c) => c.header))] });
  return positions;
}

/** A gender as a sheet carries it: the code, or its label ("Female", "f"). */
function genderCode(value: string): string {
  const lower = value.toLowerCase();
  const match = GENDERS.find(
    (gender) => gender.label.toLowerCase() === lower || gender.label[0]!.toLowerCase() === lower,
  );
  return match ? String(match.id) : value;
}

/** One row's fields, as a form would send them: empty optional cells left out. */
function rowInput(cells: string[], positions: Map<StudentImportColumn, number>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, index] of positions) {
    const value = cells[index] ?? '';
    if (value === '') continue;
    input[key] = key === 'gender' ? genderCode(value) : value;
  }
  return input;
}

export type CheckedRow<T> = { number: number; student: T };

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

/**
 * Checks every row against the student schema and against the other rows (an admission or
 * transport number twice in the file); the school's own records are checked by the caller.
 */
export function checkRows<S extends z.ZodType>(
  sheet: Sheet,
  schema: S,
  errors: RowErrors,
): CheckedRow<z.output<S>>[] {
  const positions = columnPositions(sheet.header);
  const firstRowOf = {
    admission_number: new Map<string, number>(),
    transport_number: new Map<string, number>(),
  };
  const checked: CheckedRow<z.output<S>>[] = [];
  for (const row of sheet.rows) {
    const input = rowInput(row.cells, positions);
    for (const field of ['admission_number', 'transport_number'] as const) {
      const value = input[field];
      if (!value) continue;
      const first = firstRowOf[field].get(value.toLowerCase());
      if (first === undefined) firstRowOf[field].set(value.toLowerCase(), row.number);
      else errors.add(row.number, field, m.duplicateInFile(value, first));
    }
    const result = schema.safeParse(input);
    if (result.success) {
      checked.push({ number: row.number, student: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      errors.add(row.number, issue.path.map(String).join('.') || 'non_field_errors', issue.message);
    }
  }
  return checked;
}
