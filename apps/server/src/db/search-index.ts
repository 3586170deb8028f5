import { Column, is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, index, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { storedTable } from './stored-tables';

/**
 * The trigram index that a list's contains-search ("ILIKE %term%") uses, within one school. New
 * entries wait in a small pending list and go into the index together when it fills (256 kB):
 * adding them one by one made a 10,000-row import five times slower (ADR 014), while a search reads
 * at most that much of the list besides the index.
 */
export function searchIndex(name: string, tenantId: PgColumn, column: PgColumn) {
  return index(name)
    .using('gin', tenantId, sql`${column} gin_trgm_ops`)
    .with({ fastupdate: true, gin_pending_list_limit: 256 });
}

/** Whether a column of `table` (or of the table a view shows) has a search index (`searchIndex`). */
export function hasSearchIndex(table: PgTable, column: PgColumn): boolean {
  return getTableConfig(storedTable(table)).indexes.some(
    ({ config }) =>
      config.method === 'gin' &&
      config.columns.some(
        (part) =>
          is(part, SQL) && part.queryChunks.some((chunk) => is(chunk, Column) && chunk.name === column.name),
      ),
  );
}
