import { sql } from 'drizzle-orm';
import { DIRECTIONS } from '@app/shared/journeys/journey.schemas';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { queryRows } from '../../db/query-rows';
import { sqlCode } from '../../db/sql-codes';
import { labelOf } from '../../records/labels';
import { journeys } from '../journeys/journeys.table';
import type { ReportBuilder } from './report-definition';
import { duringRange, localDateTime, pageOf, rangeWeeks } from './report-sql';
import { ref } from '@app/shared/i18n/message-ref';

const COLUMNS: ReportColumn[] = [
  { key: 'date_time', label: ref('reports.dateAndTime'), kind: 'date_time' },
  { key: 'route', label: ref('reports.route'), kind: 'text' },
  { key: 'route_code', label: ref('reports.routeCode'), kind: 'text' },
  { key: 'direction', label: ref('reports.direction'), kind: 'text' },
  { key: 'vehicle', label: ref('reports.vehicle'), kind: 'text' },
  { key: 'stop', label: ref('reports.stop'), kind: 'text' },
  { key: 'notes', label: ref('reports.notes'), kind: 'text' },
  { key: 'recorded_by', label: ref('reports.recordedBy'), kind: 'text' },
];

type Week = { week: string | null; incidents: number; trips: number; routes: number };

/**
 * Incidents (DESIGN §6): every Incident event that happened in the range (its event time, on the
 * school's calendar), with its trip's route, direction and vehicle, its stop if it names one, its
 * notes and who recorded it (the account's name, as the trip's event list shows it). Incidents are
 * few: both statements read them on the events' (tenant, type, event_time) index.
 */
export const incidentsReport: ReportBuilder = async (ctx, school, range) => {
  const zone = school.time_zone;
  const isIncident = sql`e.tenant_id = ${ctx.tenantId} and e.event_type = ${sqlCode(EVENT.incident)}
    and ${duringRange(sql`e.event_time`, range, zone)}`;
  const [rows, weeks] = await Promise.all([
    queryRows<ReportRow>(
      ctx.db,
      sql`
      select ${localDateTime(sql`e.event_time`, zone)} as date_time, journeys.title as route,
        journeys.code as route_code, ${labelOf(journeys.direction, DIRECTIONS)} as direction,
        v.registration_number as vehicle, ts.title as stop, e.notes,
        nullif(concat_ws(' ', u.first_name, u.last_name), '') as recorded_by
      from trip_events e
      join trips t on t.tenant_id = e.tenant_id and t.id = e.trip_id
      join journeys on journeys.tenant_id = t.tenant_id and journeys.id = t.journey_id
      join vehicles v on v.tenant_id = t.tenant_id and v.id = t.vehicle_id
      left join trip_stops ts on ts.tenant_id = e.tenant_id and ts.trip_id = e.trip_id and ts.id = e.trip_stop_id
      left join users u on u.id = e.recorded_by
      where ${isIncident}
      order by e.event_time, e.created_at, e.id
      ${pageOf(range)}`,
    ),
    // Per week (Monday first) and, as the row whose week is null, for the whole range.
    queryRows<Week>(
      ctx.db,
      sql`
      select week, count(*)::int as incidents, count(distinct trip_id)::int as trips,
        count(distinct journey_id)::int as routes
      from (
        select date_trunc('week', e.event_time at time zone ${zone})::date::text as week, e.trip_id, t.journey_id
        from trip_events e join trips t on t.tenant_id = e.tenant_id and t.id = e.trip_id
        where ${isIncident}) incident
      group by grouping sets ((week), ())`,
    ),
  ]);

  const total = weeks.find((week) => week.week === null) ?? { incidents: 0, trips: 0, routes: 0 };
  const perWeek = new Map(weeks.map((week) => [week.week, week.incidents]));
  return {
    figures: [
      { label: ref('reports.incidents'), kind: 'count', value: total.incidents },
      { label: ref('reports.tripsWithIncident'), kind: 'count', value: total.trips },
      { label: ref('reports.routesAffected'), kind: 'count', value: total.routes },
    ],
    chart: {
      title: ref('reports.incidentsPerWeek'),
      type: 'bar',
      x_key: 'week',
      x_kind: 'date',
      series: [{ key: 'incidents', label: ref('reports.incidents'), kind: 'count' }],
      // Every week the range touches, labelled by its Monday; a quiet week is a zero.
      data: rangeWeeks(range).map((week) => ({ week, incidents: perWeek.get(week) ?? 0 })),
    },
    tables: [
      {
        key: 'incidents',
        title: ref('reports.incidents'),
        columns: COLUMNS,
        count: total.incidents,
        paged: !range.all,
        rows,
      },
    ],
  };
};
