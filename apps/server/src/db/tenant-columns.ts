import { primaryKey, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { tenants } from '../features/tenants/tenants.table';

/**
 * The columns every school's record table starts with: the school, the id, and when the row was
 * made and last changed. Its key is (tenant_id, id), so references between a school's tables are
 * composite and cannot cross schools (ADR 002).
 */
export function tenantColumns() {
  return {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** The (tenant_id, id) primary key of a table made with tenantColumns. */
export function tenantKey(t: { tenant_id: PgColumn; id: PgColumn }) {
  return primaryKey({ columns: [t.tenant_id, t.id] });
}
