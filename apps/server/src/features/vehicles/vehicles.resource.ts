import { ref } from '@app/shared/i18n/message-ref';
import { eq } from 'drizzle-orm';
import {
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleSchema,
  vehiclesResource,
} from '@app/shared/vehicles/vehicle.schemas';
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
  }),
});
