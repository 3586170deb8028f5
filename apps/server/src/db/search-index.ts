import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

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
