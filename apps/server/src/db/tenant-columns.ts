import { foreignKey, primaryKey, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * "`column` points at a record of `target` within the school": the composite foreign key
 * (tenant_id, column) -> target (tenant_id, id) of ADR 002, so no row can point into another
 * school. `within` narrows it to the same parent as well (a trip's stop of this very trip:
 * (tenant_id, trip_id, trip_stop_id) -> trip_stops (tenant_id, trip_id, id)). Chain `.onDelete()`.
 */
export function schoolReference(
  t: { tenant_id: PgColumn },
  column: PgColumn,
  target: { tenant_id: PgColumn; id: PgColumn },
  options: { name?: string; within?: [own: PgColumn, target: PgColumn] } = {},
) {
  const within = options.within;
  return foreignKey({
    name: options.name,
    columns: within ? [t.tenant_id, within[0], column] : [t.tenant_id, column],
    foreignColumns: within ? [target.tenant_id, within[1], target.id] : [target.tenant_id, target.id],
  });
}
