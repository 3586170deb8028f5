import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTICE_SETTINGS } from '@app/shared/family/family.schemas';
import { DIRECTION } from '@app/shared/journeys/journey.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { sqlCode } from '../../db/sql-codes';
import { uuidArray } from '../../db/uuid-array';

/**
 * CTEs that end in `groups`: per guardian, trip (of `trips`) and the family's stop, the children of the guardian riding the trip that a notice may be
 * about, with what its payload needs (`students`, `stop`, `route`, and the school's time zone and
 * late-notice minutes, the guardian's minutes before, the stop's role). A child is a rider of a trip
 * where generation put them (its stops' pick and drop lists, which leave out a child who will not
 * ride); of their stops the family's is the home end (boarding to school, leaving from it). Left out:
 * links with trip notifications off, a child marked absent on the trip, a child the school knows will
 * not ride that day (a restriction, also one made after the trip started), and, with `stillExpected`,
 * a child already through their stop (picked up at a boarding stop, dropped off at a leaving one).
 */
export function noticeRiders(tenant: string, trips: string[], options: { stillExpected: boolean }): SQL {
  const passed = sql`exists (select from trip_events e
     where e.tenant_id = ${tenant} and e.trip_id = r.trip_id and e.student_id = r.student
       and e.event_type = case r.role when 'pickup' then ${sqlCode(EVENT.pickup)} else ${sqlCode(EVENT.dropoff)} end
     offset 0)`;
  return sql`
    riders as (
      -- What the groups need of the trip and the stop, carried: joined again, a few trips' riders
      -- were matched against every stop of the day by a hash join.
      select distinct on (ts.trip_id, r.student) ts.trip_id, r.student, ts.id as stop_id, r.role,
             ts.title as stop, j.title as route, t.journey_date
        from trip_stops ts
        join trips t on t.tenant_id = ts.tenant_id and t.id = ts.trip_id
        join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
        cross join lateral (select p, 'pickup' from unnest(ts.pick_students) p
                            union all select d, 'dropoff' from unnest(ts.drop_students) d) as r(student, role)
       where ts.tenant_id = ${tenant} and ts.trip_id = any(${uuidArray(trips)})
       order by ts.trip_id, r.student,
                (r.role = case j.direction when ${sqlCode(DIRECTION.toSchool)} then 'pickup' else 'dropoff' end) desc
    ), groups as (
      select l.guardian_id, r.trip_id, r.stop_id, min(r.role) as role,
             array_agg(s.first_name order by s.first_name) as students,
             min(r.stop) as stop, min(r.route) as route, min(n.time_zone) as time_zone,
             min(n.late_notice_minutes) as late_minutes, coalesce(min(g.minutes_before), ${DEFAULT_NOTICE_SETTINGS.minutes_before}) as minutes_before
        from riders r
        -- Looked up by each rider's key (\`offset 0\` keeps the planner from turning the lookups back into
        -- joins): it cannot know how few riders a few trips have, and hashed the school's every link
        -- and student for a handful (37 of a round's 40 ms at 50,000 families).
        cross join lateral (select l.guardian_id from student_guardians l
                             where l.tenant_id = ${tenant} and l.student_id = r.student and l.trip_notifications
                            offset 0) l
        cross join lateral (select s.first_name from students s
                             where s.tenant_id = ${tenant} and s.id = r.student offset 0) s
        join tenants n on n.id = ${tenant}
        left join guardian_notice_settings g on g.tenant_id = ${tenant} and g.guardian_id = l.guardian_id
       where not exists (select from trip_events e
                          where e.tenant_id = ${tenant} and e.trip_id = r.trip_id and e.student_id = r.student
                            and e.event_type = ${sqlCode(EVENT.absent)} offset 0)
         and not exists (select from student_restrictions x
                          where x.tenant_id = ${tenant} and x.student_id = r.student
                            and x.event_type = case r.role when 'pickup' then ${sqlCode(EVENT.pickup)} else ${sqlCode(EVENT.dropoff)} end
                            and r.journey_date between x.start_date and x.end_date)
         ${options.stillExpected ? sql`and not ${passed}` : sql``}
       group by l.guardian_id, r.trip_id, r.stop_id
    )`;
}
