import { and, eq, getTableColumns, ilike, inArray, or, sql, SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { TenantTable } from './tenant-records';

/** A value read off the record's parent: the parent's table, the record's key to it and the column. */
type Lookup = { parent: TenantTable; key: PgColumn; value: PgColumn | SQL };
const lookups = new WeakMap<SQL, Lookup>();

/**
 * A column of the row a record's key points at, in the school's own rows:
 * `lookup(trips, trips.vehicle_id, vehicles)(vehicles.registration_number)`. On a page it is a
 * subquery per row read; a list that searches or orders by it does better (tenant-records):
 * searching asks the parent's (trigram-indexed) table for its ids once, ordering joins the parent
 * instead of running the subquery on every row of the school before the sort.
 */
export const lookup =
  (child: TenantTable, key: PgColumn, parent: TenantTable) =>
  <T = string>(value: PgColumn | SQL): SQL<T> => {
    const expression = sql<T>`(select ${value} from ${parent}
      where ${parent.tenant_id} = ${child.tenant_id} and ${parent.id} = ${key})`;
    lookups.set(expression, { parent, key, value });
    return expression;
  };

/** Whether a read column is a lookup (a value read off another record). */
export const isLookup = (column: PgColumn | SQL): boolean => column instanceof SQL && lookups.has(column);

/**
 * `?search=` over the record's own columns and its lookups: a lookup's parents matching the pattern
 * found in one subquery per key (its own indexes), the record's rows by their key. Where the search
 * runs through more than one such way (two keys, or a key and the record's own columns), each way
 * finds its rows' ids by itself and the rows are those ids: PostgreSQL cannot tell how few rows an OR
 * of key lists matches, so it tested every row of the school against both lists and joined the
 * order's parents by hashing all of them (student guardians at 50,000: 150 ms, against 3 ms).
 */
export function searchCondition(
  child: TenantTable,
  tenantId: string,
  columns: (PgColumn | SQL)[],
  pattern: string,
): SQL {
  const own: SQL[] = [];
  const byKey = new Map<PgColumn, { parent: TenantTable; values: (PgColumn | SQL)[] }>();
  for (const column of columns) {
    const found = column instanceof SQL ? lookups.get(column) : undefined;
    if (!found) {
      own.push(ilike(column, pattern));
      continue;
    }
    const entry = byKey.get(found.key) ?? { parent: found.parent, values: [] };
    entry.values.push(found.value);
    byKey.set(found.key, entry);
  }
  // The record's own columns are one way: their trigram indexes answer an OR of them together.
  const ways = own.length ? [or(...own)!] : [];
  for (const [key, { parent, values }] of byKey)
    ways.push(
      inArray(
        key,
        sql`(select ${parent.id} from ${parent} where ${parent.tenant_id} = ${tenantId}
          and (${or(...values.map((value) => ilike(value, pattern)))}))`,
      ),
    );
  if (ways.length === 1) return ways[0]!;
  return inArray(
    child.id,
    sql`(${sql.join(
      ways.map(
        (way) => sql`select ${child.id} from ${child} where ${child.tenant_id} = ${tenantId} and ${way}`,
      ),
      sql` union `,
    )})`,
  );
}

type OrderJoin = { table: PgTable; on: SQL; inner: boolean };

/**
 * The order's lookups as joins: each lookup the order uses becomes a column of a joined parent
 * (inner when the key is never null, so the planner may walk the parent's index in order), the rest
 * stays as it is.
 */
export function joinedOrder(child: TenantTable, order: (PgColumn | SQL)[]) {
  // One join a key, however many of its parent's columns the order reads.
  const joined = new Map<PgColumn, Record<string, PgColumn>>();
  const joins: OrderJoin[] = [];
  const columns = order.map((column) => {
    const found = column instanceof SQL ? lookups.get(column) : undefined;
    // A computed value (a label, a cast) keeps its subquery.
    if (!found || found.value instanceof SQL) return column;
    let parent = joined.get(found.key);
    if (!parent) {
      parent = alias(found.parent, `order_${joins.length}`) as unknown as Record<string, PgColumn>;
      joined.set(found.key, parent);
      joins.push({
        table: parent as unknown as PgTable,
        on: and(eq(parent.tenant_id!, child.tenant_id), eq(parent.id!, found.key))!,
        inner: found.key.notNull,
      });
    }
    return parent[columnName(found.parent, found.value)]!;
  });
  /**
   * The read fields among `read` that the order's joins already hold (a lookup of a plain column
   * through a joined key), as the joined columns: a page reads them there instead of in a subquery a
   * row (six of the riders' page, 0.5 ms of its 2.3). A computed value keeps its subquery.
   */
  const fromJoins = (read: Record<string, PgColumn | SQL.Aliased>): Record<string, SQL> =>
    Object.fromEntries(
      Object.entries(read).flatMap(([field, column]) => {
        const found = column instanceof SQL.Aliased ? lookups.get(column.sql) : undefined;
        const parent = found && joined.get(found.key);
        if (!found || !parent || found.value instanceof SQL) return [];
        // Undecoded, as the subquery's value is.
        return [[field, sql`${parent[columnName(found.parent, found.value)]!}`]];
      }),
    );
  return { joins, columns, fromJoins };
}

/** The property name of a table's column. */
const columnName = (table: PgTable, column: PgColumn) =>
  Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
