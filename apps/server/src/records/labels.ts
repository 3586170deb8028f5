import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sqlCode } from '../db/sql-codes';

/**
 * A code column read with its label (`category_label`), from the shared list of codes and labels,
 * computed by the statement itself so lists, reads and writes' RETURNING all carry it.
 */
export function labelOf(column: PgColumn, codes: readonly { id: number; label: string }[]): SQL<string> {
  const cases = codes.map(({ id, label }) => sql`when ${sqlCode(id)} then ${label}`);
  return sql<string>`(case ${column} ${sql.join(cases, sql` `)} else '' end)`;
}

/** The label of an optional code (`salutation_label`): null when the record has none. */
export function optionalLabelOf(
  column: PgColumn,
  codes: readonly { id: number; label: string }[],
): SQL<string | null> {
  return sql<string | null>`(case when ${column} is null then null else ${labelOf(column, codes)} end)`;
}
