import { and, eq, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../db/errors';
import { storedTable } from '../db/stored-tables';
import { AppError, FieldErrors } from '../http/errors';
import type { TenantContext } from '../http/tenant-context';

/** Words for plural-aware messages: "1 personnel assignment", "2 personnel assignments". */
type Label = { one: string; other: string };

/**
 * What a record type's constraints answer, declared with the type. The database decides (unique
 * indexes, composite foreign keys with tenant_id), so two requests at once cannot both win; this
 * only says it in the caller's words.
 */
export type ConstraintAnswers = {
  /** The record in messages: "vehicle" ("This vehicle cannot be deleted: ..."). */
  noun: string;
  /** This table's rows when they hold another record back from deletion. */
  dependentLabel: Label;
  /** Unique index name -> the field and message of a duplicate. */
  unique?: Record<string, { field: string; message: string }>;
  /**
   * Referencing column -> the field and message when the referenced record is missing or another
   * school's (the composite key makes both the same violation): "Invalid vehicle."
   */
  references?: Record<string, { field: string; message: string }>;
};

type RecordTable = { table: PgTable & { tenant_id: PgColumn }; dependentLabel: Label };
const recordTables = new Map<string, RecordTable>();

/** Called by tenantRecords for each record type: its table can then be named as a dependent. */
export function registerRecordTable(table: RecordTable['table'], answers: ConstraintAnswers): void {
  // Errors name the table that stores the rows (a view's base table, ADR 014).
  const stored = storedTable(table);
  recordTables.set(getTableName(stored), { table: stored, dependentLabel: answers.dependentLabel });
}

/** A unique or foreign-key violation of an insert or update as a 400 on its field; other errors as they are. */
export function translateConstraintError(
  error: unknown,
  table: PgTable,
  answers: ConstraintAnswers,
): unknown {
  const code = pgErrorCode(error);
  const { constraint, table: failedTable } = pgErrorDetail(error);
  if (code === UNIQUE_VIOLATION && constraint) {
    const answer = answers.unique?.[constraint];
    if (answer) return new FieldErrors({ [answer.field]: [answer.message] });
  }
  // The row written points at a missing record (its own table is the one named).
  const stored = storedTable(table);
  if (code === FOREIGN_KEY_VIOLATION && constraint && failedTable === getTableName(stored)) {
    const column = foreignKeyColumn(stored, constraint);
    const answer = column ? answers.references?.[column.name] : undefined;
    if (answer) return new FieldErrors({ [answer.field]: [answer.message] });
  }
  return error;
}

/**
 * A delete refused by another table's foreign key as a 409 that says what depends on the record:
 * "This vehicle cannot be deleted: it has 2 personnel assignments."
 */
export async function dependentsConflict(
  ctx: TenantContext,
  error: unknown,
  noun: string,
  id: string,
): Promise<unknown> {
  if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) return error;
  const { constraint, table } = pgErrorDetail(error);
  const dependent = table ? recordTables.get(table) : undefined;
  const column = dependent && constraint ? foreignKeyColumn(dependent.table, constraint) : undefined;
  if (!dependent || !column) {
    return new AppError(409, `This ${noun} cannot be deleted: ${dependentLabel(table)} depend on it.`);
  }
  const count = await ctx.db.$count(
    dependent.table,
    and(eq(dependent.table.tenant_id, ctx.tenantId), eq(column, id)),
  );
  const { one, other } = dependent.dependentLabel;
  return new AppError(409, `This ${noun} cannot be deleted: it has ${count} ${count === 1 ? one : other}.`);
}

/** Words for a table that holds records back from deletion, for answers outside a record type. */
export function dependentLabel(table: string | undefined): string {
  if (!table) return 'other records';
  return recordTables.get(table)?.dependentLabel.other ?? table.replaceAll('_', ' ');
}

const MAX_IDENTIFIER_LENGTH = 63;

/**
 * The referencing column of a composite (tenant_id, x_id) or (tenant_id, parent_id, x_id) foreign
 * key, by the constraint's name: the last one, the column the key is about.
 */
function foreignKeyColumn(table: PgTable, constraint: string): PgColumn | undefined {
  // PostgreSQL cuts names at 63 bytes; Drizzle's generated names can be longer.
  const foreignKey = getTableConfig(table).foreignKeys.find(
    (key) => key.getName().slice(0, MAX_IDENTIFIER_LENGTH) === constraint,
  );
  return foreignKey?.reference().columns.at(-1);
}
