import { sql, type SQL } from 'drizzle-orm';
import { DIRECTION } from '@app/shared/journeys/journey.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { sqlCode } from '../../db/sql-codes';

/**
 * CTEs over `input` (a CTE of the caller with a `trip_id` column) that end in `groups`: per guardian,
 * trip and the family's stop, the children of the guardian riding the trip that a notice may be
 * about, with what its payload needs (`students`, `stop`, `route`, and the school's time zone and
 * late-notice minutes, the guardian's minutes before, the stop's role). A child is a rider of a trip
 * where generation put them (its stops' pick and drop lists, which leave out a child who will not
 * ride); of their stops the family's is the home end (boarding to school, leaving from it). Left out:
 * links with trip notifications off, a child marked absent on the trip, a child the school knows will
 * not ride that day (a restriction, also one made after the trip started), and, with `stillExpected`,
 * a child already through their stop (picked up at a boarding stop, dropped off at a leaving one).
 */
export function noticeRiders(tenant: string, options: { stillExpected: boolean }): SQL {
  const passed = sql`exists (select from trip_events e
     where e.tenant_id = ${tenant} and e.trip_id = r.trip_id and e.student_id = r.student
       and e.event_type = case r.role when 'pickup' then ${sqlCode(EVENT.pickup)} else ${sqlCode(EVENT.dropoff)} end)`;
  return sql`
    riders as (
      select distinct on (ts.trip_id, r.student) ts.trip_id, r.student, ts.id as stop_id, r.role
        from trip_stops ts
        join trips t on t.tenant_id = ts.tenant_id and t.id = ts.trip_id
        join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
        cross join lateral (select p, 'pickup' from unnest(ts.pick_students) p
                            union all select d, 'dropoff' from unnest(ts.drop_students) d) as r(student, role)
       where ts.tenant_id = ${tenant} and ts.trip_id in (select trip_id from input)
       order by ts.trip_id, r.student,
                (r.role = case j.direction when ${sqlCode(DIRECTION.toSchool)} then 'pickup' else 'dropoff' end) desc
    ), groups as (
      select l.guardian_id, r.trip_id, r.stop_id, min(r.role) as role,
             array_agg(s.first_name order by s.first_name) as students,
             min(ts.title) as stop, min(j.title) as route, min(n.time_zone) as time_zone,
             min(n.late_notice_minutes) as late_minutes, coalesce(min(g.minutes_before), 5) as minutes_before
        from riders r
        join student_guardians l on l.tenant_id = ${tenant} and l.student_id = r.student and l.trip_notifications
        join students s on s.tenant_id = ${tenant} and s.id = r.student
        join trips t on t.tenant_id = ${tenant} and t.id = r.trip_id
        join trip_stops ts on ts.tenant_id = ${tenant} and ts.id = r.stop_id
        join journeys j on j.tenant_id = ${tenant} and j.id = t.journey_id
        join tenants n on n.id = t.tenant_id
        left join guardian_notice_settings g on g.tenant_id = ${tenant} and g.guardian_id = l.guardian_id
       where not exists (select from trip_events e
                          where e.tenant_id = ${tenant} and e.trip_id = r.trip_id and e.student_id = r.student
                            and e.event_type = ${sqlCode(EVENT.absent)})
         and not exists (select from student_restrictions x
                          where x.tenant_id = ${tenant} and x.student_id = r.student
                            and x.event_type = case r.role when 'pickup' then ${sqlCode(EVENT.pickup)} else ${sqlCode(EVENT.dropoff)} end
                            and t.journey_date between x.start_date and x.end_date)
         ${options.stillExpected ? sql`and not ${passed}` : sql``}
       group by l.guardian_id, r.trip_id, r.stop_id
    )`;
}
