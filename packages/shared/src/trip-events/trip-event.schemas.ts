import { z } from 'zod';
import { schoolTimestamp } from '../common/dates';
import { listQuerySchema } from '../common/list';
import { optionalReference, reference } from '../common/ids';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { STUDENT_MESSAGES } from '../students/student.schemas';
import type { TripEventType, TripStatus } from '../trips/trip.schemas';

/**
 * What happened on a trip (DESIGN §5, Trip events), recorded by its driver or attendant (the run
 * sheet, often offline and sent later) or by the office. `client_key` makes a resend harmless.
 */
export const TRIP_EVENTS_PATH = '/transport/trip-events/';

/** Event types by name, for code that records or reads a particular one. */
export const EVENT = {
  started: 1,
  arrived: 2,
  pickup: 3,
  departed: 4,
  dropoff: 5,
  incident: 6,
  completed: 7,
  absent: 8,
  cancelled: 9,
} as const satisfies Record<string, TripEventType>;

export const MAX_EVENT_NOTES = 1000;
export const MAX_CLIENT_KEY = 100;
/** How far ahead of the server's clock an event may be dated (a phone's clock runs a little fast). */
export const EVENT_TIME_LEEWAY_MINUTES = 5;
/** Odometer readings are whole kilometres; the column is an integer. */
export const MAX_ODOMETER = 9_999_999;

export const TRIP_EVENT_MESSAGES = {
  tripRequired: ref('tripEvents.tripRequired'),
  invalidTrip: ref('tripEvents.invalidTrip'),
  eventType: ref('tripEvents.eventTypeInvalid'),
  invalidStop: ref('tripEvents.invalidStop'),
  notes: ref('tripEvents.notesTooLong', { max: String(MAX_EVENT_NOTES) }),
  eventTime: ref('tripEvents.eventTimeInvalid'),
  eventTimeFuture: ref('tripEvents.eventTimeFuture', { minutes: EVENT_TIME_LEEWAY_MINUTES }),
  latitude: ref('tripEvents.latitudeInvalid'),
  longitude: ref('tripEvents.longitudeInvalid'),
  bothCoordinates: ref('tripEvents.bothCoordinates'),
  clientKeyRequired: ref('tripEvents.clientKeyRequired'),
  clientKeyLength: ref('tripEvents.clientKeyTooLong', { max: String(MAX_CLIENT_KEY) }),
  clientKeyReused: ref('tripEvents.clientKeyReused'),
  odometer: ref('tripEvents.odometerInvalid', { max: MAX_ODOMETER }),
  notYourTrip: ref('tripEvents.notYourTrip'),
  stopNeeded: ref('tripEvents.stopNeeded'),
  studentNeeded: ref('tripEvents.studentNeeded'),
} as const;
const m = TRIP_EVENT_MESSAGES;

/**
 * "The event time must be on the trip's day, November 27, 2026, in the school's time zone.": the day
 * goes as YYYY-MM-DD and is written in the reader's language where the message is (localize.ts).
 */
export function eventTimeOffDayMessage(journeyDate: string): string {
  return ref('tripEvents.eventTimeOffDay', { day: journeyDate });
}

/** "This trip is completed: only an incident can be recorded on it now." */
export function closedTripMessage(status: TripStatus): string {
  return ref('tripEvents.closedTrip', { status });
}

/** A whole number from `min` to `max`, one message for anything else (a code, a reading). */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ message }).int(message).min(min, message).max(max, message);
}

/**
 * The empty-bus check (issue 25 §2): whoever completes a trip confirms that the bus was walked from
 * end to end and no child is on board. Beyond the contract's fields, on PATCH and on a Trip Completed
 * event; a completion without it is refused (400), and its time (the completion's) and position are
 * kept with the trip.
 */
export const emptyBusCheckedSchema = z.boolean({ message: ref('trips.emptyBusCheckInvalid') }).default(false);

