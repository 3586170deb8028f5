import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type TenantTable = PgTable & { tenant_id: PgColumn };

const storedIn = new WeakMap<PgTable, TenantTable>();

/**
 * Declares `view` (a table object over a view, ADR 014) as showing the rows of `base`. Constraint
 * errors name the base table and its constraints, so the records layer reads them through
 * `storedTable`, while queries go through the view.
 */
export function viewOver<T extends PgTable>(view: T, base: TenantTable): T {
  storedIn.set(view, base);
  return view;
}

/** The table that stores the rows of `table`: its base table if it is a view, else itself. */
export function storedTable<T extends PgTable>(table: T): T | TenantTable {
  return storedIn.get(table) ?? table;
}
