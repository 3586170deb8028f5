import { z } from 'zod';
import { dateString } from '../common/dates';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import type { MessageKey } from '../i18n/catalogue';
import { ref } from '../i18n/message-ref';
import { INSPECTION_KINDS, INSPECTION_RESULTS, VEHICLE_TYPES } from '../inspections/inspection-codes';

/** Trips: one run of a route on one date (spec part 2, Trip Management; DESIGN §5 Trip generation). */
export const tripsResource = defineResource({
  name: 'trips',
  path: '/transport/trips/',
  orderingFields: ['journey_date', 'status'],
});

/** Trip status (DESIGN §5); badge colours blue, orange, green, red. */
export const TRIP_STATUSES = [
  { id: 1, label: 'Scheduled', color: 'blue' },
  { id: 2, label: 'Active', color: 'orange' },
  { id: 3, label: 'Completed', color: 'green' },
  { id: 4, label: 'Cancelled', color: 'red' },
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number]['id'];

/** Each status's title as the console words it (the API's `status_title` stays English). */
export const TRIP_STATUS_KEYS: Record<TripStatus, MessageKey> = {
  1: 'trips.statusScheduled',
  2: 'trips.statusActive',
  3: 'trips.statusCompleted',
  4: 'trips.statusCancelled',
};

/** What can happen on a trip (DESIGN §5, Trip events). */
export const TRIP_EVENT_TYPES = [
  { id: 1, label: 'Trip Started' },
  { id: 2, label: 'Arrived at Stop' },
  { id: 3, label: 'Pickup' },
  { id: 4, label: 'Departed Stop' },
  { id: 5, label: 'Dropoff' },
  { id: 6, label: 'Incident' },
  { id: 7, label: 'Trip Completed' },
  { id: 8, label: 'Student Absent' },
  { id: 9, label: 'Trip Cancelled' },
] as const;
export type TripEventType = (typeof TRIP_EVENT_TYPES)[number]['id'];

/** Each event type's title as the console words it (the API's `event_type_display` stays English). */
export const TRIP_EVENT_TYPE_KEYS: Record<TripEventType, MessageKey> = {
  1: 'tripEvents.typeTripStarted',
  2: 'tripEvents.typeArrivedAtStop',
  3: 'tripEvents.typePickup',
  4: 'tripEvents.typeDepartedStop',
  5: 'tripEvents.typeDropoff',
  6: 'tripEvents.typeIncident',
  7: 'tripEvents.typeTripCompleted',
  8: 'tripEvents.typeStudentAbsent',
  9: 'tripEvents.typeTripCancelled',
};

/** Where a rider is on the trip, from its Pickup, Dropoff and Student Absent events. */
export const RIDER_STATUSES = ['expected', 'picked_up', 'dropped_off', 'absent'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];

export const TRIP_MESSAGES = {
  notFound: ref('trips.notFound'),
  startRequired: ref('trips.startRequired'),
  endRequired: ref('trips.endRequired'),
  endBeforeStart: ref('trips.endBeforeStart'),
  tooLong: ref('trips.tooLong', { max: 366 }),
} as const;
const m = TRIP_MESSAGES;

/** The longest range one generation covers, both days included. */
export const MAX_GENERATION_DAYS = 366;

/**
 * An Arrived at Stop event within this many minutes of the stop's expected time, early or late, is on
 * time (issue 11): the dashboard's on-time rate and Route Performance use the same rule.
 */
export const ON_TIME_MINUTES = 5;

export const tripSchema = z.object({
  id: z.string(),
  journey: z.string(),
  journey_title: z.string(),
  journey_code: z.string(),
  journey_direction: z.number(),
  journey_direction_title: z.string(),
  journey_date: z.string(),
  status: z.number(),
  status_title: z.string(),
  /** The notes of the latest status change ('' before any). */
  detail: z.string(),
  vehicle: z.string(),
  vehicle_registration_number: z.string(),
  vehicle_code: z.string(),
  driver: z.string().nullable(),
  driver_name: z.string().nullable(),
  attendant: z.string().nullable(),
  attendant_name: z.string().nullable(),
  notes: z.string(),
  odometer_start: z.number().nullable(),
  odometer_end: z.number().nullable(),
  /** ISO 8601 moments. */
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /**
   * The empty-bus check of a completed trip (issue 25 §2): when it was confirmed (ISO 8601) and where
   * (the completion's position, null when it had none). Null before completion, and for trips
   * completed before the check existed.
   */
  empty_bus_checked_at: z.string().nullable(),
  empty_bus_latitude: z.number().nullable(),
  empty_bus_longitude: z.number().nullable(),
  /**
   * A manager's leave to start the trip although a document of its vehicle, driver or attendant has
   * expired (issue 25 §3): the reason, who gave it (a user id, and their name) and when (ISO 8601).
   * Null without one.
   */
  document_override_reason: z.string().nullable(),
  document_override_by: z.string().nullable(),
  document_override_by_name: z.string().nullable(),
  document_override_at: z.string().nullable(),
});
export type Trip = z.infer<typeof tripSchema>;

