import { sql } from 'drizzle-orm';
import { DOCUMENT_REMINDER_DAYS } from '@app/shared/documents/document-type.schemas';
import { english } from '@app/shared/i18n/english';
import { DEFAULT_LOCALE } from '@app/shared/i18n/locales';
import { ref } from '@app/shared/i18n/message-ref';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import type { ReportColumn, ReportRow, ReportTable } from '@app/shared/reports/report.schemas';
import { formatReportValue } from '@app/shared/reports/report-values';
import { sqlCode } from '../../db/sql-codes';
import type { ReportBuilder, ReportReader } from './report-definition';
import { reportStatement } from './report-sql';

/** A document expiring within this many days of the report's day is flagged (the first reminder's). */
const EXPIRING_DAYS = Math.max(...DOCUMENT_REMINDER_DAYS);

type State = 'valid' | 'expiring' | 'expired' | 'missing';
type Status = 'compliant' | 'expiring' | 'non_compliant';
type DocumentType = { id: string; title: string };
type Cell = { state: State; expires_on: string | null };
type Owner = { id: string; fields: ReportRow; cells: Record<string, Cell> };
type Answer = {
  vehicle_types: DocumentType[];
  employee_types: DocumentType[];
  vehicles: Owner[];
  crew: Owner[];
};

const STATE_WORDS = {
  valid: 'reports.complianceValidUntil',
  expiring: 'reports.complianceExpiresOn',
  expired: 'reports.complianceExpiredOn',
} as const;
const STATUS_WORDS: Record<Status, string> = {
  compliant: ref('reports.complianceStatusCompliant'),
  expiring: ref('reports.complianceStatusExpiring'),
  non_compliant: ref('reports.complianceStatusNonCompliant'),
};

/** A row's status: non-compliant with any document expired or missing, else expiring with any expiring. */
function statusOf(cells: Cell[]): Status {
  if (cells.some((cell) => cell.state === 'expired' || cell.state === 'missing')) return 'non_compliant';
  if (cells.some((cell) => cell.state === 'expiring')) return 'expiring';
  return 'compliant';
}

/**
 * Compliance (issue 25 §3): for each vehicle and each driver or attendant, every document type of
 * its kind the school requires (its active types), as it stands on the range's last day: valid
 * until its date, expiring within EXPIRING_DAYS, expired, or missing; and the row's status, counted
 * in the figures and the chart. Of several documents of one type, the one that expires last counts
 * (a renewal kept beside the old paper).
 *
 * - Vehicles: the active ones, and any that ran a trip in the range.
 * - Drivers and attendants: employees whose job role is of the Driver category (the one that may
 *   drive, spec part 2 §3); and, since an attendant has no category of their own, every employee a
 *   trip of the range names as its driver or attendant, an active route as its attendant, or an
 *   active assignment overlapping the range as a vehicle's driver. Employees have no active flag.
 * - Documents are kept as they are now (a renewal changes the date): the report tells the range's
 *   last day by today's records, which is today's compliance when the range ends today.
 */
