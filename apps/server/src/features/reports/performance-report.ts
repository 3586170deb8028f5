import { sql } from 'drizzle-orm';
import type { ReportChart, ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { ON_TIME_MINUTES } from '@app/shared/trips/trip.schemas';
import { sqlCode } from '../../db/sql-codes';
import type { ReportBuilder } from './report-definition';
import { CHART_LIMIT, pageOf, reportStatement } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

const columns: ReportColumn[] = [
  { key: 'route_code', label: ref('reports.routeCodeColumn'), kind: 'text' },
  { key: 'route', label: ref('reports.route'), kind: 'text' },
  { key: 'sequence', label: ref('reports.stopNumber'), kind: 'count' },
  { key: 'stop', label: ref('reports.stop'), kind: 'text' },
  { key: 'expected_time', label: ref('reports.expectedTime'), kind: 'time' },
  { key: 'trips', label: ref('reports.trips'), kind: 'count' },
  { key: 'arrivals', label: ref('reports.arrivalsRecordedColumn'), kind: 'count' },
  { key: 'average_delay', label: ref('reports.averageDelayColumn'), kind: 'minutes' },
  { key: 'on_time_rate', label: ref('reports.onTimeRateColumn'), kind: 'percent' },
  { key: 'missed', label: ref('reports.missed'), kind: 'count' },
];

type Totals = {
  arrivals: number;
  on_time: number;
  on_time_rate: number | null;
  average_delay: number | null;
};
type Answer = {
  count: number;
  rows: ReportRow[];
  totals: Totals;
  /** Routes with at least one arrival recorded (the chart's points before the limit). */
  routes: number;
  chart: ReportRow[];
};

/**
 * Route Performance (DESIGN §6): per route stop, its expected time against the arrivals recorded
 * (Arrived at Stop events) of the range's trips that ran (active or completed): a trip still
 * scheduled has no arrivals to miss yet, and a cancelled one none to make.
 *
 * - A route stop is a route's stop as its trips ran it: route, place in the run, bus stop and
 *   expected time. A route changed during the range shows each version of a stop on its own row.
 * - Delay is the first arrival's time (the trip stop's arrived_at, kept from the events by a trigger:
 *   a term's stops are read, not its millions of events) in the school's zone minus the trip's date at the expected
 *   time, in minutes. "Within 5 minutes of the expected time" is read both ways: an arrival from
 *   5 minutes early to 5 minutes late (|delay| <= 5) is on time; earlier is off schedule too, as
 *   riders would miss the bus.
 * - The on-time rate is of the arrivals recorded; a stop without one is counted as missed, not as
 *   late, as nothing tells when the bus came.
 * - One statement: the per-stop figures are computed once and read for the page, the totals and
 *   the chart.
 */
export const buildPerformanceReport: ReportBuilder = async (ctx, school, range) => {
  const tenant = ctx.tenantId;
  const answer = await reportStatement<Answer>(
    ctx,
    sql`
    with ranged as (
      select t.id, t.journey_id, t.journey_date from trips t
      where t.tenant_id = ${tenant} and t.journey_date between ${range.start_date} and ${range.end_date}
        and t.status in (${sqlCode(STATUS.active)}, ${sqlCode(STATUS.completed)})
    ), visits as (
      -- In float8 (date_part), not numeric (extract): a million of them are summed.
      select r.journey_id, s.sequence, s.bus_stop_id, s.title, s.expected_time,
        date_part('epoch', (s.arrived_at at time zone ${school.time_zone}) - (r.journey_date + s.expected_time))
          / 60 as delay
      from ranged r
      join trip_stops s on s.tenant_id = ${tenant} and s.trip_id = r.id
    ), per_stop as (
      select journey_id, sequence, bus_stop_id, title, expected_time, count(*)::int as trips,
        count(delay)::int as arrivals, (count(*) filter (where abs(delay) <= ${ON_TIME_MINUTES}))::int as on_time,
        sum(delay) as delay_sum
      from visits group by journey_id, sequence, bus_stop_id, title, expected_time
    ), per_route as (
      select journey_id, sum(arrivals) as arrivals, sum(on_time) as on_time from per_stop
      group by journey_id having sum(arrivals) > 0
    )
    select
      (select count(*)::int from per_stop) as count,
      (select coalesce(jsonb_agg(to_jsonb(page) - 'ord' order by page.ord), '[]') from (
        select row_number() over (order by j.code, p.sequence, p.expected_time, p.journey_id, p.bus_stop_id) as ord,
          j.code as route_code, j.title as route, p.sequence, p.title as stop,
          to_char(p.expected_time, 'HH24:MI') as expected_time, p.trips, p.arrivals,
          round((p.delay_sum / nullif(p.arrivals, 0))::numeric, 1) as average_delay,
          round(100.0 * p.on_time / nullif(p.arrivals, 0), 1) as on_time_rate,
          p.trips - p.arrivals as missed
        from per_stop p
        join journeys j on j.tenant_id = ${tenant} and j.id = p.journey_id
        order by ord ${pageOf(range)}) page) as rows,
      (select json_build_object(
        'arrivals', coalesce(sum(arrivals), 0), 'on_time', coalesce(sum(on_time), 0),
        'on_time_rate', round(100.0 * sum(on_time) / nullif(sum(arrivals), 0), 1),
        'average_delay', round((sum(delay_sum) / nullif(sum(arrivals), 0))::numeric, 1))
        from per_stop) as totals,
      (select count(*)::int from per_route) as routes,
      (select coalesce(json_agg(point order by point.route), '[]') from (
        select j.code as route, round(100.0 * r.on_time / r.arrivals, 1) as on_time_rate
        from per_route r join journeys j on j.tenant_id = ${tenant} and j.id = r.journey_id
        order by r.on_time::numeric / r.arrivals, j.code limit ${CHART_LIMIT}) point) as chart`,
  );
  const { totals } = answer;
  return {
    figures: [
      { label: ref('reports.arrivalsRecorded'), kind: 'count', value: totals.arrivals },
      { label: ref('reports.onTimeArrivals'), kind: 'count', value: totals.on_time },
      { label: ref('reports.onTimeRate'), kind: 'percent', value: totals.on_time_rate },
      { label: ref('reports.averageDelay'), kind: 'minutes', value: totals.average_delay },
    ],
    chart: routeChart(answer),
    tables: [
      {
        key: 'stops',
        title: ref('reports.perRouteStop'),
        columns,
        count: answer.count,
        paged: !range.all,
        rows: answer.rows,
      },
    ],
  };
};

function routeChart({ routes, chart }: Answer): ReportChart {
  const title =
    routes > CHART_LIMIT
      ? ref('reports.onTimeRatePerRouteTop', { limit: CHART_LIMIT, count: routes })
      : ref('reports.onTimeRatePerRoute');
  return {
    title,
    type: 'bar',
    x_key: 'route',
    x_kind: 'text',
    series: [{ key: 'on_time_rate', label: ref('reports.onTimeRate'), kind: 'percent' }],
    data: chart,
  };
}
