import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { INSPECTION_MESSAGES } from '../inspections/inspection.schemas';
import { VEHICLE_TYPES } from '../inspections/inspection-codes';

const capacityMessage = ref('vehicles.capacityRange');

export const vehicleInputSchema = z.object({
  registration_number: text({ error: ref('vehicles.registrationRequired') })
    .min(1, ref('vehicles.registrationRequired'))
    .max(32, ref('vehicles.registrationTooLong')),
  code: text({ error: ref('vehicles.codeTooShort') })
    .min(2, ref('vehicles.codeTooShort'))
    .max(32, ref('vehicles.codeTooLong')),
  max_capacity: z
    .number({ message: capacityMessage })
    .int(ref('vehicles.capacityWhole'))
    .min(1, capacityMessage)
    .max(100, capacityMessage),
  is_active: z.boolean({ message: ref('vehicles.statusInvalid') }),
  /** Which of the school's inspection checklists it is inspected with (issue 25 §1); absent: bus. */
  vehicle_type: z
    .enum(VEHICLE_TYPES, { message: INSPECTION_MESSAGES.vehicleTypeInvalid })
    .optional()
    .default('bus'),
});
export const vehicleSchema = vehicleInputSchema.extend({
  id: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  /**
   * A major defect found at an inspection keeps its trips from starting until a manager clears it:
   * since when, and the inspection that found it.
   */
  out_of_service: z.boolean(),
  out_of_service_since: z.string().nullable(),
  out_of_service_inspection: z.string().nullable(),
});
export const vehiclesResource = defineResource({
  name: 'vehicles',
  path: '/transport/vehicles/',
  orderingFields: ['code', 'registration_number', 'max_capacity'],
});
export const vehicleListQuerySchema = resourceListQuerySchema(vehiclesResource, {
  is_active: z.enum(['true', 'false'], { message: ref('vehicles.useTrueOrFalse') }).optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;

/** A new vehicle in the form (spec: max_capacity 0, active). */
export const newVehicle: VehicleInput = {
  registration_number: '',
  code: '',
  max_capacity: 0,
  is_active: true,
  vehicle_type: 'bus',
};
