import { z } from 'zod';
import { dateString } from '../common/dates';
import { reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { documentOverrideReasonSchema } from '../documents/document-checks.schemas';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/** Which employee drives which vehicle, and when (spec part 1, Personnel Management). */
export const vehiclePersonnelResource = defineResource({
  name: 'vehicle-personnel',
  path: '/transport/vehicle-personnel/',
  orderingFields: ['start_date', 'end_date', 'driver_name'],
});

export const VEHICLE_PERSONNEL_MESSAGES = {
  vehicleRequired: ref('personnel.vehicleRequired'),
  driverRequired: ref('personnel.driverRequired'),
  startRequired: ref('personnel.startRequired'),
  endRequired: ref('personnel.endRequired'),
  endBeforeStart: ref('personnel.endBeforeStart'),
  invalidVehicle: ref('personnel.invalidVehicle'),
  invalidDriver: ref('personnel.invalidDriver'),
} as const;
const m = VEHICLE_PERSONNEL_MESSAGES;

export const vehiclePersonnelInputSchema = z
  .object({
    vehicle: reference(m.vehicleRequired, m.invalidVehicle),
    driver: reference(m.driverRequired, m.invalidDriver),
    start_date: dateString(undefined, m.startRequired),
    end_date: dateString(undefined, m.endRequired),
    is_active: z
      .boolean({ message: ref('personnel.statusInvalid') })
      .optional()
      .default(true),
    /** A manager's reason to assign a vehicle or driver with an expired document (issue 25 §3). */
    document_override_reason: documentOverrideReasonSchema.optional(),
  })
  .refine((assignment) => assignment.end_date >= assignment.start_date, {
    path: ['end_date'],
    message: m.endBeforeStart,
  });
export const vehiclePersonnelSchema = z.object({
  id: z.string(),
  vehicle: z.string(),
  vehicle_details: z.object({ id: z.string(), registration_number: z.string(), code: z.string() }),
  driver: z.string(),
  driver_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
});
export const vehiclePersonnelListQuerySchema = resourceListQuerySchema(vehiclePersonnelResource, {
  vehicle: text().optional(),
  driver: text().optional(),
});
export type VehiclePersonnelInput = z.input<typeof vehiclePersonnelInputSchema>;
export type VehiclePersonnel = z.infer<typeof vehiclePersonnelSchema>;
