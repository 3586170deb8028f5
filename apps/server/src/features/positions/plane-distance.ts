import { sql, type SQL } from 'drizzle-orm';

/** A place in a statement: its latitude and longitude in degrees, as SQL expressions. */
type Place = { latitude: SQL; longitude: SQL };

/**
 * Metres between two places, on the plane tangent at their middle: exact to a few centimetres at a
 * stop's distances, within a fraction of a percent over a few kilometres, and arithmetic PostgreSQL
 * does without an extension. One formula for stops reached (position-writer.ts) and distance driven
 * (trip-distance.ts), so that both measure the same way.
 */
export function metresBetween(a: Place, b: Place): SQL {
  return sql`111320 * sqrt(power(${a.latitude} - ${b.latitude}, 2)
        + power((${a.longitude} - ${b.longitude}) * cos(radians((${a.latitude} + ${b.latitude}) / 2)), 2))`;
}

const columnsOf = (row: SQL): Place => ({ latitude: sql`${row}.latitude`, longitude: sql`${row}.longitude` });

/** Metres between two rows with latitude and longitude (metresBetween of their columns). */
export const metres = (a: SQL, b: SQL) => metresBetween(columnsOf(a), columnsOf(b));
