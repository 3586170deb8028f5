import { sql } from 'drizzle-orm';
import {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_MESSAGES as m,
  RESTRICTION_REASONS,
  restrictionImportRowSchema,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { checkRows, codeFromLabel, RowErrors, type ImportRows } from '../student-import/import-rows';
import { readSpreadsheet, type ImportFileRules } from '../student-import/spreadsheet';
import { writeInBatches, type ImportKind } from '../student-import/import-batches';
import { studentRows, students } from '../students/students.table';
import { studentRestrictionRows, studentRestrictions } from './student-restrictions.table';
import { fixTripRiders, type RiderRange } from './trip-riders';

const FILES: ImportFileRules = { xlsx: false, fileType: m.fileType, notCsv: m.notCsv, empty: m.empty };

/** Event types and reasons as codes or labels ("Pickup", "sick"). */
const ROWS: ImportRows<typeof restrictionImportRowSchema> = {
  columns: RESTRICTION_IMPORT_COLUMNS,
  schema: restrictionImportRowSchema,
  cell: (key, value) =>
    key === 'event_type'
      ? codeFromLabel(RESTRICTION_EVENT_TYPES, value)
      : key === 'reason'
        ? codeFromLabel(RESTRICTION_REASONS, value)
        : value,
};

/**
 * Imports restrictions from a CSV (spec part 2 §7): every row is checked (the schema, then the
 * school's admission numbers, all in one query) before anything is written; then every restriction
 * goes in, a batch at a time, and all are published together with one audit entry: a file is
 * imported whole or not at all (ADR 014). Then the riders of the Scheduled trips of every row are
 * fixed.
 */
export async function importRestrictions(
  ctx: TenantContext,
  request: { fileName: string; file: Buffer },
): Promise<{ imported: number }> {
  const sheet = await readSpreadsheet(request.file, request.fileName, FILES);
  const errors = new RowErrors();
  const rows = await checkRows(sheet, ROWS, errors);
  const studentOf = await studentsByAdmissionNumber(
    ctx,
    rows.map((row) => row.values.admission_number),
  );
  const restrictions = rows.flatMap(({ number, values: { admission_number, ...fields } }) => {
    const student = studentOf.get(admission_number.toLowerCase());
    if (student) return [{ ...fields, student }];
    errors.add(number, 'admission_number', m.unknownStudent(admission_number));
    return [];
  });
  errors.throwIfAny();
  const imported = await writeInBatches(ctx, {
    ...RESTRICTION_IMPORT,
    rows: restrictions,
    writeBatch: async (tx, importId, batch) => {
      await tx.db.execute(sql`
        insert into ${studentRestrictionRows} (tenant_id, import_id, student_id, event_type, reason, start_date,
                                               end_date, reported_by_guardian, notes)
        select ${tx.tenantId}::uuid, ${importId}::uuid, student, event_type, reason, start_date, end_date,
               reported_by_guardian, notes
          from json_to_recordset(${JSON.stringify(batch)}::json) as r(
            student uuid, event_type smallint, reason smallint, start_date date, end_date date,
            reported_by_guardian boolean, notes text)`);
    },
    // One entry for the import, not one per row (ADR 008).
    audit: { recordType: 'student-restriction', recordLabel: request.fileName },
  });
  return { imported };
}

/**
 * The restriction import fills student_restriction_rows; once published, the riders of the
 * Scheduled trips its rows cover are fixed, a batch at a time (ADR 014). The checks of the rows'
 * students plan on the table as it is now (ADR 012).
 */
export const RESTRICTION_IMPORT: ImportKind = {
  table: studentRestrictionRows,
  view: studentRestrictions,
  checksAgainst: [studentRows],
  settle: async (tx, ids) => {
    const ranges = await queryRows<RiderRange>(
      tx.db,
      sql`select student_id as student, event_type, start_date::text, end_date::text from ${studentRestrictionRows}
           where tenant_id = ${tx.tenantId} and id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
    );
    await fixTripRiders(tx, ranges);
  },
};

/** The school's students with these admission numbers (any case), by lower-cased number: one query. */
async function studentsByAdmissionNumber(
  ctx: TenantContext,
  numbers: string[],
): Promise<Map<string, string>> {
  // As one JSON parameter: Drizzle spreads a JS array into one parameter per value.
  const wanted = JSON.stringify([...new Set(numbers.map((number) => number.toLowerCase()))]);
  const found = await queryRows<{ number: string; id: string }>(
    ctx.db,
    sql`
    select lower(admission_number) as number, id from ${students}
     where tenant_id = ${ctx.tenantId}
       and lower(admission_number) in (select json_array_elements_text(${wanted}::json))`,
  );
  return new Map(found.map((row) => [row.number, row.id]));
}
