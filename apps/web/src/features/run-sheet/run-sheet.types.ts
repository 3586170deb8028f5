import type { TripDetail } from '@app/shared/trips/trip.schemas';

// Interim: the contract's `GET /transport/run-sheet/` until its shared schema (trip-events) is merged.
export const RUN_SHEET_PATH = '/transport/run-sheet/';
export type RunSheet = { date: string; trips: TripDetail[] };
