import { eq, sql, type SQL } from 'drizzle-orm';
import {
  checklistItemInputSchema,
  checklistItemListQuerySchema,
  checklistItemSchema,
  checklistItemsResource,
  INSPECTION_MESSAGES as m,
} from '@app/shared/inspections/inspection.schemas';
import { VEHICLE_TYPES, type VehicleType } from '@app/shared/inspections/inspection-codes';
import type { TenantContext } from '../../http/tenant-context';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { inspectionChecklistItems as items } from './inspections.table';

type Input = ReturnType<typeof checklistItemInputSchema.parse>;
/** A row to write: its position as given, or worked out by the statement (after the type's last). */
type Row = Omit<Input, 'position'> & { position?: number | SQL | undefined };

const records = tenantRecords({
  table: items,
  columns: {
    id: items.id,
    vehicle_type: items.vehicle_type,
    title: items.title,
    position: items.position,
    is_active: items.is_active,
  },
  notFound: m.itemNotFound,
  search: [items.title],
  orderings: { position: items.position, title: items.title, vehicle_type: items.vehicle_type },
  // Each type's checklist in the order it is gone through: on the (tenant, type, position) index.
  defaultOrder: [items.vehicle_type, items.position],
  filters: (query: { vehicle_type?: VehicleType | undefined; is_active?: 'true' | 'false' | undefined }) => [
    query.vehicle_type ? eq(items.vehicle_type, query.vehicle_type) : undefined,
    query.is_active ? eq(items.is_active, query.is_active === 'true') : undefined,
  ],
  toRow: (input: Row) => ({
    vehicle_type: input.vehicle_type,
    title: input.title,
    is_active: input.is_active,
    ...(input.position === undefined ? {} : { position: input.position }),
  }),
  unique: { inspection_checklist_items_title_idx: { field: 'title', message: m.titleTaken } },
  audit: {
    recordType: 'inspection-checklist-item',
    label: sql`${items.title}`,
  },
});

/** After the type's last item, worked out by the insert itself. */
const afterLast = (ctx: TenantContext, type: VehicleType) =>
  sql`(select coalesce(max(last.position), 0) + 1 from ${items} last
    where last.tenant_id = ${ctx.tenantId} and last.vehicle_type = ${type})`;

const checklistItemService = {
  ...records,
  // Without a position, a new item comes after the type's last; a replaced one keeps its place.
  create: (ctx: TenantContext, input: Input) =>
    records.create(ctx, { ...input, position: input.position ?? afterLast(ctx, input.vehicle_type) }),
};

export const checklistItemsDeclaration = declareResource({
  resource: checklistItemsResource,
  area: 'fleet', // As document types: the fleet's managers keep what their vehicles are checked for.
  noun: 'inspection checklist item',
  schemas: {
    read: checklistItemSchema,
    input: checklistItemInputSchema,
    listQuery: checklistItemListQuerySchema,
  },
  service: checklistItemService,
  sample: async (n) => ({
    vehicle_type: VEHICLE_TYPES[n % VEHICLE_TYPES.length]!,
    title: `Check ${n}`,
    ...(n % 2 === 0 ? { position: 1 + (n % 999) } : {}),
    is_active: n % 3 !== 0,
  }),
});
