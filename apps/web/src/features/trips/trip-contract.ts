import { z } from 'zod';
import { dateString } from '@app/shared/common/dates';
import { defineResource, resourceListQuerySchema } from '@app/shared/common/resource';

// TEMPORARY: the trip contract of issue 10 as the brief words it, until the shared schemas of the
// trips-core and trip-events branches are merged in; then this file goes.

export const tripsResource = defineResource({
  name: 'trips',
  path: '/transport/trips/',
  orderingFields: ['journey_date', 'status'],
});
export const GENERATE_TRIPS_PATH = '/transport/trips/generate-trips/';
export const ACTIVE_TRIPS_PATH = '/transport/trips/active/';
export const TRIP_EVENTS_PATH = '/transport/trip-events/';

export const TRIP_STATUSES = [
  { id: 1, title: 'Scheduled' },
  { id: 2, title: 'Active' },
  { id: 3, title: 'Completed' },
  { id: 4, title: 'Cancelled' },
] as const;
export type TripStatus = 1 | 2 | 3 | 4;

/** The changes a trip may make: 1→2, 1→4, 2→3, 2→4. */
export const TRIP_TRANSITIONS: Record<TripStatus, TripStatus[]> = { 1: [2, 4], 2: [3, 4], 3: [], 4: [] };

export const tripListQuerySchema = resourceListQuerySchema(tripsResource, {
  status: z.coerce.number().int().min(1).max(4).optional(),
  start_date: dateString().optional(),
  end_date: dateString().optional(),
});

export const generateTripsInputSchema = z
  .object({
    start_date: dateString('Enter a date as YYYY-MM-DD', 'Start date is required'),
    end_date: dateString('Enter a date as YYYY-MM-DD', 'End date is required'),
    skip_weekends: z.boolean(),
  })
  .refine((input) => input.end_date >= input.start_date, {
    message: 'The end date must be on or after the start date',
    path: ['end_date'],
  });
export type GenerateTripsInput = z.infer<typeof generateTripsInputSchema>;
export type GenerateTripsResult = { created: number; skipped: number; start_date: string; end_date: string };

export const tripStatusInputSchema = z.object({
  status: z.number().int(),
  detail: z.string().trim().min(1, 'Detail is required'),
  odometer: z.number().int().min(0).optional(),
});
export type TripStatusInput = z.infer<typeof tripStatusInputSchema>;

export type Trip = {
  id: string;
  journey: string;
  journey_title: string;
  journey_code: string;
  journey_direction: number;
  journey_direction_title: string;
  journey_date: string;
  status: TripStatus;
  status_title: string;
  detail: string;
  vehicle: string;
  vehicle_registration_number: string;
  vehicle_code: string;
  driver: string | null;
  driver_name: string | null;
  attendant: string | null;
  attendant_name: string | null;
  notes: string;
  odometer_start: number | null;
  odometer_end: number | null;
  started_at: string | null;
  ended_at: string | null;
};

type Rider = {
  student: string;
  student_name: string;
  status: 'expected' | 'picked_up' | 'dropped_off' | 'absent';
};

export type TripStop = {
  id: string;
  sequence: number;
  bus_stop: string;
  bus_stop_title: string;
  expected_time: string;
  latitude: number;
  longitude: number;
  arrived_at: string | null;
  departed_at: string | null;
  pickups: number;
  dropoffs: number;
  pick_students: Rider[];
  drop_students: Rider[];
};

export type TripDetail = Trip & { journey_stops: TripStop[] };

export type TripEvent = {
  id: string;
  trip: string;
  event_type: number;
  event_type_display: string;
  journey_stop: string | null;
  journey_stop_title: string | null;
  student: string | null;
  student_name: string | null;
  notes: string;
  event_time: string;
  latitude: number | null;
  longitude: number | null;
  recorded_by_name: string | null;
};

export type ActiveTrip = {
  trip: Trip;
  last_event: TripEvent | null;
  next_stop: { id: string; sequence: number; bus_stop_title: string; expected_time: string } | null;
  minutes_late: number | null;
  position: { latitude: number; longitude: number; at: string } | null;
};
export type TripListQuery = z.infer<typeof tripListQuerySchema>;
