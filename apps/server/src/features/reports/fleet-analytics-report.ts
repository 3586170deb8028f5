import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import type { ReportBuilder } from './report-definition';
import { CHART_LIMIT, reportStatement, riderCountOfTrip } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

const columns: ReportColumn[] = [
  { key: 'vehicle', label: ref('reports.vehicleCode'), kind: 'text' },
  { key: 'registration_number', label: ref('reports.registrationNumber'), kind: 'text' },
  { key: 'capacity', label: ref('reports.capacity'), kind: 'count' },
  { key: 'trips', label: ref('reports.tripsCompleted'), kind: 'count' },
  { key: 'distance', label: ref('reports.distance'), kind: 'distance' },
  { key: 'trips_without_odometer', label: ref('reports.tripsWithoutOdometer'), kind: 'count' },
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
 * - Distance is the odometer's end minus its start, of the trips with both readings; the trips
 *   missing one are counted in a column of their own, so a short distance can be told from
 *   readings not taken.
 * - Load is the riders of each completed trip (the students recorded boarding or, if more, leaving
 *   it: ridersOfTrip), against the vehicle's capacity. The fleet's load is over all its completed trips
 *   (boardings ÷ seats offered), so a busy vehicle weighs more than one used once.
 */
export const buildFleetAnalyticsReport: ReportBuilder = async (ctx, school, range) => {
  const tenant = ctx.tenantId;
  const answer = await reportStatement<Answer>(
    ctx,
    sql`
    with done as (
      select t.vehicle_id, t.odometer_end - t.odometer_start as km, ${riderCountOfTrip('t')} as riders
      from trips t
      where t.tenant_id = ${tenant} and t.journey_date between ${range.start_date} and ${range.end_date}
        and t.status = ${sqlCode(STATUS.completed)}
    ), per_vehicle as (
      select vehicle_id, count(*)::int as trips, coalesce(sum(km), 0)::int as distance,
        (count(*) filter (where km is null))::int as trips_without_odometer,
        sum(riders)::int as riders
      from done group by vehicle_id
    ), listed as (
      select v.code as vehicle, v.registration_number, v.max_capacity as capacity, p.trips, p.distance,
        p.trips_without_odometer, round(p.riders::numeric / p.trips, 1) as average_load,
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
