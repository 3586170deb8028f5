import { sql, type SQL } from 'drizzle-orm';

/**
 * Ids as one `uuid[]` parameter, for `= any(...)`: an unnamed statement is planned with its values,
 * so PostgreSQL knows how many there are (a JSON document's elements it guesses at 100, and then
 * plans a handful of trips as if they were a district: hash joins over whole tables).
 */
export const uuidArray = (ids: string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;
