import { sql, type SQL } from 'drizzle-orm';
import type { FamilyTrip } from '@app/shared/family/family.schemas';
import { DIRECTION } from '@app/shared/journeys/journey.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { queryRow, queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';

type Days = { from: string; to: string };
type Row = Omit<FamilyTrip, 'stop'> & {
  trip_stop: string;
  title: string;
  latitude: number;
  longitude: number;
  role: 'pickup' | 'dropoff';
  expected_time: string;
};

const iso = (moment: SQL) => sql`to_char((${moment}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The trips a child rides on some days, each with the child's own stop (ADR 022): a stop is the
 * child's where generation put them among its riders (pick or drop), or, on a day the school knows they
 * will not ride (a restriction), where their assignment on that route would have put them. Of the
 * child's stops on a trip the family's is the home end: where they board going to school, where they
 * leave coming back. Nothing of the other riders is read out.
 */
function childStops(ctx: TenantContext, child: string, days: Days): SQL {
  const tenant = ctx.tenantId;
  return sql`
    with members as (
      select ts.trip_id, ts.id as stop_id, r.role
        from trips t
        join trip_stops ts on ts.tenant_id = t.tenant_id and ts.trip_id = t.id
        cross join lateral (values ('pickup', ${child}::uuid = any(ts.pick_students)),
                                   ('dropoff', ${child}::uuid = any(ts.drop_students))) as r(role, rides)
       where t.tenant_id = ${tenant} and t.journey_date between ${days.from} and ${days.to} and r.rides
      union
      select ts.trip_id, ts.id, r.role
        from student_journeys a
        join trips t on t.tenant_id = a.tenant_id and t.journey_id = a.journey_id
        join trip_stops ts on ts.tenant_id = t.tenant_id and ts.trip_id = t.id
        cross join lateral (values ('pickup', a.pick_point_id, ${sqlCode(EVENT.pickup)}),
                                   ('dropoff', a.drop_point_id, ${sqlCode(EVENT.dropoff)})) as r(role, point, event_type)
       where a.tenant_id = ${tenant} and a.student_id = ${child} and a.is_active
         and t.journey_date between ${days.from} and ${days.to} and ts.journey_stop_id = r.point
         and exists (select from student_restrictions x
                      where x.tenant_id = ${tenant} and x.student_id = ${child} and x.event_type = r.event_type
                        and t.journey_date between x.start_date and x.end_date)
    ), chosen as (
      select distinct on (m.trip_id) m.trip_id, m.stop_id, m.role
        from members m
        join trips t on t.tenant_id = ${tenant} and t.id = m.trip_id
        join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
       order by m.trip_id,
                (m.role = case j.direction when ${sqlCode(DIRECTION.toSchool)} then 'pickup' else 'dropoff' end) desc
    )`;
}

/** The columns of a FamilyTrip row, over `chosen` (childStops) joined to trips t, stops ts, journeys j, tenants n. */
function tripColumns(ctx: TenantContext, child: string): SQL {
  const tenant = ctx.tenantId;
  const eventAt = (type: number) =>
    iso(sql`(select min(e.event_time) from trip_events e where e.tenant_id = t.tenant_id and e.trip_id = t.id
            and e.student_id = ${child} and e.event_type = ${sqlCode(type)})`);
  return sql`t.id::text as trip, to_char(t.journey_date, 'YYYY-MM-DD') as date, j.title as route_title,
    j.direction::int as direction, t.status::int as status, ts.id::text as trip_stop, ts.title,
    ts.latitude::float8 as latitude, ts.longitude::float8 as longitude, c.role,
    ${iso(sql`(t.journey_date + ts.expected_time) at time zone n.time_zone`)} as expected_time,
    coalesce((select case e.event_type when ${sqlCode(EVENT.pickup)} then 'picked_up'
                        when ${sqlCode(EVENT.dropoff)} then 'dropped_off' else 'absent' end
                from trip_events e
               where e.tenant_id = t.tenant_id and e.trip_id = t.id and e.student_id = ${child}
                 and e.event_type in (${sqlCode(EVENT.pickup)}, ${sqlCode(EVENT.dropoff)}, ${sqlCode(EVENT.absent)})
               order by e.event_time desc limit 1), 'expected') as rider_status,
    ${eventAt(EVENT.pickup)} as picked_up_at, ${eventAt(EVENT.dropoff)} as dropped_off_at,
    ${eventAt(EVENT.absent)} as marked_absent_at,
    exists (select from student_restrictions x
             where x.tenant_id = ${tenant} and x.student_id = ${child}
               and x.event_type = case c.role when 'pickup' then ${sqlCode(EVENT.pickup)} else ${sqlCode(EVENT.dropoff)} end
               and t.journey_date between x.start_date and x.end_date) as will_not_ride,
    ${iso(sql`t.started_at`)} as started_at, ${iso(sql`t.ended_at`)} as ended_at`;
}

const joins = (tenant: string) => sql`
  from chosen c
  join trips t on t.tenant_id = ${tenant} and t.id = c.trip_id
  join trip_stops ts on ts.tenant_id = t.tenant_id and ts.id = c.stop_id
  join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
  join tenants n on n.id = t.tenant_id`;

const shape = ({ trip_stop, title, latitude, longitude, role, expected_time, ...trip }: Row): FamilyTrip => ({
  ...trip,
  stop: { trip_stop, title, latitude, longitude, role, expected_time, eta: null },
});

/** The child's trips of these days, by day and expected time at their stop; `page` for the history, newest first. */
export async function childTrips(
  ctx: TenantContext,
  child: string,
  days: Days,
  page?: { page: number; page_size: number },
): Promise<{ count: number; trips: FamilyTrip[] }> {
  const order = page
    ? sql`order by t.journey_date desc, ts.expected_time desc`
    : sql`order by t.journey_date, ts.expected_time`;
  const limit = page ? sql`limit ${page.page_size} offset ${(page.page - 1) * page.page_size}` : sql``;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`${childStops(ctx, child, days)} select ${tripColumns(ctx, child)} ${joins(ctx.tenantId)} ${order} ${limit}`,
  );
  if (!page) return { count: rows.length, trips: rows.map(shape) };
  const { count } = await queryRow<{ count: number }>(
    ctx.db,
    sql`${childStops(ctx, child, days)} select count(*)::int as count from chosen`,
  );
  return { count, trips: rows.map(shape) };
}

/** The child's trip with their stop, when the child rides it (their links checked by the caller); else none. */
export async function childTrip(
  ctx: TenantContext,
  child: string,
  trip: string,
): Promise<FamilyTrip | undefined> {
  const [day] = await queryRows<{ date: string }>(
    ctx.db,
    sql`select to_char(journey_date, 'YYYY-MM-DD') as date from trips where tenant_id = ${ctx.tenantId} and id = ${trip}`,
  );
  if (!day) return undefined;
  const { trips } = await childTrips(ctx, child, { from: day.date, to: day.date });
  return trips.find((found) => found.trip === trip);
}
