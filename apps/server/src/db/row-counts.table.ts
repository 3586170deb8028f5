import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../features/tenants/tenants.table';

/**
 * How many rows each school has in each counted table, kept by statement-level triggers (migration
 * 0002): an unfiltered list reads its total here instead of counting a school's rows on every page.
 * A table joins by getting the two triggers `count_rows_inserted` / `count_rows_deleted`.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    table_name: text('table_name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.table_name] })],
);
