import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

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
});
export const vehicleSchema = vehicleInputSchema.extend({ id: z.string() });
export const vehiclesResource = defineResource({
  name: 'vehicles',
  path: '/transport/vehicles/',
  orderingFields: ['code', 'registration_number', 'max_capacity'],
});
export const vehicleListQuerySchema = resourceListQuerySchema(vehiclesResource, {
  is_active: z.enum(['true', 'false'], { message: ref('vehicles.useTrueOrFalse') }).optional(),
});
export type VehicleInput = z.infer<typeof vehicleInputSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;

/** A new vehicle in the form (spec: max_capacity 0, active). */
export const newVehicle: VehicleInput = {
  registration_number: '',
  code: '',
  max_capacity: 0,
  is_active: true,
};
