import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../http/ids';

/**
 * A list filter on a reference (`?grade_level=`, `?vehicle=`): none when absent; a value that is not
 * an id matches nothing, as another school's id does (the school's own condition keeps it out).
 */
export function idFilter(column: PgColumn, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return isUuid(value) ? eq(column, value.toLowerCase()) : sql`false`;
}
