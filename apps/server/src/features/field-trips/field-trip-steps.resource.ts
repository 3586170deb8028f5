import { sql, type SQL } from 'drizzle-orm';
import { APPROVER_ROLE_IDS } from '@app/shared/field-trips/field-trip-codes';
import {
  FIELD_TRIP_MESSAGES as m,
  fieldTripStepInputSchema,
  fieldTripStepListQuerySchema,
  fieldTripStepSchema,
  fieldTripStepsResource,
} from '@app/shared/field-trips/field-trip.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { fieldTripSteps as steps } from './field-trips.table';

type Input = ReturnType<typeof fieldTripStepInputSchema.parse>;
/** A row to write: its position as given, or worked out by the statement (after the last step). */
type Row = Omit<Input, 'position'> & { position?: number | SQL | undefined };

const records = tenantRecords({
  table: steps,
  columns: { id: steps.id, title: steps.title, role_id: steps.role_id, position: steps.position },
  notFound: m.stepNotFound,
  search: [steps.title],
  orderings: { position: steps.position, title: steps.title },
  // The order a request goes through them, on the (tenant, position) index.
  defaultOrder: [steps.position],
  toRow: (input: Row) => ({
    title: input.title,
    role_id: input.role_id,
    ...(input.position === undefined ? {} : { position: input.position }),
  }),
  unique: { field_trip_steps_title_idx: { field: 'title', message: m.stepTitleTaken } },
  audit: { recordType: 'field-trip-step', label: sql`${steps.title}` },
});

/** After the school's last step, worked out by the insert itself. */
const afterLast = (ctx: TenantContext) =>
  sql`(select coalesce(max(last.position), 0) + 1 from ${steps} last where last.tenant_id = ${ctx.tenantId})`;

/**
 * A school's approval steps for field trips (issue 25 §4), kept in School Setup: a request copies
 * them as they are, so a change here leaves the requests already under way as they were asked.
 */
const fieldTripStepService = {
  ...records,
  // Without a position, a new step comes after the last; a replaced one keeps its place.
  create: (ctx: TenantContext, input: Input) =>
    records.create(ctx, { ...input, position: input.position ?? afterLast(ctx) }),
};

export const fieldTripStepsDeclaration = declareResource({
  resource: fieldTripStepsResource,
  // As the other School Setup lists: the office reads them, a School Administrator changes them.
  area: 'setup',
  noun: 'field trip approval step',
  schemas: {
    read: fieldTripStepSchema,
    input: fieldTripStepInputSchema,
    listQuery: fieldTripStepListQuerySchema,
  },
  service: fieldTripStepService,
  sample: async (n) => ({
    title: `Step ${n}`,
    role_id: APPROVER_ROLE_IDS[n % APPROVER_ROLE_IDS.length]!,
    ...(n % 2 === 0 ? { position: 1 + (n % 99) } : {}),
  }),
});
