import type { Vehicle } from '@app/shared/vehicles/vehicle.schemas';

/** A vehicle as the API answers it: active, a bus, in service (no open major defect, issue 25 §1). */
export const vehicleInService = (
  fields: Pick<Vehicle, 'id' | 'registration_number' | 'code' | 'max_capacity'> & Partial<Vehicle>,
): Vehicle => ({
  is_active: true,
  vehicle_type: 'bus',
  out_of_service: false,
  out_of_service_since: null,
  out_of_service_inspection: null,
  ...fields,
});
