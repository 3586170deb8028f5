import type { SQL } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import type { Db } from './client';

/**
 * Raw statements (`db.execute(sql`...`)`) are read here and nowhere else. Both engines answer
 * through node-postgres (db/client.ts), so a result is a `QueryResult`; drizzle types it loosely,
 * and each caller names the shape its select list gives (columns cast in the SQL: `::int`, `::text`).
 */
function answer<Row>(result: unknown): QueryResult<Row & Record<string, unknown>> {
  const answered = result as QueryResult<Row & Record<string, unknown>>;
  // Not a node-postgres result: the driver changed under us; say so rather than read undefined.
  if (!Array.isArray(answered?.rows)) throw new TypeError('A statement answered without rows');
  return answered;
}

/** The rows of a statement, of the shape its select list names. */
export async function queryRows<Row extends object>(db: Db, query: SQL): Promise<Row[]> {
  return answer<Row>(await db.execute(query)).rows;
}

/** The one row of a statement that always answers one (an aggregate, a select without FROM). */
export async function queryRow<Row extends object>(db: Db, query: SQL): Promise<Row> {
  const [row] = await queryRows<Row>(db, query);
  if (!row) throw new TypeError('A statement that always answers one row answered none');
  return row;
}

/** How many rows a statement wrote (INSERT, UPDATE, DELETE). */
export async function writtenRows(db: Db, query: SQL): Promise<number> {
  return answer<object>(await db.execute(query)).rowCount ?? 0;
}
