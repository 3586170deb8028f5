import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { can } from '@app/shared/accounts/permissions';
import { INSPECTION_MESSAGES as m, type InspectionDetail } from '@app/shared/inspections/inspection.schemas';
import type { InspectionKind, InspectionResult, ItemOutcome } from '@app/shared/inspections/inspection-codes';
import type { ListQuery } from '@app/shared/common/list';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { lookup } from '../../records/lookups';
import { isoMoment } from '../../records/moments';
import { tenantRecords } from '../../records/tenant-records';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';
import { inspectionItems, inspections } from './inspections.table';

const registration = lookup(
  inspections,
  inspections.vehicle_id,
  vehicles,
)<string>(vehicles.registration_number);
const accountName = (user: PgColumn) =>
  sql<
    string | null
  >`(select ${users.first_name} || ' ' || ${users.last_name} from ${users} where ${users.id} = ${user})`;
const inspectorName = lookup(
  inspections,
  inspections.inspector_id,
  employees,
)<string | null>(employees.full_name);
// Counted on the items' (tenant, inspection) index, a page's rows at a time.
const defects = (outcome: ItemOutcome) =>
  sql<number>`(select count(*)::int from ${inspectionItems} where ${inspectionItems.tenant_id} = ${inspections.tenant_id}
    and ${inspectionItems.inspection_id} = ${inspections.id} and ${inspectionItems.outcome} = ${outcome})`;

type Filters = {
  vehicle?: string | undefined;
  trip?: string | undefined;
  kind?: InspectionKind | undefined;
  result?: InspectionResult | undefined;
  open?: 'true' | 'false' | undefined;
};

/**
 * A school's inspections, read: lists and reads only. They are written by createInspection and
 * clearInspection (never changed otherwise, never deleted: they are the school's proof).
 */
const inspectionRecords = tenantRecords({
  table: inspections,
  columns: {
    id: inspections.id,
    vehicle: inspections.vehicle_id,
    vehicle_label: sql<string>`coalesce(${registration}, '')`.as('vehicle_label'),
    trip: inspections.trip_id,
    kind: inspections.kind,
    result: inspections.result,
    performed_at: sql<string>`${isoMoment(inspections.performed_at)}`.as('performed_at'),
    performed_by_name:
      sql<string>`coalesce(${inspectorName}, ${accountName(inspections.performed_by)}, '')`.as(
        'performed_by_name',
      ),
    minor_count: defects('minor').as('minor_count'),
    major_count: defects('major').as('major_count'),
    notes: inspections.notes,
    latitude: sql<number | null>`${inspections.latitude}::float8`.as('latitude'),
    longitude: sql<number | null>`${inspections.longitude}::float8`.as('longitude'),
    cleared_at: isoMoment(inspections.cleared_at).as('cleared_at'),
    cleared_by_name: sql<
      string | null
    >`(case when ${inspections.cleared_at} is null then null else coalesce(${accountName(inspections.cleared_by)}, '') end)`.as(
      'cleared_by_name',
    ),
    clear_note: inspections.clear_note,
  },
  notFound: m.notFound,
  search: [registration],
  orderings: { performed_at: inspections.performed_at, result: inspections.result },
  defaultOrder: [inspections.performed_at],
  filters: (query: Filters) => [
    idFilter(inspections.vehicle_id, query.vehicle),
    idFilter(inspections.trip_id, query.trip),
    query.kind ? eq(inspections.kind, query.kind) : undefined,
    query.result ? eq(inspections.result, query.result) : undefined,
    query.open === undefined
      ? undefined
      : query.open === 'true'
        ? sql`(${inspections.result} = 'major' and ${inspections.cleared_at} is null)`
        : sql`not (${inspections.result} = 'major' and ${inspections.cleared_at} is null)`,
  ],
});

/** A page of the school's inspections, the newest first unless another order is asked for. */
export function listInspections(ctx: TenantContext, query: ListQuery & Filters & { ordering?: string }) {
  const ordering = (query.ordering ?? '-performed_at') as 'performed_at' | '-performed_at';
  return inspectionRecords.list(ctx, { ...query, ordering });
}

/** One inspection with its findings in the checklist's order. */
export async function getInspection(ctx: TenantContext, id: string): Promise<InspectionDetail> {
  const inspection = await inspectionRecords.get(ctx, id);
  const items = await ctx.db
    .select({
      id: inspectionItems.id,
      checklist_item: inspectionItems.checklist_item_id,
      title: inspectionItems.title,
      position: inspectionItems.position,
      outcome: inspectionItems.outcome,
      note: inspectionItems.note,
      has_photo: sql<boolean>`${inspectionItems.photo} is not null`,
    })
    .from(inspectionItems)
    .where(and(eq(inspectionItems.tenant_id, ctx.tenantId), eq(inspectionItems.inspection_id, inspection.id)))
    .orderBy(asc(inspectionItems.position), asc(inspectionItems.title), asc(inspectionItems.id));
  return { ...inspection, items } as InspectionDetail;
}

/** Whether the caller made the inspection (their account, or the employee they stand for). */
export function isInspector(
  ctx: TenantContext,
  inspection: { performed_by: string | null; inspector_id: string | null },
): boolean {
  return (
    inspection.performed_by === ctx.userId ||
    (ctx.personId !== null && inspection.inspector_id === ctx.personId)
  );
}

/**
 * `GET /transport/inspections/{id}/`: the office reads every inspection of the school; a driver or
 * attendant those they made (another's answers 404, as one of another school does).
 */
export async function readInspection(ctx: TenantContext, id: string): Promise<InspectionDetail> {
  if (!can(ctx.roleId, 'fleet', 'read')) {
    const [row] = await ctx.db
      .select({ performed_by: inspections.performed_by, inspector_id: inspections.inspector_id })
      .from(inspections)
      .where(inspectionRecords.byId(ctx, id));
    if (!row || !isInspector(ctx, row)) throw new AppError(404, m.notFound);
  }
  return getInspection(ctx, id);
}
