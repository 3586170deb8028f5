import { ref } from '@app/shared/i18n/message-ref';
import { sql } from 'drizzle-orm';
import {
  VEHICLE_PERSONNEL_MESSAGES as m,
  vehiclePersonnelInputSchema,
  vehiclePersonnelListQuerySchema,
  vehiclePersonnelResource,
  vehiclePersonnelSchema,
} from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { EXCLUSION_VIOLATION, pgErrorCode, pgErrorDetail } from '../../db/errors';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { type Assigned, writeAssignment } from '../documents/document-checks.assignments';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';
import { vehiclePersonnel as personnel } from './vehicle-personnel.table';

type Input = ReturnType<typeof vehiclePersonnelInputSchema.parse>;

const driverName = lookup(personnel, personnel.driver_id, employees)(employees.full_name);
const registration = lookup(personnel, personnel.vehicle_id, vehicles)(vehicles.registration_number);
const vehicleDetails = sql<{ id: string; registration_number: string; code: string }>`(
  select json_build_object('id', ${vehicles.id}, 'registration_number', ${vehicles.registration_number},
    'code', ${vehicles.code})
  from ${vehicles} where ${vehicles.tenant_id} = ${personnel.tenant_id} and ${vehicles.id} = ${personnel.vehicle_id})`;

const records = tenantRecords({
  table: personnel,
  columns: {
    id: personnel.id,
    vehicle: personnel.vehicle_id,
    vehicle_details: vehicleDetails.as('vehicle_details'),
    driver: personnel.driver_id,
    driver_name: driverName.as('driver_name'),
    start_date: personnel.start_date,
    end_date: personnel.end_date,
    is_active: personnel.is_active,
  },
  notFound: ref('personnel.notFound'),
  search: [driverName, registration],
  orderings: { start_date: personnel.start_date, end_date: personnel.end_date, driver_name: driverName },
  defaultOrder: [personnel.start_date, driverName],
  filters: (query: { vehicle?: string | undefined; driver?: string | undefined }) => [
    idFilter(personnel.vehicle_id, query.vehicle),
    idFilter(personnel.driver_id, query.driver),
  ],
  toRow: (input: Input) => ({
    vehicle_id: input.vehicle,
    driver_id: input.driver,
    start_date: input.start_date,
    end_date: input.end_date,
    is_active: input.is_active,
  }),
  references: {
    vehicle_id: { field: 'vehicle', message: m.invalidVehicle },
    driver_id: { field: 'driver', message: m.invalidDriver },
  },
});

/**
 * An overlap refused by one of the exclusion constraints, said with the assignment it clashes with:
 * "KBZ 412A is driven by Grace Atieno from 2026-01-05 to 2026-03-31."
 */
async function overlapAnswer(
  ctx: TenantContext,
  error: unknown,
  input: Input,
  id?: string,
): Promise<unknown> {
  if (pgErrorCode(error) !== EXCLUSION_VIOLATION) return error;
  const byVehicle = pgErrorDetail(error).constraint === 'vehicle_personnel_vehicle_overlap';
  const [clash] = await ctx.db
    .select({ registration, driver: driverName, start: personnel.start_date, end: personnel.end_date })
    .from(personnel)
    .where(
      sql`${personnel.tenant_id} = ${ctx.tenantId} and ${personnel.is_active}
        and ${byVehicle ? personnel.vehicle_id : personnel.driver_id} = ${byVehicle ? input.vehicle : input.driver}
        and daterange(${personnel.start_date}, ${personnel.end_date}, '[]')
          && daterange(${input.start_date}::date, ${input.end_date}::date, '[]')
        ${id ? sql`and ${personnel.id} <> ${id}` : sql``}`,
    )
    .orderBy(personnel.start_date)
    .limit(1);
  // Gone between the refusal and this read: the clash is named without its dates.
  if (!clash) {
    return byVehicle
      ? new FieldErrors({ vehicle: [ref('personnel.vehicleTakenSomeDates')] })
      : new FieldErrors({ driver: [ref('personnel.driverTakenSomeDates')] });
  }
  const values = { vehicle: clash.registration, driver: clash.driver, start: clash.start, end: clash.end };
  return byVehicle
    ? new FieldErrors({ vehicle: [ref('personnel.vehicleTaken', values)] })
    : new FieldErrors({ driver: [ref('personnel.driverTaken', values)] });
}

/**
 * The vehicle and driver an assignment's write assigns, checked for expired documents (issue 25 §3);
 * on an update, those it already had are no new assignment.
 */
function assignedBy(input: Input, before?: { vehicle: string; driver: string }): Assigned[] {
  return [
    { field: 'vehicle', kind: 'vehicle', id: input.vehicle, before: before?.vehicle },
    { field: 'driver', kind: 'employee', id: input.driver, before: before?.driver },
  ];
}

const overrideEntry =
  (action: 'create' | 'update') =>
  (saved: { id: string; vehicle_details: { registration_number: string }; driver_name: string }) => ({
    recordId: saved.id,
    label: ref('documentChecks.auditPersonnel', {
      vehicle: saved.vehicle_details.registration_number,
      driver: saved.driver_name,
    }),
    action,
  });

// The overlap is answered after the transaction: the refused statement ended it.
const vehiclePersonnelService = {
  ...records,
  create: (ctx: TenantContext, input: Input) =>
    inTransaction(ctx, (tx) =>
      writeAssignment(
        tx,
        {
          assigned: assignedBy(input),
          reason: input.document_override_reason,
          entry: overrideEntry('create'),
        },
        () => records.create(tx, input),
      ),
    ).catch(async (error: unknown) => {
      throw await overlapAnswer(ctx, error, input);
    }),
  update: (ctx: TenantContext, id: string, input: Input) =>
    inTransaction(ctx, async (tx) =>
      writeAssignment(
        tx,
        {
          assigned: assignedBy(input, await records.get(tx, id)),
          reason: input.document_override_reason,
          entry: overrideEntry('update'),
        },
        () => records.update(tx, id, input),
      ),
    ).catch(async (error: unknown) => {
      throw await overlapAnswer(ctx, error, input, id);
    }),
};

export const vehiclePersonnelDeclaration = declareResource({
  resource: vehiclePersonnelResource,
  area: 'fleet',
  noun: 'personnel assignment',
  schemas: {
    read: vehiclePersonnelSchema,
    input: vehiclePersonnelInputSchema,
    listQuery: vehiclePersonnelListQuerySchema,
  },
  service: vehiclePersonnelService,
  sample: async (n, reference) => ({
    vehicle: await reference('vehicles'),
    driver: await reference('employees'),
    start_date: `2026-0${1 + (n % 6)}-01`,
    end_date: `2026-0${1 + (n % 6)}-2${n % 9}`,
    is_active: true,
  }),
});