export const buildComplianceReport: ReportBuilder = async (ctx, school, range, reader) => {
  const { locale, word }: ReportReader = reader ?? { locale: DEFAULT_LOCALE, word: english };
  const tenant = ctx.tenantId;
  const day = sql`${range.end_date}::date`;
  const answer = await reportStatement<Answer>(
    ctx,
    sql`
    with types as (
      select id, applies_to, title from document_types where tenant_id = ${tenant} and is_active
    ), ranged as (
      select vehicle_id, driver_id, attendant_id from trips
      where tenant_id = ${tenant} and journey_date between ${range.start_date} and ${range.end_date}
    ), listed_vehicles as (
      select v.id, v.code, v.registration_number from vehicles v
      where v.tenant_id = ${tenant} and (v.is_active or v.id in (select vehicle_id from ranged))
    ), crew_ids as (
      select e.id from employees e join job_roles j on j.tenant_id = e.tenant_id and j.id = e.job_role_id
        where e.tenant_id = ${tenant} and j.category = ${sqlCode(DRIVER_CATEGORY)}
      union select driver_id from ranged
      union select attendant_id from ranged
      union select attendant_id from journeys where tenant_id = ${tenant} and is_active
      union select driver_id from vehicle_personnel
        where tenant_id = ${tenant} and is_active
          and start_date <= ${range.end_date} and end_date >= ${range.start_date}
    ), listed_crew as (
      select e.id, e.staff_number, e.full_name, coalesce(j.title, '') as job_role from employees e
      left join job_roles j on j.tenant_id = e.tenant_id and j.id = e.job_role_id
      where e.tenant_id = ${tenant} and e.id in (select id from crew_ids where id is not null)
    ), latest as (
      select document_type_id, coalesce(vehicle_id, employee_id) as owner_id, max(expires_on) as expires_on
      from documents where tenant_id = ${tenant} group by 1, 2
    ), owners as (
      select 'vehicle' as kind, id from listed_vehicles union all select 'employee', id from listed_crew
    ), cells as (
      select o.id as owner_id, jsonb_object_agg(t.id, jsonb_build_object(
          'expires_on', l.expires_on::text,
          'state', case when l.expires_on is null then 'missing' when l.expires_on < ${day} then 'expired'
            when l.expires_on <= ${day} + ${sqlCode(EXPIRING_DAYS)} then 'expiring' else 'valid' end)) as cells
      from owners o
      join types t on t.applies_to = o.kind
      left join latest l on l.document_type_id = t.id and l.owner_id = o.id
      group by o.id
    )
    select
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'title', title) order by title, id), '[]')
        from types where applies_to = 'vehicle') as vehicle_types,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'title', title) order by title, id), '[]')
        from types where applies_to = 'employee') as employee_types,
      (select coalesce(jsonb_agg(jsonb_build_object('id', v.id,
          'fields', jsonb_build_object('vehicle', v.code, 'registration_number', v.registration_number),
          'cells', coalesce(c.cells, '{}')) order by v.code, v.registration_number, v.id), '[]')
        from listed_vehicles v left join cells c on c.owner_id = v.id) as vehicles,
      (select coalesce(jsonb_agg(jsonb_build_object('id', e.id,
          'fields', jsonb_build_object('staff_number', e.staff_number, 'name', e.full_name, 'job_role', e.job_role),
          'cells', coalesce(c.cells, '{}')) order by e.full_name, e.staff_number, e.id), '[]')
        from listed_crew e left join cells c on c.owner_id = e.id) as crew`,
  );

  const date = (value: string) => formatReportValue('date', value, school.currency, locale);
  const cellText = (cell: Cell) =>
    cell.state === 'missing' || !cell.expires_on
      ? word(ref('reports.complianceMissing'))
      : word(ref(STATE_WORDS[cell.state], { date: date(cell.expires_on) }));
  const counts = { compliant: 0, expiring: 0, non_compliant: 0, expired: 0, missing: 0 };
  const chart: ReportRow[] = [];

  const table = (
    key: string,
    title: string,
    ownColumns: ReportColumn[],
    types: DocumentType[],
    owners: Owner[],
    ownersLabel: string,
  ): ReportTable => {
    const typeColumns = types.map((type, i): ReportColumn => ({
      key: `type_${i + 1}`,
      label: type.title,
      kind: 'text',
    }));
    const perStatus = { compliant: 0, expiring: 0, non_compliant: 0 };
    const rows = owners.map((owner) => {
      const cells = types.map(
        (type) => owner.cells[type.id] ?? { state: 'missing' as const, expires_on: null },
      );
      const status = statusOf(cells);
      perStatus[status] += 1;
      for (const cell of cells)
        if (cell.state === 'expired' || cell.state === 'missing') counts[cell.state] += 1;
      const row: ReportRow = { ...owner.fields, status: word(STATUS_WORDS[status]) };
      cells.forEach((cell, i) => (row[`type_${i + 1}`] = cellText(cell)));
      return row;
    });
    for (const status of ['compliant', 'expiring', 'non_compliant'] as const)
      counts[status] += perStatus[status];
    chart.push({ owners: word(ownersLabel), ...perStatus });
    return {
      key,
      title,
      columns: [
        ...ownColumns,
        ...typeColumns,
        { key: 'status', label: ref('reports.complianceStatus'), kind: 'text' },
      ],
      count: rows.length,
      paged: false,
      rows,
    };
  };

  const tables = [
    table(
      'vehicles',
      ref('reports.complianceVehicles'),
      [
        { key: 'vehicle', label: ref('reports.vehicleCode'), kind: 'text' },
        { key: 'registration_number', label: ref('reports.registrationNumber'), kind: 'text' },
      ],
      answer.vehicle_types,
      answer.vehicles,
      ref('reports.complianceVehicles'),
    ),
    table(
      'crew',
      ref('reports.complianceCrew'),
      [
        { key: 'staff_number', label: ref('reports.complianceStaffNumber'), kind: 'text' },
        { key: 'name', label: ref('reports.complianceName'), kind: 'text' },
        { key: 'job_role', label: ref('reports.complianceJobRole'), kind: 'text' },
      ],
      answer.employee_types,
      answer.crew,
      ref('reports.complianceCrew'),
    ),
  ];
  return {
    figures: [
      { label: ref('reports.complianceCompliant'), kind: 'count', value: counts.compliant },
      {
        label: ref('reports.complianceExpiring', { days: EXPIRING_DAYS }),
        kind: 'count',
        value: counts.expiring,
      },
      { label: ref('reports.complianceNonCompliant'), kind: 'count', value: counts.non_compliant },
      { label: ref('reports.complianceDocumentsExpired'), kind: 'count', value: counts.expired },
      { label: ref('reports.complianceDocumentsMissing'), kind: 'count', value: counts.missing },
    ],
    chart: {
      title: ref('reports.complianceChart', { date: date(range.end_date) }),
      type: 'stacked-bar',
      x_key: 'owners',
      x_kind: 'text',
      x_label: ref('reports.complianceOwners'),
      series: [
        { key: 'compliant', label: ref('reports.complianceCompliant'), kind: 'count', tone: 'good' },
        {
          key: 'expiring',
          label: ref('reports.complianceExpiring', { days: EXPIRING_DAYS }),
          kind: 'count',
          tone: 'warning',
        },
        { key: 'non_compliant', label: ref('reports.complianceNonCompliant'), kind: 'count', tone: 'bad' },
      ],
      data: chart,
    },
    tables,
  };
};
