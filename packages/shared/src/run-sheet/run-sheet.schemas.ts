import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from '../inspections/inspection-codes';
import { tripDetailSchema } from '../trips/trip.schemas';

/**
 * `GET /transport/run-sheet/` (issue 10 §6, beyond the spec): the trips of the school's today on which
 * the caller's employee is the driver or the attendant, each with its stops and riders, by start time.
 */
export const RUN_SHEET_PATH = '/transport/run-sheet/';

export const runSheetChecklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number(),
});

export const runSheetSchema = z.object({
  /** The school's date today (YYYY-MM-DD, in its time zone). */
  date: z.string(),
  trips: z.array(tripDetailSchema),
  /**
   * The inspection checklist of each vehicle type among the day's trips (issue 25 §1), by type: its
   * active items in order, what a pre- or post-trip inspection answers (`checklists[trip.vehicle_type]`).
   */
  // An object of the three types rather than a record: the response serializer compiles it (a record's
  // keys have no faithful JSON Schema).
  checklists: z.object(
    Object.fromEntries(
      VEHICLE_TYPES.map((type) => [type, z.array(runSheetChecklistItemSchema).optional()]),
    ) as Record<VehicleType, z.ZodOptional<z.ZodArray<typeof runSheetChecklistItemSchema>>>,
  ),
  /** Whether the school requires a pre-trip inspection before a trip starts. */
  inspection_required: z.boolean(),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
