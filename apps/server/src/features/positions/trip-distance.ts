import { sql, type SQL } from 'drizzle-orm';
import { metresBetween } from './plane-distance';

/**
 * Each trip's distance driven, from its positions (issue 22 §2): a query answering `trip_id` and
 * `metres` for those of `trips` (a query answering trip ids) that have two good positions or more,
 * meant as a CTE of a report's one statement: one pass over the trips' positions on their partial
 * index, each trail stepped through with `lag`, no statement per trip.
 *
 * - Good positions only (flags 0): a fix of poor accuracy or an impossible jump would add distance
 *   never driven.
 * - Each device's trail apart: a bus with a tracker and the driver's phone sends two trails of the
 *   same road, and stepping from one to the other would zigzag between them or count the road twice.
 *   The trip's distance is its trail with the most good fixes (the one that saw most of the road),
 *   the longer of two with as many.
 * - Steps are measured however far apart in time: no cut-off after a few minutes. Fixes stop for a
 *   while when a phone loses its signal, the run sheet is put in the background or an app is set to
 *   send every few minutes; the straight line from the fix before to the fix after is the least the
 *   bus drove meanwhile, and leaving the step out would say it drove nothing, so either way the
 *   figure is short of the road, and less short with it. A long step adds no more error than a short
 *   one (a good fix is within 100 m; a worse one, or a jump no bus makes, is flagged), and it is still
 *   the trip's: its positions are those fixed while it was under way.
 * - `during` bounds the positions' time: the days the report's trips can have positions in, which lets
 *   the database read only those days' partitions.
 */
export function tripDistances(tenantId: string, trips: SQL, during: { from: SQL; to: SQL }): SQL {
  const step = metresBetween(
    { latitude: sql`latitude`, longitude: sql`longitude` },
    { latitude: sql`previous_latitude`, longitude: sql`previous_longitude` },
  );
  return sql`select distinct on (trip_id) trip_id, metres from (
      -- A trail's first fix has no step (null), which sum leaves out.
      select trip_id, device_id, count(*) as fixes, coalesce(sum(${step}), 0)::float8 as metres
      from (
        select p.trip_id, p.device_id, p.latitude, p.longitude,
          lag(p.latitude) over trail as previous_latitude, lag(p.longitude) over trail as previous_longitude
        from positions p
        where p.tenant_id = ${tenantId} and p.trip_id in (${trips}) and p.flags = 0
          and p.time >= ${during.from} and p.time < ${during.to}
        window trail as (partition by p.trip_id, p.device_id order by p.time)
      ) steps
      group by trip_id, device_id
      having count(*) >= 2
    ) trails
    order by trip_id, fixes desc, metres desc`;
}
