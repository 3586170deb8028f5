import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import { tripDistances } from '../positions/trip-distance';
import type { ReportBuilder } from './report-definition';
import { aroundRange, CHART_LIMIT, reportStatement, riderCountOfTrip } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

const columns: ReportColumn[] = [
  { key: 'vehicle', label: ref('reports.vehicleCode'), kind: 'text' },
  { key: 'registration_number', label: ref('reports.registrationNumber'), kind: 'text' },
  { key: 'capacity', label: ref('reports.capacity'), kind: 'count' },
  { key: 'trips', label: ref('reports.tripsCompleted'), kind: 'count' },
  { key: 'distance', label: ref('reports.distance'), kind: 'distance' },
  { key: 'trips_measured_by_gps', label: ref('reports.tripsMeasuredByGps'), kind: 'count' },
  { key: 'trips_without_distance', label: ref('reports.tripsWithoutDistance'), kind: 'count' },
  { key: 'average_load', label: ref('reports.averageLoad'), kind: 'number' },
  { key: 'load_percent', label: ref('reports.loadVsCapacity'), kind: 'percent' },
];

type Answer = {
  rows: ReportRow[];
  totals: { vehicles: number; distance: number; load_percent: number | null };
  chart: ReportRow[];
};

/**
 * Fleet Analytics (DESIGN §6): per vehicle that completed trips in the range, how many, how far
 * and how full.
 *
 * - Only completed trips count: a scheduled, running or cancelled trip has no distance or load yet.
 * - A trip's distance is its odometer's end minus its start where both were read, else the distance
 *   its positions measured (tripDistances, to 0.1 km); the trips measured by GPS are counted in a
 *   column, and those with neither in another, so a short distance can be told from readings not
 *   taken, and a reader knows how much of it the odometers did not give.
 * - Load is the riders of each completed trip (the students recorded boarding or, if more, leaving
 *   it: ridersOfTrip), against the vehicle's capacity. The fleet's load is over all its completed trips
 *   (boardings ÷ seats offered), so a busy vehicle weighs more than one used once.
 */
export const buildFleetAnalyticsReport: ReportBuilder = async (ctx, school, range) => {
  const tenant = ctx.tenantId;
  const answer = await reportStatement<Answer>(
    ctx,
    sql`
    with completed as (
      select t.id, t.vehicle_id, t.odometer_end - t.odometer_start as odometer_km,
        ${riderCountOfTrip('t')} as riders
      from trips t
      where t.tenant_id = ${tenant} and t.journey_date between ${range.start_date} and ${range.end_date}
        and t.status = ${sqlCode(STATUS.completed)}
    ), measured as (
      ${tripDistances(tenant, sql`select id from completed where odometer_km is null`, aroundRange(school, range))}
    ), done as (
      select c.vehicle_id, c.riders, m.trip_id is not null and c.odometer_km is null as by_gps,
        coalesce(c.odometer_km, round((m.metres / 1000)::numeric, 1)) as km
      from completed c left join measured m on m.trip_id = c.id
    ), per_vehicle as (
      select vehicle_id, count(*)::int as trips, coalesce(sum(km), 0) as distance,
        (count(*) filter (where by_gps))::int as trips_measured_by_gps,
        (count(*) filter (where km is null))::int as trips_without_distance,
        sum(riders)::int as riders
      from done group by vehicle_id
    ), listed as (
      select v.code as vehicle, v.registration_number, v.max_capacity as capacity, p.trips, p.distance,
        p.trips_measured_by_gps, p.trips_without_distance, round(p.riders::numeric / p.trips, 1) as average_load,
        round(100.0 * p.riders / (p.trips * v.max_capacity), 1) as load_percent,
        p.riders as riders, p.trips * v.max_capacity as seats
      from per_vehicle p join vehicles v on v.tenant_id = ${tenant} and v.id = p.vehicle_id
    )
    select
      (select coalesce(jsonb_agg(to_jsonb(l) - 'riders' - 'seats' order by l.vehicle, l.registration_number), '[]')
        from listed l) as rows,
      (select json_build_object('vehicles', count(*), 'distance', coalesce(sum(distance), 0),
        'load_percent', round(100.0 * sum(riders) / nullif(sum(seats), 0), 1)) from listed) as totals,
      -- By code, the vehicle's name in the table beside it and across the console (two vehicles
      -- sharing a code are two bars, told apart by registration in the table).
      (select coalesce(json_agg(json_build_object('vehicle', point.vehicle, 'distance', point.distance)
          order by point.vehicle, point.registration_number), '[]') from (
        select vehicle, registration_number, distance from listed
        order by distance desc, vehicle, registration_number limit ${CHART_LIMIT}) point) as chart`,
  );
  const { totals } = answer;
  const vehicles = totals.vehicles;
  return {
    figures: [
      { label: ref('reports.vehiclesUsed'), kind: 'count', value: vehicles },
      { label: ref('reports.totalDistance'), kind: 'distance', value: totals.distance },
      { label: ref('reports.averageLoadVsCapacity'), kind: 'percent', value: totals.load_percent },
    ],
    chart: {
      title:
        vehicles > CHART_LIMIT
          ? ref('reports.distancePerVehicleTop', { limit: CHART_LIMIT, count: vehicles })
          : ref('reports.distancePerVehicle'),
      type: 'bar',
      x_key: 'vehicle',
      x_kind: 'text',
      series: [{ key: 'distance', label: ref('reports.distance'), kind: 'distance' }],
      data: answer.chart,
    },
    tables: [
      {
        key: 'vehicles',
        title: ref('reports.perVehicle'),
        columns,
        count: answer.rows.length,
        paged: false,
        rows: answer.rows,
      },
    ],
  };
};
