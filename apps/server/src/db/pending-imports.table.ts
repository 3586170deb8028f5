import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../features/tenants/tenants.table';

/**
 * The imports being written (ADR 014). A large import writes its rows in committed batches, each
 * row carrying the import's id; while the import's row here is unpublished, the views that every
 * read goes through (`students`, `student_restrictions`) leave those rows out, so no one sees half
 * an import. Publishing is one small update of this row; the row is deleted when the import's
 * follow-up work is done. A row left behind by a process that died is found by its `alive_at`
 * and the import's rows are removed (or, once published, its follow-up finished).
 */
export const pendingImports = pgTable('pending_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenant_id: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** What is imported: the base table its rows go to (`student_rows`, `student_restriction_rows`). */
  kind: text('kind').notNull(),
  published: boolean('published').notNull().default(false),
  /** Moved on by every batch: an import not moved on for a while belongs to a process that died. */
  alive_at: timestamp('alive_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The column of a table that imports write in batches: the import that wrote the row, if any. */
export const importColumn = () => ({ import_id: uuid('import_id') });
