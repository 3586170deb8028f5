import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { roadTimes } from './road-times.table';

/**
 * The school's road times among these places ('school' and bus stop ids), for a plan: one statement
 * over the table's key, only the pairs whose places are both given; `result[from][to]` is seconds.
 * A pair the school gave no time for is absent (the planner falls back to distance and detour).
 */
export async function roadTimesAmong(
  db: Db,
  tenantId: string,
  places: readonly string[],
): Promise<Record<string, Record<string, number>>> {
  const result: Record<string, Record<string, number>> = {};
  if (places.length === 0) return result;
  // As one JSON parameter: Drizzle spreads a JS array into one parameter per value.
  const wanted = JSON.stringify([...new Set(places)]);
  const rows = await queryRows<{ from_place: string; to_place: string; seconds: number }>(
    db,
    sql`with wanted as (select json_array_elements_text(${wanted}::json) as place)
    select ${roadTimes.from_place} as from_place, ${roadTimes.to_place} as to_place, ${roadTimes.seconds} as seconds
      from ${roadTimes}
     where ${roadTimes.tenant_id} = ${tenantId}
       and ${roadTimes.from_place} in (select place from wanted)
       and ${roadTimes.to_place} in (select place from wanted)`,
  );
  for (const row of rows) (result[row.from_place] ??= {})[row.to_place] = row.seconds;
  return result;
}
