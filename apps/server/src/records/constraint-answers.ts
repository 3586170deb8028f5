import { and, eq, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { ref } from '@app/shared/i18n/message-ref';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../db/errors';
import { storedTable } from '../db/stored-tables';
import { AppError, FieldErrors } from '../http/errors';
import type { TenantContext } from '../http/tenant-context';

/**
 * What a record type's constraints answer, declared with the type. The database decides (unique
 * indexes, composite foreign keys with tenant_id), so two requests at once cannot both win; this
 * only says it in the caller's words.
 */
export type ConstraintAnswers = {
  /** Unique index name -> the field and message of a duplicate. */
  unique?: Record<string, { field: string; message: string }>;
  /**
   * Referencing column -> the field and message when the referenced record is missing or another
   * school's (the composite key makes both the same violation): "Invalid vehicle."
   */
  references?: Record<string, { field: string; message: string }>;
};

type RecordTable = PgTable & { tenant_id: PgColumn };
/**
 * The record types' tables, by the name of the table that stores their rows (a view's base table,
 * ADR 014), which is what a constraint error names. That name is also how the `constraints.*`
 * messages choose their words for a record and for its dependents (an ICU select per table: a
 * Kiswahili noun's class changes the whole sentence), so a new record type gets its words there.
 */
const recordTables = new Map<string, RecordTable>();

/** Called by tenantRecords for each record type: its table can then be named as a dependent. */
export function registerRecordTable(table: RecordTable): void {
  const stored = storedTable(table);
  recordTables.set(getTableName(stored), stored);
}

/** The stored tables of every record type: each needs its words in the `constraints.*` messages. */
export function recordTableNames(): string[] {
  return [...recordTables.keys()];
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
 * "This vehicle cannot be deleted: it has 2 personnel assignments." (`constraints.deleteRefusedCount`,
 * worded per record type and dependent type.)
 */
export async function dependentsConflict(
  ctx: TenantContext,
  error: unknown,
  table: PgTable,
  id: string,
): Promise<unknown> {
  if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) return error;
  const record = getTableName(storedTable(table));
  const { constraint, table: dependentName } = pgErrorDetail(error);
  const dependent = dependentName ? recordTables.get(dependentName) : undefined;
  const column = dependent && constraint ? foreignKeyColumn(dependent, constraint) : undefined;
  if (!dependent || !column) {
    return new AppError(
      409,
      ref('constraints.deleteRefusedDependents', { record, dependent: knownTable(dependentName) }),
    );
  }
  const count = await ctx.db.$count(dependent, and(eq(dependent.tenant_id, ctx.tenantId), eq(column, id)));
  return new AppError(
    409,
    ref('constraints.deleteRefusedCount', { record, dependent: dependentName!, count }),
  );
}

/**
 * A delete refused by a foreign key outside a record type's own delete (the error handler's 409):
 * "This record cannot be deleted because trips depend on it."
 */
export function dependentsRefusal(table: string | undefined): string {
  return ref('constraints.deleteRefusedRecord', { dependent: knownTable(table) });
}

/**
 * A dependent table as the messages' select knows it; any other as `other` ("other records"): a
 * table that no record type declares has no words, and its name is not one for people.
 */
function knownTable(table: string | undefined): string {
  return table && recordTables.has(table) ? table : 'other';
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
