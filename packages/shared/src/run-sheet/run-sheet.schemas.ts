import { z } from 'zod';
import { tripDetailSchema } from '../trips/trip.schemas';

/**
 * `GET /transport/run-sheet/` (issue 10 §6, beyond the spec): the trips of the school's today on which
 * the caller's employee is the driver or the attendant, each with its stops and riders, by start time.
 */
export const RUN_SHEET_PATH = '/transport/run-sheet/';

export const runSheetSchema = z.object({
  /** The school's date today (YYYY-MM-DD, in its time zone). */
  date: z.string(),
  trips: z.array(tripDetailSchema),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
