import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';

const capacityMessage = 'Capacity must be between 1 and 100';

export const vehicleInputSchema = z.object({
  registration_number: text({ error: 'Registration number is required' })
    .min(1, 'Registration number is required')
    .max(32, 'Registration number must be at most 32 characters'),
  code: text({ error: 'Code must be at least 2 characters' })
    .min(2, 'Code must be at least 2 characters')
    .max(32, 'Code must be at most 32 characters'),
  max_capacity: z
    .number({ message: capacityMessage })
    .int('Capacity must be a whole number')
    .min(1, capacityMessage)
    .max(100, capacityMessage),
  is_active: z.boolean({ message: 'Status must be Active or Inactive' }),
});
export const vehicleSchema = vehicleInputSchema.extend({ id: z.string() });
export const vehiclesResource = defineResource({
  name: 'vehicles',
  path: '/transport/vehicles/',
  orderingFields: ['code', 'registration_number', 'max_capacity'],
});
export const vehicleListQuerySchema = resourceListQuerySchema(vehiclesResource, {
  is_active: z.enum(['true', 'false'], { message: 'Use true or false' }).optional(),
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
