import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz read as ISO 8601 in UTC ("2026-01-05T04:10:00.000Z", as JavaScript writes it), by
 * the statement itself, so that a read column (also inside JSON built by SQL) is already the wire's
 * text whatever the session's time zone; null stays null.
 */
export function isoMoment(moment: PgColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
