import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import { tripDistances } from '../positions/trip-distance';
import type { ReportBuilder } from './report-definition';
import { aroundRange, CHART_LIMIT, reportStatement, ridersOfTrip } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

/** How many of a row's trips their positions measured, and how many nothing measured. */
const measuredColumns: ReportColumn[] = [
  { key: 'trips_measured_by_gps', label: ref('reports.tripsMeasuredByGps'), kind: 'count' },
  { key: 'trips_without_distance', label: ref('reports.tripsWithoutDistance'), kind: 'count' },
];

const routeColumns: ReportColumn[] = [
  { key: 'route_code', label: ref('reports.routeCodeColumn'), kind: 'text' },
  { key: 'route', label: ref('reports.route'), kind: 'text' },
  { key: 'trips', label: ref('reports.tripsCompleted'), kind: 'count' },
  { key: 'distance', label: ref('reports.distance'), kind: 'distance' },
  ...measuredColumns,
  { key: 'cost', label: ref('reports.cost'), kind: 'money' },
  { key: 'riders', label: ref('reports.riders'), kind: 'count' },
  { key: 'cost_per_student', label: ref('reports.costPerStudentColumn'), kind: 'money' },
];

const vehicleColumns: ReportColumn[] = [
  { key: 'vehicle', label: ref('reports.vehicleCode'), kind: 'text' },
  { key: 'registration_number', label: ref('reports.registrationNumber'), kind: 'text' },
  { key: 'trips', label: ref('reports.tripsCompleted'), kind: 'count' },
  { key: 'distance', label: ref('reports.distance'), kind: 'distance' },
  ...measuredColumns,
  { key: 'cost', label: ref('reports.cost'), kind: 'money' },
];

type Answer = {
  routes: ReportRow[];
  vehicles: ReportRow[];
  totals: { distance: number; cost: number; riders: number; cost_per_student: number | null };
  chart: ReportRow[];
};

/**
 * Cost Analysis (DESIGN §6): the distance of the range's completed trips times the school's cost per
 * km, per route, per vehicle and per student.
 *
 * - A trip's distance is its odometer's end minus its start where both were read, else the distance
 *   its positions measured (tripDistances, to 0.1 km); each table counts the trips measured by GPS
 *   and those with neither, which add no distance and so no cost.
 * - A route's riders are the distinct students of its completed trips' riders (ridersOfTrip: those
 *   recorded boarding, or leaving where more were); the cost per student is the cost over them,
 *   so the school-wide figure counts a student who rode two routes once.
 * - Money is rounded to cents once per amount shown; a distance is a sum of trips' whole or tenths of
 *   km, so the distances shown add up and each cost is its distance's.
 * - A cost per km of 0 (not set yet) gives costs of 0: the Cost per km figure says why.
 */
export const buildCostAnalysisReport: ReportBuilder = async (ctx, school, range) => {
  const tenant = ctx.tenantId;
  const rate = sql`${school.cost_per_km}::numeric`;
  const measuredCounts = sql`(count(*) filter (where by_gps))::int as trips_measured_by_gps,
    (count(*) filter (where km is null))::int as trips_without_distance`;
  const answer = await reportStatement<Answer>(
    ctx,
    sql`
    with completed as (
      select t.id, t.journey_id, t.vehicle_id, t.odometer_end - t.odometer_start as odometer_km,
        ${ridersOfTrip('t')} as riders
      from trips t
      where t.tenant_id = ${tenant} and t.journey_date between ${range.start_date} and ${range.end_date}
        and t.status = ${sqlCode(STATUS.completed)}
    ), measured as (
      ${tripDistances(tenant, sql`select id from completed where odometer_km is null`, aroundRange(school, range))}
    ), done as (
      select c.journey_id, c.vehicle_id, c.riders, m.trip_id is not null and c.odometer_km is null as by_gps,
        coalesce(c.odometer_km, round((m.metres / 1000)::numeric, 1)) as km
      from completed c left join measured m on m.trip_id = c.id
    ), rides as (
      select distinct d.journey_id, r.student_id from done d cross join unnest(d.riders) as r(student_id)
    ), per_route as (
      select journey_id, count(*)::int as trips, coalesce(sum(km), 0) as distance, ${measuredCounts}
      from done group by journey_id
    ), route_riders as (
      select journey_id, count(*)::int as riders from rides group by journey_id
    ), routes as (
      select j.code as route_code, j.title as route, p.trips, p.distance, p.trips_measured_by_gps,
        p.trips_without_distance, round(p.distance * ${rate}, 2) as cost,
        coalesce(r.riders, 0) as riders, round(p.distance * ${rate} / r.riders, 2) as cost_per_student
      from per_route p join journeys j on j.tenant_id = ${tenant} and j.id = p.journey_id
      left join route_riders r on r.journey_id = p.journey_id
    ), vehicles_used as (
      select v.code as vehicle, v.registration_number, count(*)::int as trips,
        coalesce(sum(d.km), 0) as distance, ${measuredCounts}, round(coalesce(sum(d.km), 0) * ${rate}, 2) as cost
      from done d join vehicles v on v.tenant_id = ${tenant} and v.id = d.vehicle_id
      group by v.id, v.code, v.registration_number
    ), totals as (
      select coalesce(sum(km), 0) as distance, (select count(distinct student_id) from rides)::int as riders
      from done
    )
    select
      (select coalesce(json_agg(r order by r.route_code), '[]') from routes r) as routes,
      (select coalesce(json_agg(v order by v.vehicle, v.registration_number), '[]') from vehicles_used v) as vehicles,
      (select json_build_object('distance', distance, 'cost', round(distance * ${rate}, 2), 'riders', riders,
        'cost_per_student', round(distance * ${rate} / nullif(riders, 0), 2)) from totals) as totals,
      (select coalesce(json_agg(point order by point.route), '[]') from (
        select route_code as route, cost from routes order by cost desc, route_code limit ${CHART_LIMIT}) point) as chart`,
  );
  const { totals, routes } = answer;
  return {
    figures: [
      // 0 until the school sets it (School settings): the web tells the user so.
      { label: ref('reports.costPerKm'), kind: 'money', value: Number(school.cost_per_km) },
      { label: ref('reports.totalDistance'), kind: 'distance', value: totals.distance },
      { label: ref('reports.totalCost'), kind: 'money', value: totals.cost },
      { label: ref('reports.costPerStudent'), kind: 'money', value: totals.cost_per_student },
    ],
    chart: {
      title:
        routes.length > CHART_LIMIT
          ? ref('reports.costPerRouteTop', { limit: CHART_LIMIT, count: routes.length })
          : ref('reports.costPerRoute'),
      type: 'bar',
      x_key: 'route',
      x_kind: 'text',
      series: [{ key: 'cost', label: ref('reports.cost'), kind: 'money' }],
      data: answer.chart,
    },
    tables: [
      {
        key: 'routes',
        title: ref('reports.perRoute'),
        columns: routeColumns,
        count: routes.length,
        paged: false,
        rows: routes,
      },
      {
        key: 'vehicles',
        title: ref('reports.perVehicle'),
        columns: vehicleColumns,
        count: answer.vehicles.length,
        paged: false,
        rows: answer.vehicles,
      },
    ],
  };
};
