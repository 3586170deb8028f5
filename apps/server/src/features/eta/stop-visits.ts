import { sql, type SQL } from 'drizzle-orm';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { sqlCode } from '../../db/sql-codes';

/**
 * The stops of a school's trips (those `which` picks, `t` the trip) with when each was first reached
 * and left, as their events say, and the school's time zone: what the learned times and the school's
 * pace today are made of. The trips' events are read through their index.
 */
export function stopVisits(tenant: string, which: SQL): SQL {
  return sql`select s.trip_id, s.sequence, s.bus_stop_id, s.expected_time, n.time_zone,
                    min(e.event_time) filter (where e.event_type = ${sqlCode(EVENT.arrived)}) as arrived,
                    min(e.event_time) filter (where e.event_type = ${sqlCode(EVENT.departed)}) as departed
               from trips t
               join tenants n on n.id = t.tenant_id
               join trip_stops s on s.tenant_id = t.tenant_id and s.trip_id = t.id
               left join trip_events e on e.tenant_id = t.tenant_id and e.trip_id = t.id and e.trip_stop_id = s.id
              where t.tenant_id = ${tenant} and ${which}
              group by s.trip_id, s.sequence, s.bus_stop_id, s.expected_time, n.time_zone`;
}