/** An odometer reading (km); optional where it is asked. */
export const odometerSchema = wholeNumber(0, MAX_ODOMETER, m.odometer);

const STOP_EVENTS = new Set<TripEventType>([EVENT.arrived, EVENT.departed]);
const STUDENT_EVENTS = new Set<TripEventType>([EVENT.pickup, EVENT.dropoff, EVENT.absent]);

export const tripEventInputSchema = z
  .object({
    trip: reference(m.tripRequired, m.invalidTrip),
    event_type: wholeNumber(1, 9, m.eventType).transform((type) => type as TripEventType),
    /** A stop of this trip (TripDetail.journey_stops[].id). */
    journey_stop: optionalReference(m.invalidStop),
    student: optionalReference(STUDENT_MESSAGES.invalid),
    notes: text({ multiline: true }).max(MAX_EVENT_NOTES, m.notes).default(''),
    /** When it happened (ISO 8601 with zone); now when absent. */
    event_time: schoolTimestamp(m.eventTime).nullish(),
    latitude: z.number({ message: m.latitude }).min(-90, m.latitude).max(90, m.latitude).nullish(),
    longitude: z.number({ message: m.longitude }).min(-180, m.longitude).max(180, m.longitude).nullish(),
    /**
     * Beyond the contract's fields, for Trip Started and Trip Completed sent from the run sheet's
     * queue: the start or end reading, so that a resend of the change stays harmless.
     */
    odometer: odometerSchema.nullish(),
    /** Trip Completed: the empty-bus check (trip-status.schemas.ts); the event's position is the check's. */
    empty_bus_checked: emptyBusCheckedSchema,
    /** Made by the client once per event (a UUID); a resend with the same key creates nothing. */
    client_key: text({ error: m.clientKeyRequired })
      .min(1, m.clientKeyRequired)
      .max(MAX_CLIENT_KEY, m.clientKeyLength),
  })
  .superRefine((input, context) => {
    // Arrivals and departures make a stop's times; pick-ups, drop-offs and absences a rider's status.
    if (STOP_EVENTS.has(input.event_type) && !input.journey_stop) {
      context.addIssue({ code: 'custom', path: ['journey_stop'], message: m.stopNeeded });
    }
    if (STUDENT_EVENTS.has(input.event_type) && !input.student) {
      context.addIssue({ code: 'custom', path: ['student'], message: m.studentNeeded });
    }
    const hasLatitude = input.latitude != null;
    if (hasLatitude !== (input.longitude != null)) {
      // The message goes on the one missing.
      const path = hasLatitude ? 'longitude' : 'latitude';
      context.addIssue({ code: 'custom', path: [path], message: m.bothCoordinates });
    }
  });
export type TripEventInput = z.input<typeof tripEventInputSchema>;
export type TripEventValues = z.output<typeof tripEventInputSchema>;

export const tripEventSchema = z.object({
  id: z.string(),
  trip: z.string(),
  event_type: z.number(),
  event_type_display: z.string(),
  journey_stop: z.string().nullable(),
  /** The bus stop's title; null without a stop. */
  journey_stop_title: z.string().nullable(),
  student: z.string().nullable(),
  /** Null without a student, or when the student's record is gone. */
  student_name: z.string().nullable(),
  notes: z.string(),
  /** ISO 8601, UTC. */
  event_time: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The account that recorded it; null when unknown (the trip generator, a removed account). */
  recorded_by_name: z.string().nullable(),
  /** Recorded from the bus's positions (an arrival at or departure from a stop), not by a person. */
  automatic: z.boolean(),
});
export type TripEvent = z.infer<typeof tripEventSchema>;

/** `GET /transport/trip-events/?trip=`: a trip's events in time order, in pages (DESIGN §4). */
export const tripEventListQuerySchema = listQuerySchema.omit({ search: true }).extend({
  trip: reference(m.tripRequired, m.invalidTrip),
});
export type TripEventListQuery = z.infer<typeof tripEventListQuerySchema>;