/** An expected rider of a trip stop; the name is null once the student's record is gone. */
export const tripRiderSchema = z.object({
  student: z.string(),
  student_name: z.string().nullable(),
  status: z.enum(RIDER_STATUSES),
});
export type TripRider = z.infer<typeof tripRiderSchema>;

export const tripStopSchema = z.object({
  id: z.string(),
  sequence: z.number(),
  bus_stop: z.string(),
  bus_stop_title: z.string(),
  expected_time: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The first Arrived at Stop and Departed Stop events of this stop (ISO 8601), null before. */
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  /** How many riders are expected to board and to leave here. */
  pickups: z.number(),
  dropoffs: z.number(),
  pick_students: z.array(tripRiderSchema),
  drop_students: z.array(tripRiderSchema),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/** An inspection of the trip's vehicle made for this trip (issue 25 §1), as the run sheet shows it. */
export const tripInspectionSchema = z.object({
  id: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  result: z.enum(INSPECTION_RESULTS),
  performed_at: z.string(),
});
export type TripInspection = z.infer<typeof tripInspectionSchema>;
export const tripDetailSchema = tripSchema.extend({
  journey_stops: z.array(tripStopSchema),
  /** The vehicle's type (which checklist inspects it), and whether a major defect keeps it from starting. */
  vehicle_type: z.enum(VEHICLE_TYPES),
  vehicle_out_of_service: z.boolean(),
  /** The trip's inspections, oldest first. */
  inspections: z.array(tripInspectionSchema),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

const optionalDate = dateString().optional();
export const tripListQuerySchema = resourceListQuerySchema(tripsResource, {
  status: z.enum(['1', '2', '3', '4'], { message: ref('trips.statusFilter') }).optional(),
  /** Trips on or after this date, and on or before end_date. */
  start_date: optionalDate,
  end_date: optionalDate,
  journey: text().optional(),
  vehicle: text().optional(),
  driver: text().optional(),
});
export type TripListQuery = z.input<typeof tripListQuerySchema>;

/** `POST /transport/trips/generate-trips/`. */
export const GENERATE_TRIPS_PATH = `${tripsResource.path}generate-trips/`;

export const generateTripsInputSchema = z
  .object({
    start_date: dateString(undefined, m.startRequired),
    end_date: dateString(undefined, m.endRequired),
    skip_weekends: z
      .boolean({ message: ref('trips.skipWeekendsBoolean') })
      .optional()
      .default(false),
  })
  .refine((range) => range.end_date >= range.start_date, {
    path: ['end_date'],
    message: m.endBeforeStart,
    // Said beside the other fields' messages, as soon as both dates are valid.
    when: (payload) => hasDates(payload.value),
  })
  .refine((range) => daysBetween(range.start_date, range.end_date) < MAX_GENERATION_DAYS, {
    path: ['end_date'],
    message: m.tooLong,
    when: (payload) => hasDates(payload.value),
  });
export type GenerateTripsInput = z.input<typeof generateTripsInputSchema>;

export const generateTripsResultSchema = z.object({
  /** Trips written by this generation. */
  created: z.number(),
  /** Trips of the range that already existed, left as they were. */
  skipped: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});
export type GenerateTripsResult = z.infer<typeof generateTripsResultSchema>;

/** Whether both dates of a range are valid, so that the refinements comparing them may run. */
function hasDates(value: unknown): boolean {
  const { start_date, end_date } = (value ?? {}) as Record<string, unknown>;
  return z.object({ start_date: dateString(), end_date: dateString() }).safeParse({ start_date, end_date })
    .success;
}

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}
