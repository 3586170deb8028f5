import { sql } from 'drizzle-orm';
import {
  DASHBOARD_SAMPLE_SIZE,
  ENDING_WITHIN_DAYS,
  ON_TIME_DAYS,
  type Dashboard,
} from '@app/shared/dashboard/dashboard.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { ON_TIME_MINUTES, TRIP_STATUSES } from '@app/shared/trips/trip.schemas';
import { queryRow } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import { employees } from '../employees/employees.table';
import { journeys } from '../journeys/journeys.table';
import { tenants } from '../tenants/tenants.table';
import { tripEvents as events } from '../trip-events/trip-events.table';
import { tripStops as stops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';
import { vehiclePersonnel as personnel } from '../vehicle-personnel/vehicle-personnel.table';
import { vehicles } from '../vehicles/vehicles.table';

type Row = {
  date: string;
  by_status: Record<string, number>;
  in_progress: number;
  in_progress_codes: string[];
  incidents: number;
  driverless: number;
  driverless_codes: string[];
  riders: number;
  start_date: string;
  days: { date: string; arrivals: number; on_time: number }[];
  ends: number;
  ending: Dashboard['assignment_ends']['results'];
};

/**
 * Today's operations (issue 11 §2), read by one statement: every figure is a subquery of the one row,
 * each on an index that starts with the tenant (trips by date, events by type and time, a vehicle's
 * assignments), and "today" is the school's date, read by the statement from the school's time zone.
 */
export async function readDashboard(ctx: TenantContext): Promise<Dashboard> {
  const tenant = ctx.tenantId;
  const sample = DASHBOARD_SAMPLE_SIZE;
  const row = await queryRow<Row>(
    ctx.db,
    sql`
    with school as (
      select (now() at time zone ${tenants.time_zone})::date as today, ${tenants.time_zone} as zone
      from ${tenants} where ${tenants.id} = ${tenant}),
    today_trips as (
      select ${trips.id} as id, ${trips.status} as status, ${trips.journey_id} as journey_id
      from ${trips} cross join school
      where ${trips.tenant_id} = ${tenant} and ${trips.journey_date} = school.today),
    driverless as (
      select ${vehicles.code} as code, ${vehicles.registration_number} as registration
      from ${vehicles} cross join school
      where ${vehicles.tenant_id} = ${tenant} and ${vehicles.is_active} and not exists (
        select from ${personnel} where ${personnel.tenant_id} = ${vehicles.tenant_id}
          and ${personnel.vehicle_id} = ${vehicles.id} and ${personnel.is_active}
          and ${personnel.start_date} <= school.today and ${personnel.end_date} >= school.today)),
    -- A stop's arrival is its first Arrived at Stop event; the day is its trip's date.
    arrivals as (
      select ${trips.journey_date} as day, ${stops.expected_time} as expected_time,
        min(${events.event_time}) as arrived
      from ${trips} cross join school
      join ${events} on ${events.tenant_id} = ${trips.tenant_id} and ${events.trip_id} = ${trips.id}
      join ${stops} on ${stops.tenant_id} = ${events.tenant_id} and ${stops.trip_id} = ${events.trip_id}
        and ${stops.id} = ${events.trip_stop_id}
      where ${trips.tenant_id} = ${tenant}
        and ${trips.journey_date} between school.today - ${ON_TIME_DAYS - 1}::int and school.today
        and ${events.event_type} = ${sqlCode(EVENT.arrived)}
      group by ${trips.journey_date}, ${stops.id}, ${stops.expected_time}),
    days as (
      select d::date as day, count(a.day)::int as arrivals,
        count(a.day) filter (where abs(extract(epoch from
          (a.arrived at time zone school.zone) - (a.day + a.expected_time))) <= ${ON_TIME_MINUTES * 60})::int as on_time
      from school
      cross join generate_series(school.today - ${ON_TIME_DAYS - 1}::int, school.today, interval '1 day') d
      left join arrivals a on a.day = d::date
      group by d),
    ending as (
      select ${personnel.id} as id, ${personnel.vehicle_id} as vehicle, ${vehicles.code} as vehicle_code,
        ${vehicles.registration_number} as registration_number, ${employees.full_name} as driver_name,
        ${personnel.end_date}::text as end_date
      from ${personnel} cross join school
      join ${vehicles} on ${vehicles.tenant_id} = ${personnel.tenant_id} and ${vehicles.id} = ${personnel.vehicle_id}
      join ${employees} on ${employees.tenant_id} = ${personnel.tenant_id} and ${employees.id} = ${personnel.driver_id}
      where ${personnel.tenant_id} = ${tenant} and ${personnel.is_active}
        and ${personnel.end_date} between school.today and school.today + ${ENDING_WITHIN_DAYS}::int)
    select school.today::text as date,
      (select coalesce(json_object_agg(status, n), '{}') from (
        select status, count(*)::int as n from today_trips group by status) s) as by_status,
      (select count(*)::int from today_trips where status = ${sqlCode(STATUS.active)}) as in_progress,
      (select coalesce(json_agg(code), '[]') from (
        select ${journeys.code} as code from today_trips
        join ${journeys} on ${journeys.tenant_id} = ${tenant} and ${journeys.id} = today_trips.journey_id
        where today_trips.status = ${sqlCode(STATUS.active)} order by ${journeys.code} limit ${sample}) c) as in_progress_codes,
      (select count(*)::int from ${events}
        where ${events.tenant_id} = ${tenant} and ${events.event_type} = ${sqlCode(EVENT.incident)}
          and ${events.event_time} >= school.today::timestamp at time zone school.zone
          and ${events.event_time} < (school.today + 1)::timestamp at time zone school.zone) as incidents,
      (select count(*)::int from driverless) as driverless,
      (select coalesce(json_agg(code), '[]') from (
        select code from driverless order by code, registration limit ${sample}) c) as driverless_codes,
      (select count(distinct rider)::int from today_trips
        join ${stops} on ${stops.tenant_id} = ${tenant} and ${stops.trip_id} = today_trips.id
        cross join unnest(${stops.pick_students} || ${stops.drop_students}) as rider
        where today_trips.status <> ${sqlCode(STATUS.cancelled)}) as riders,
      (school.today - ${ON_TIME_DAYS - 1}::int)::text as start_date,
      (select json_agg(json_build_object('date', day::text, 'arrivals', arrivals, 'on_time', on_time)
        order by day) from days) as days,
      (select count(*)::int from ending) as ends,
      (select coalesce(json_agg(ending order by end_date, vehicle_code, driver_name), '[]') from (
        select * from ending order by end_date, vehicle_code, driver_name limit ${sample}) ending) as ending
    from school`,
  );
  const arrivals = row.days.reduce((sum, day) => sum + day.arrivals, 0);
  const onTime = row.days.reduce((sum, day) => sum + day.on_time, 0);
  return {
    date: row.date,
    trips_by_status: TRIP_STATUSES.map(({ id, label }) => ({
      status: id,
      status_title: label,
      count: row.by_status[id] ?? 0,
    })),
    in_progress: { count: row.in_progress, journey_codes: row.in_progress_codes },
    incidents: row.incidents,
    vehicles_without_driver: { count: row.driverless, codes: row.driverless_codes },
    riders_expected: row.riders,
    on_time: {
      start_date: row.start_date,
      days: row.days.map((day) => ({ ...day, rate: percent(day.on_time, day.arrivals) })),
      arrivals,
      on_time: onTime,
      rate: percent(onTime, arrivals),
    },
    assignment_ends: { count: row.ends, results: row.ending },
  };
}

/** part of whole in percent with one decimal; null when there is no whole. */
function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}
