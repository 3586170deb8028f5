import { sql } from 'drizzle-orm';
import { NOTICE_KIND, type NoticeKind } from '@app/shared/notices/notice-codes';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import type { TripEventType } from '@app/shared/trips/trip.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { decideNotices, type NoticeDecision } from './decide-notices';
import { noticeRiders } from './notice-riders';

type SchoolTx = { db: Db; tenantId: string };

/** What a recorded event needs to be told to families. */
export type NoticeEvent = {
  trip_id: string;
  event_type: TripEventType;
  trip_stop_id: string | null;
  student_id: string | null;
  event_time: Date;
};

/** The events a family hears of about their own child, and the notice each makes. */
const CHILD_EVENTS: Partial<Record<TripEventType, NoticeKind>> = {
  [EVENT.pickup]: NOTICE_KIND.pickedUp,
  [EVENT.dropoff]: NOTICE_KIND.droppedOff,
  [EVENT.absent]: NOTICE_KIND.markedAbsent,
};
/** The events every rider's family hears of. */
const TRIP_EVENTS: Partial<Record<TripEventType, NoticeKind>> = {
  [EVENT.incident]: NOTICE_KIND.incident,
  [EVENT.cancelled]: NOTICE_KIND.cancelled,
};

/**
 * The notices an event makes, decided in the event's transaction (trip-event-writes.ts): picked up,
 * dropped off and marked absent to the child's guardians (at the event's stop, else the child's stop
 * for it; no absent notice when the school knew the child would not ride that day), an incident or a
 * cancellation to every rider's guardians at their stop. Any other event makes none.
 */
export async function decideEventNotices(tx: SchoolTx, event: NoticeEvent): Promise<void> {
  const childKind = CHILD_EVENTS[event.event_type];
  const tripKind = TRIP_EVENTS[event.event_type];
  if (childKind && event.student_id) await decideNotices(tx, await childDecisions(tx, event, childKind));
  if (tripKind) await decideNotices(tx, await riderDecisions(tx, event.trip_id, tripKind));
}

async function childDecisions(tx: SchoolTx, event: NoticeEvent, kind: NoticeKind): Promise<NoticeDecision[]> {
  const tenant = tx.tenantId;
  const list = event.event_type === EVENT.dropoff ? sql`ts.drop_students` : sql`ts.pick_students`;
  return queryRows<NoticeDecision>(
    tx.db,
    sql`with ev as (
          select ${event.trip_id}::uuid as trip_id, ${event.student_id}::uuid as student,
                 ${event.event_time.toISOString()}::timestamptz as at,
                 coalesce(${event.trip_stop_id}::uuid,
                          (select ts.id from trip_stops ts
                            where ts.tenant_id = ${tenant} and ts.trip_id = ${event.trip_id}
                              and ${event.student_id}::uuid = any(${list})
                            order by ts.sequence limit 1)) as stop_id
        )
        select l.guardian_id::text as guardian_id, ${sqlCode(kind)}::int as kind, ev.trip_id::text as trip_id,
               ev.stop_id::text as trip_stop_id,
               json_build_object('students', json_build_array(s.first_name), 'stop', ts.title, 'route', j.title,
                                 'time', to_char(ev.at at time zone n.time_zone, 'HH24:MI')) as payload
          from ev
          join trips t on t.tenant_id = ${tenant} and t.id = ev.trip_id
          join journeys j on j.tenant_id = ${tenant} and j.id = t.journey_id
          join tenants n on n.id = t.tenant_id
          join trip_stops ts on ts.tenant_id = ${tenant} and ts.id = ev.stop_id
          join students s on s.tenant_id = ${tenant} and s.id = ev.student
          join student_guardians l on l.tenant_id = ${tenant} and l.student_id = ev.student and l.trip_notifications
         where ${kind === NOTICE_KIND.markedAbsent ? sql`false` : sql`true`}
            or not exists (select from student_restrictions x
                            where x.tenant_id = ${tenant} and x.student_id = ev.student
                              and t.journey_date between x.start_date and x.end_date)`,
  );
}

async function riderDecisions(tx: SchoolTx, trip: string, kind: NoticeKind): Promise<NoticeDecision[]> {
  return queryRows<NoticeDecision>(
    tx.db,
    sql`with ${noticeRiders(tx.tenantId, [trip], { stillExpected: false })}
        select guardian_id::text as guardian_id, ${sqlCode(kind)}::int as kind, trip_id::text as trip_id,
               stop_id::text as trip_stop_id,
               json_build_object('students', students, 'stop', stop, 'route', route) as payload
          from groups`,
  );
}

/**
 * The notices the ETAs of trips under way make (issue 23 §3), one statement to decide and one to
 * queue for any number of trips: "the bus is N minutes away" to each guardian whose child is still
 * expected at a stop not reached yet (the ETAs hold only those) once its ETA is within their N, and
 * "running late" once the trip's delay passes the school's late-notice minutes. A stop already
 * passed is never in the ETAs, so a route that came near a stop earlier decides nothing for it.
 */
export async function decideEtaNotices(tx: SchoolTx, etas: TripEta[]): Promise<void> {
  const stops = etas.flatMap((eta) =>
    eta.stops.map((stop) => ({
      trip_id: eta.trip,
      trip_stop_id: stop.trip_stop,
      seconds_away: Math.max(0, (Date.parse(stop.eta) - Date.parse(eta.from_position_at)) / 1000),
      delay_seconds: eta.delay_seconds ?? 0,
    })),
  );
  if (stops.length === 0) return;
  const decisions = await queryRows<NoticeDecision>(
    tx.db,
    sql`with input as (
          select * from json_to_recordset(${JSON.stringify(stops)}::json)
            as i(trip_id uuid, trip_stop_id uuid, seconds_away float8, delay_seconds float8)
        ), ${noticeRiders(tx.tenantId, [...new Set(stops.map((stop) => stop.trip_id))], { stillExpected: true })}
        select g.guardian_id::text as guardian_id, k.kind, g.trip_id::text as trip_id,
               g.stop_id::text as trip_stop_id,
               json_build_object('students', g.students, 'stop', g.stop, 'route', g.route, 'minutes', k.minutes) as payload
          from groups g
          join input i on i.trip_id = g.trip_id and i.trip_stop_id = g.stop_id
          cross join lateral (
            select ${sqlCode(NOTICE_KIND.approaching)}::int, greatest(1, ceil(i.seconds_away / 60))::int
             where i.seconds_away <= g.minutes_before * 60
            union all
            select ${sqlCode(NOTICE_KIND.runningLate)}::int, round(i.delay_seconds / 60)::int
             where i.delay_seconds > g.late_minutes * 60) as k(kind, minutes)`,
  );
  await decideNotices(tx, decisions);
}
