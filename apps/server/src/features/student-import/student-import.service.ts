import { sql } from 'drizzle-orm';
import { STUDENT_IMPORT_MESSAGES as m } from '@app/shared/students/student-import.schemas';
import type { studentImportRowSchema } from '@app/shared/students/student.schemas';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { queryRow, queryRows } from '../../db/query-rows';
import { FieldErrors } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { writeInBatches, type ImportKind } from './import-batches';
import { checkRows, RowErrors, type CheckedRow } from './import-rows';
import { readSpreadsheet } from './spreadsheet';
import { STUDENT_ROWS } from './student-rows';
import { studentEnrolments } from '../students/student-enrolments.table';
import { studentRows, students } from '../students/students.table';

type ImportRequest = { academicPeriodId: string; streamId: string; fileName: string; file: Buffer };
type Student = (typeof studentImportRowSchema)['_output'];

/**
 * Imports a roll (issue 8 §2): every row is checked (the schema, the other rows, the school's own
 * students) before anything is written; then the students and their enrolments go in batch by
 * batch, each with one statement per table, and are published together, so a file is imported
 * whole or not at all and no other request waits longer than a batch (ADRs 012, 014).
 */
export async function importStudents(
  ctx: TenantContext,
  request: ImportRequest,
): Promise<{ imported: number }> {
  const enrolment = await checkEnrolment(ctx, request);
  const sheet = await readSpreadsheet(request.file, request.fileName);
  const errors = new RowErrors();
  const rows = await checkRows(sheet, STUDENT_ROWS, errors);
  await checkAgainstSchool(ctx, rows, errors);
  errors.throwIfAny();
  try {
    const imported = await writeInBatches(ctx, {
      ...STUDENT_IMPORT,
      rows,
      writeBatch: async (tx, importId, batch) => {
        const added = await queryRows<{ id: string }>(tx.db, insertStudents(tx.tenantId, importId, batch));
        await tx.db.execute(
          insertEnrolments(
            tx.tenantId,
            request,
            added.map((row) => row.id),
          ),
        );
      },
      // One entry for the import, not one per row (issue 8 §5).
      audit: {
        recordType: 'student-import',
        recordLabel: request.fileName,
        changes: {
          academic_period: { new: enrolment.periodTitle },
          stream: { new: enrolment.streamTitle },
        },
      },
      alsoAnalyze: [studentEnrolments],
    });
    return { imported };
  } catch (error) {
    // Someone added one of these numbers between the check and the write: nothing was written.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new FieldErrors({ file: [m.changedMeanwhile] });
    throw error;
  }
}

/** The roll import fills student_rows; enrolments go with their students (ADR 014). */
export const STUDENT_IMPORT: ImportKind = { table: studentRows, view: students };

/** The period and stream must be this school's; one round trip for both, with their titles. */
async function checkEnrolment(ctx: TenantContext, request: ImportRequest) {
  const period = isUuid(request.academicPeriodId) ? request.academicPeriodId : null;
  const stream = isUuid(request.streamId) ? request.streamId : null;
  const found = await queryRow<{ period: string | null; stream: string | null }>(
    ctx.db,
    sql`
    select (select title from academic_periods where tenant_id = ${ctx.tenantId} and id = ${period}::uuid) as period,
           (select title from streams where tenant_id = ${ctx.tenantId} and id = ${stream}::uuid) as stream`,
  );
  const fields: Record<string, string[]> = {};
  if (found.period === null) fields.academic_period_id = [m.invalidPeriod];
  if (found.stream === null) fields.stream_id = [m.invalidStream];
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
  return { periodTitle: found.period!, streamTitle: found.stream! };
}

/** Admission and transport numbers the school already has: one query for the whole file. */
async function checkAgainstSchool(ctx: TenantContext, rows: CheckedRow<Student>[], errors: RowErrors) {
  // As one JSON parameter: Drizzle spreads a JS array into one parameter per value.
  const numbers = (field: 'admission_number' | 'transport_number') =>
    JSON.stringify(rows.flatMap((row) => (row.values[field] ? [row.values[field].toLowerCase()] : [])));
  const found = await queryRows<{ field: string; value: string }>(
    ctx.db,
    sql`
    select 'admission_number' as field, lower(admission_number) as value from ${students}
     where tenant_id = ${ctx.tenantId} and lower(admission_number) in (select json_array_elements_text(${numbers('admission_number')}::json))
    union all
    select 'transport_number', lower(transport_number) from ${students}
     where tenant_id = ${ctx.tenantId} and lower(transport_number) in (select json_array_elements_text(${numbers('transport_number')}::json))`,
  );
  const taken = new Set(found.map((r) => `${r.field}:${r.value}`));
  if (taken.size === 0) return;
  for (const row of rows) {
    for (const field of ['admission_number', 'transport_number'] as const) {
      const value = row.values[field];
      if (value && taken.has(`${field}:${value.toLowerCase()}`))
        errors.add(row.number, field, m.duplicateInSchool(value));
    }
  }
}

/** The students from one JSON parameter: set-based, one round trip, any size; their new ids. */
function insertStudents(tenantId: string, importId: string, rows: CheckedRow<Student>[]) {
  const students = JSON.stringify(rows.map((row) => row.values));
  // The home location's degrees as JSON numbers (no more than seven decimals: the schema), or null.
  return sql`
    insert into ${studentRows} (tenant_id, import_id, admission_number, transport_number, first_name, last_name,
                          other_name, date_of_birth, gender, home_latitude, home_longitude)
    select ${tenantId}::uuid, ${importId}::uuid, admission_number, nullif(transport_number, ''), first_name, last_name,
           coalesce(other_name, ''), date_of_birth, gender, home_latitude, home_longitude
      from json_to_recordset(${students}::json) as r(
        admission_number text, transport_number text, first_name text, last_name text,
        other_name text, date_of_birth date, gender int, home_latitude numeric, home_longitude numeric)
    returning id`;
}

/** Every new student enrolled in the chosen period and stream. */
function insertEnrolments(tenantId: string, request: ImportRequest, ids: string[]) {
  return sql`
    insert into student_enrolments (tenant_id, student_id, academic_period_id, stream_id)
    select ${tenantId}::uuid, id::uuid, ${request.academicPeriodId}::uuid, ${request.streamId}::uuid
      from json_array_elements_text(${JSON.stringify(ids)}::json) as added(id)`;
}
