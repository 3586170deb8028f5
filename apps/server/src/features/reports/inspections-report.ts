import { sql, type SQL } from 'drizzle-orm';
import { flatten } from '@app/shared/i18n/catalogue';
import en from '@app/shared/i18n/catalogues/en/index';
import { ref } from '@app/shared/i18n/message-ref';
import { INSPECTION_KINDS, INSPECTION_RESULTS } from '@app/shared/inspections/inspection-codes';
import { INSPECTION_KIND_LABELS, INSPECTION_RESULT_LABELS } from '@app/shared/inspections/inspection-labels';
import type { ReportColumn, ReportRow } from '@app/shared/reports/report.schemas';
import { queryRows } from '../../db/query-rows';
import type { ReportBuilder } from './report-definition';
import { duringRange, localDateTime, pageOf, rangeWeeks } from './report-sql';

const COLUMNS: ReportColumn[] = [
  { key: 'date_time', label: ref('reports.dateAndTime'), kind: 'date_time' },
  { key: 'vehicle', label: ref('reports.vehicle'), kind: 'text' },
  { key: 'kind', label: ref('inspections.reportKind'), kind: 'text' },
  { key: 'result', label: ref('inspections.reportResult'), kind: 'text' },
  { key: 'defects', label: ref('inspections.reportDefects'), kind: 'text' },
  { key: 'inspected_by', label: ref('inspections.reportInspectedBy'), kind: 'text' },
  { key: 'cleared', label: ref('inspections.reportCleared'), kind: 'date_time' },
];

// The labels' own words: plain messages, named by keys of their own (no message refs).
const ENGLISH = flatten(en);

/** A code column said as its label, in English as the other reports' values are (data, not headings). */
function said(column: SQL, labels: Record<string, string>, codes: readonly string[]): SQL<string> {
  const cases = codes.map((code) => sql`when ${code} then ${ENGLISH[labels[code]!]!}`);
  return sql<string>`(case ${column} ${sql.join(cases, sql` `)} else '' end)`;
}

type Week = { week: string | null; inspections: number; pass: number; minor: number; major: number };

/**
 * Inspections (issue 25 §1): every inspection of the range (its time on the school's calendar), with
 * its vehicle, kind, result, the defects found (title and note, in the checklist's order), who made
 * it and when a major defect was cleared; how many passed, found minor or major defects, per week;
 * and how many of the school's vehicles are out of service now. On the (tenant, performed_at) index.
 */
export const inspectionsReport: ReportBuilder = async (ctx, school, range) => {
  const zone = school.time_zone;
  const inRange = sql`i.tenant_id = ${ctx.tenantId} and ${duringRange(sql`i.performed_at`, range, zone)}`;
  const [rows, weeks, [outOfService]] = await Promise.all([
    queryRows<ReportRow>(
      ctx.db,
      sql`
      select ${localDateTime(sql`i.performed_at`, zone)} as date_time, v.registration_number as vehicle,
        ${said(sql`i.kind`, INSPECTION_KIND_LABELS, INSPECTION_KINDS)} as kind,
        ${said(sql`i.result`, INSPECTION_RESULT_LABELS, INSPECTION_RESULTS)} as result,
        (select string_agg(f.title || ': ' || f.note, '; ' order by f.position, f.title)
          from inspection_items f
          where f.tenant_id = i.tenant_id and f.inspection_id = i.id and f.outcome <> 'ok') as defects,
        coalesce(e.full_name, nullif(concat_ws(' ', u.first_name, u.last_name), '')) as inspected_by,
        case when i.cleared_at is null then null else ${localDateTime(sql`i.cleared_at`, zone)} end as cleared
      from inspections i
      join vehicles v on v.tenant_id = i.tenant_id and v.id = i.vehicle_id
      left join employees e on e.tenant_id = i.tenant_id and e.id = i.inspector_id
      left join users u on u.id = i.performed_by
      where ${inRange}
      order by i.performed_at, i.id
      ${pageOf(range)}`,
    ),
    // Per week (Monday first) and, as the row whose week is null, for the whole range.
    queryRows<Week>(
      ctx.db,
      sql`
      select week, count(*)::int as inspections, count(*) filter (where result = 'pass')::int as pass,
        count(*) filter (where result = 'minor')::int as minor, count(*) filter (where result = 'major')::int as major
      from (
        select date_trunc('week', i.performed_at at time zone ${zone})::date::text as week, i.result
        from inspections i where ${inRange}) inspection
      group by grouping sets ((week), ())`,
    ),
    queryRows<{ vehicles: number }>(
      ctx.db,
      sql`select count(*)::int as vehicles from vehicles
        where tenant_id = ${ctx.tenantId} and out_of_service_at is not null`,
    ),
  ]);

  const total = weeks.find((week) => week.week === null) ?? { inspections: 0, pass: 0, minor: 0, major: 0 };
  const perWeek = new Map(weeks.map((week) => [week.week, week]));
  return {
    figures: [
      { label: ref('inspections.reportInspections'), kind: 'count', value: total.inspections },
      { label: ref('inspections.reportPassed'), kind: 'count', value: total.pass },
      { label: ref('inspections.reportMinor'), kind: 'count', value: total.minor },
      { label: ref('inspections.reportMajor'), kind: 'count', value: total.major },
      { label: ref('inspections.reportOutOfServiceNow'), kind: 'count', value: outOfService?.vehicles ?? 0 },
    ],
    chart: {
      title: ref('inspections.reportPerWeek'),
      type: 'stacked-bar',
      x_key: 'week',
      x_kind: 'date',
      series: [
        // In the colours of the results' badges: passed green, minor defects orange, a major defect red.
        { key: 'pass', label: ref('inspections.reportPassed'), kind: 'count', tone: 'good' },
        { key: 'minor', label: ref('inspections.reportMinor'), kind: 'count', tone: 'warning' },
        { key: 'major', label: ref('inspections.reportMajor'), kind: 'count', tone: 'bad' },
      ],
      // Every week the range touches, labelled by its Monday; a week without inspections is zeros.
      data: rangeWeeks(range).map((week) => {
        const found = perWeek.get(week);
        return { week, pass: found?.pass ?? 0, minor: found?.minor ?? 0, major: found?.major ?? 0 };
      }),
    },
    tables: [
      {
        key: 'inspections',
        title: ref('inspections.reportInspections'),
        columns: COLUMNS,
        count: total.inspections,
        paged: !range.all,
        rows,
      },
    ],
  };
};
