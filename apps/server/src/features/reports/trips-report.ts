import { sql } from 'drizzle-orm';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import type { ReportBuilder } from './report-definition';
import { localDateTime, percentOf, rangeDays } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

type Day = {
  date: string;
  scheduled: number;
  active: number;
  completed: number;
  cancelled: number;
  total: number;
};

const STATUS_SERIES = [
  { key: 'scheduled', label: ref('reports.scheduled'), kind: 'count' },
  { key: 'active', label: ref('reports.active'), kind: 'count' },
  { key: 'completed', label: ref('reports.completed'), kind: 'count' },
  { key: 'cancelled', label: ref('reports.cancelled'), kind: 'count' },
] as const satisfies ReportColumn[];

// Completion rate = completed ÷ all trips of the day (whatever their status): a day whose trips were
// left Scheduled or Active was not completed either, so they count against it, as cancelled ones do.
const COMPLETION_RATE = ref('reports.completionRate');

const DAY_COLUMNS: ReportColumn[] = [
  { key: 'date', label: ref('reports.date'), kind: 'date' },
  ...STATUS_SERIES,
  { key: 'total', label: ref('reports.total'), kind: 'count' },
  { key: 'completion_rate', label: COMPLETION_RATE, kind: 'percent' },
];

const CANCELLED_COLUMNS: ReportColumn[] = [
  { key: 'date', label: ref('reports.date'), kind: 'date' },
  { key: 'route', label: ref('reports.route'), kind: 'text' },
  { key: 'route_code', label: ref('reports.routeCode'), kind: 'text' },
  { key: 'vehicle', label: ref('reports.vehicle'), kind: 'text' },
  { key: 'reason', label: ref('reports.reason'), kind: 'text' },
  { key: 'cancelled_at', label: ref('reports.cancelledAt'), kind: 'date_time' },
];

/**
 * Trip Summary (DESIGN §6): the range's trips per day and status with each day's completion rate,
 * and its cancelled trips with their reasons (the notes of their Trip Cancelled event). Two
 * statements on the trips' (tenant, date, status) index; the figures and chart add up the days.
 */
export const tripsReport: ReportBuilder = async (ctx, school, range) => {
  const inRange = sql`t.tenant_id = ${ctx.tenantId} and t.journey_date between ${range.start_date} and ${range.end_date}`;
  const [days, cancelled] = await Promise.all([
    queryRows<Day>(
      ctx.db,
      sql`
      select t.journey_date::text as date,
        count(*) filter (where t.status = ${sqlCode(STATUS.scheduled)})::int as scheduled,
        count(*) filter (where t.status = ${sqlCode(STATUS.active)})::int as active,
        count(*) filter (where t.status = ${sqlCode(STATUS.completed)})::int as completed,
        count(*) filter (where t.status = ${sqlCode(STATUS.cancelled)})::int as cancelled,
        count(*)::int as total
      from trips t where ${inRange}
      group by t.journey_date order by t.journey_date`,
    ),
    queryRows<ReportRow>(
      ctx.db,
      sql`
      select t.journey_date::text as date, j.title as route, j.code as route_code,
        v.registration_number as vehicle, reason.notes as reason,
        ${localDateTime(sql`reason.event_time`, school.time_zone)} as cancelled_at
      from trips t
      join journeys j on j.tenant_id = t.tenant_id and j.id = t.journey_id
      join vehicles v on v.tenant_id = t.tenant_id and v.id = t.vehicle_id
      -- Its latest Trip Cancelled event (there is one: cancelling records it), on the trip's event index.
      left join lateral (
        select e.notes, e.event_time from trip_events e
        where e.tenant_id = t.tenant_id and e.trip_id = t.id and e.event_type = ${sqlCode(EVENT.cancelled)}
        order by e.event_time desc, e.created_at desc limit 1) reason on true
      where ${inRange} and t.status = ${sqlCode(STATUS.cancelled)}
      order by t.journey_date, j.code, t.id`,
    ),
  ]);

  const sum = (key: keyof Omit<Day, 'date'>) => days.reduce((total, day) => total + day[key], 0);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const none = { scheduled: 0, active: 0, completed: 0, cancelled: 0 };
  return {
    figures: [
      { label: ref('reports.totalTrips'), kind: 'count', value: sum('total') },
      { label: ref('reports.completed'), kind: 'count', value: sum('completed') },
      { label: ref('reports.cancelled'), kind: 'count', value: sum('cancelled') },
      { label: COMPLETION_RATE, kind: 'percent', value: percentOf(sum('completed'), sum('total')) },
    ],
    chart: {
      title: ref('reports.tripsPerDayByStatus'),
      type: 'stacked-bar',
      x_key: 'date',
      x_kind: 'date',
      // Each status in its badge's colour, in the statuses' order.
      series: STATUS_SERIES.map((column) => ({ ...column, trip_status: STATUS[column.key] })),
      // Every day of the range, a day without trips as zeros: the gaps are part of the picture.
      data: rangeDays(range).map((date) => {
        const { scheduled, active, completed, cancelled } = byDate.get(date) ?? none;
        return { date, scheduled, active, completed, cancelled };
      }),
    },
    tables: [
      {
        key: 'days',
        title: ref('reports.tripsPerDay'),
        columns: DAY_COLUMNS,
        count: days.length,
        paged: false,
        rows: days.map((day) => ({ ...day, completion_rate: percentOf(day.completed, day.total) })),
      },
      {
        key: 'cancelled',
        title: ref('reports.cancelledTrips'),
        columns: CANCELLED_COLUMNS,
        count: cancelled.length,
        paged: false,
        rows: cancelled,
      },
    ],
  };
};
