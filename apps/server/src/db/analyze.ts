import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Below this many rows a write leaves the statistics as they were: a stale plan costs little there. */
export const ANALYZE_AFTER_ROWS = 1_000;

/**
 * Refreshes the planner's statistics of tables that a bulk write has just grown (ADR 012). The
 * embedded database has no autovacuum, so without this its planner keeps believing the sizes of the
 * seed; and the one connection keeps its prepared plans (foreign-key checks included) until the
 * table's statistics change, so a plan chosen for a table of ten rows (a scan of the whole table per
 * checked row) would still run when it holds 100,000. Inside a transaction, the rows it wrote count.
 */
export async function analyzeTables(db: Db, tables: PgTable[]): Promise<void> {
  // ANALYZE needs the owner: a school's connection asks refresh_statistics (migration 0014).
  const names = JSON.stringify(tables.map((table) => getTableName(table)));
  await db.execute(sql`select refresh_statistics(array(select json_array_elements_text(${names}::json)))`);
}
