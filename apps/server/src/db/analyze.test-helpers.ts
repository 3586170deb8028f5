import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query-rows';

/** The number of rows the planner believes each of these tables holds, in the order named. */
export async function plannedRows(db: Db, tables: string[]): Promise<number[]> {
  const rows = await queryRows<{ relname: string; reltuples: number }>(
    db,
    sql`select relname, reltuples::float8 as reltuples from pg_class
         where relkind = 'r' and relname in (select json_array_elements_text(${JSON.stringify(tables)}::json))`,
  );
  return tables.map((table) => Number(rows.find((row) => row.relname === table)?.reltuples ?? Number.NaN));
}
