import { ref } from '@app/shared/i18n/message-ref';
import { eq, sql } from 'drizzle-orm';
import {
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleSchema,
  vehiclesResource,
} from '@app/shared/vehicles/vehicle.schemas';
import { isoMoment } from '../../records/moments';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { vehicles } from './vehicles.table';

export const vehicleRecords = tenantRecords({
  table: vehicles,
  // The wire shape; created_at/updated_at stay inside.
  columns: {
    id: vehicles.id,
    registration_number: vehicles.registration_number,
    code: vehicles.code,
    max_capacity: vehicles.max_capacity,
    is_active: vehicles.is_active,
    vehicle_type: vehicles.vehicle_type,
    // Set by inspections (issue 25 §1), never by a vehicle's own input.
    out_of_service: sql<boolean>`${vehicles.out_of_service_at} is not null`.as('out_of_service'),
    out_of_service_since: isoMoment(vehicles.out_of_service_at).as('out_of_service_since'),
    out_of_service_inspection: vehicles.out_of_service_inspection_id,
  },
  notFound: ref('vehicles.notFound'),
  search: [vehicles.registration_number, vehicles.code],
  orderings: {
    code: vehicles.code,
    registration_number: vehicles.registration_number,
    max_capacity: vehicles.max_capacity,
  },
  defaultOrder: [vehicles.code],
  filters: (query: { is_active?: 'true' | 'false' | undefined }) => [
    query.is_active ? eq(vehicles.is_active, query.is_active === 'true') : undefined,
  ],
  // The index on (tenant_id, lower(registration_number)): the same number in another case is the same.
  unique: {
    vehicles_registration_idx: {
      field: 'registration_number',
      message: ref('vehicles.registrationTaken'),
    },
  },
});

export const vehiclesDeclaration = declareResource({
  resource: vehiclesResource,
  area: 'fleet',
  noun: 'vehicle',
  schemas: { read: vehicleSchema, input: vehicleInputSchema, listQuery: vehicleListQuerySchema },
  service: vehicleRecords,
  sample: async (n) => ({
    registration_number: `KSA ${String(n).padStart(3, '0')}A`,
    code: `BUS-${n}`,
    max_capacity: 30 + (n % 40),
    is_active: true,
    vehicle_type: (['bus', 'minibus', 'van'] as const)[n % 3],
  }),
});
