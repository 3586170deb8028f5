import { z } from 'zod';
import { text } from '../common/text';
import { documentOverrideReasonSchema } from '../documents/document-checks.schemas';
import { ref } from '../i18n/message-ref';
import {
  EVENT,
  MAX_EVENT_NOTES,
  emptyBusCheckedSchema,
  odometerSchema,
  tripEventSchema,
  wholeNumber,
} from '../trip-events/trip-event.schemas';
import {
  TRIP_STATUSES,
  tripSchema,
  tripsResource,
  type TripEventType,
  type TripStatus,
} from '../trips/trip.schemas';

/**
 * A trip's status changes (DESIGN §5, Trip status): 1 Scheduled → 2 Active or 4 Cancelled,
 * 2 Active → 3 Completed or 4 Cancelled; nothing leaves Completed or Cancelled. Each change is
 * recorded as a trip event, whose notes are the change's `detail`.
 */
export const STATUS = { scheduled: 1, active: 2, completed: 3, cancelled: 4 } as const satisfies Record<
  string,
  TripStatus
>;

const TRANSITIONS: Record<TripStatus, readonly TripStatus[]> = {
  1: [STATUS.active, STATUS.cancelled],
  2: [STATUS.completed, STATUS.cancelled],
  3: [],
  4: [],
};

/** The statuses a trip in `from` may go to next (the console's status buttons). */
export function nextStatuses(from: TripStatus): readonly TripStatus[] {
  return TRANSITIONS[from];
}

export function canChangeStatus(from: TripStatus, to: TripStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function statusTitle(status: TripStatus): string {
  return TRIP_STATUSES.find((candidate) => candidate.id === status)!.label;
}

/** "A trip cannot go from Completed to Active." */
export function transitionMessage(from: TripStatus, to: TripStatus): string {
  return ref('trips.noTransition', { from, to });
}

/** The event each change records: Active 1 Trip Started, Completed 7, Cancelled 9. */
const EVENT_OF_STATUS: Partial<Record<TripStatus, TripEventType>> = {
  [STATUS.active]: EVENT.started,
  [STATUS.completed]: EVENT.completed,
  [STATUS.cancelled]: EVENT.cancelled,
};

export function eventOfStatus(status: TripStatus): TripEventType | undefined {
  return EVENT_OF_STATUS[status];
}

/** The status an event type moves its trip to (posting 1, 7 or 9 is a status change), if any. */
export function statusOfEvent(eventType: TripEventType): TripStatus | undefined {
  const found = Object.entries(EVENT_OF_STATUS).find(([, type]) => type === eventType);
  return found ? (Number(found[0]) as TripStatus) : undefined;
}

export const TRIP_STATUS_MESSAGES = {
  status: ref('trips.statusInvalid'),
  /** Completing a trip without the empty-bus check (issue 25 §2). */
  emptyBusCheckRequired: ref('trips.emptyBusCheckRequired'),
  /** The check sent with a change that is not a completion. */
  emptyBusCheckNotHere: ref('trips.emptyBusCheckNotHere'),
  detail: ref('trips.detailTooLong', { max: String(MAX_EVENT_NOTES) }),
  odometerNotHere: ref('trips.odometerNotHere'),
  crewCannotCancel: ref('trips.crewCannotCancel'),
} as const;
const m = TRIP_STATUS_MESSAGES;

/** "The end reading cannot be less than the start reading (12,500)." */
export function odometerBelowStartMessage(start: number): string {
  return ref('trips.odometerBelowStart', { start });
}

/**
 * `PATCH /transport/trips/{id}/`: the new status, a detail (the event's notes) and the odometer; and
 * a manager's reason to start it although a document has expired (issue 25 §3), given with the start
 * or alone beforehand, so that the crew can then start it from the run sheet. The fields alone, for
 * forms that pick some (a refined object cannot be picked from).
 */
export const tripStatusChangeFieldsSchema = z.object({
  status: wholeNumber(1, 4, m.status)
    .transform((status) => status as TripStatus)
    .optional(),
  detail: text({ multiline: true }).max(MAX_EVENT_NOTES, m.detail).default(''),
  /** The start reading going Active, the end reading going Completed (km). */
  odometer: odometerSchema.nullish(),
  /** Going Completed: the empty-bus check (the office records the driver's, told by phone or radio). */
  empty_bus_checked: emptyBusCheckedSchema,
  document_override_reason: documentOverrideReasonSchema.optional(),
});

// A status, unless the call only gives leave to start.
export const tripStatusChangeSchema = tripStatusChangeFieldsSchema.refine(
  (change) => change.status !== undefined || change.document_override_reason !== undefined,
  { path: ['status'], message: m.status },
);
export type TripStatusChange = z.input<typeof tripStatusChangeSchema>;
export type TripStatusChangeValues = z.output<typeof tripStatusChangeSchema>;

/** `GET /transport/trips/active/`: the school's trips in progress today, and how each is doing. */
export const ACTIVE_TRIPS_PATH = `${tripsResource.path}active/`;

export const activeTripSchema = z.object({
  trip: tripSchema,
  /** The latest event by time; null before any. */
  last_event: tripEventSchema.nullable(),
  /** The first stop (by sequence) without an Arrived at Stop or Departed Stop event; null when none is left. */
  next_stop: z
    .object({ id: z.string(), sequence: z.number(), bus_stop_title: z.string(), expected_time: z.string() })
    .nullable(),
  /** Now (the school's time) minus the next stop's expected time, in whole minutes: positive when late. */
  minutes_late: z.number().int().nullable(),
  /** The latest event that carried coordinates. */
  position: z.object({ latitude: z.number(), longitude: z.number(), at: z.string() }).nullable(),
});
export type ActiveTrip = z.infer<typeof activeTripSchema>;
export const activeTripsSchema = z.object({ results: z.array(activeTripSchema) });
export type ActiveTrips = z.infer<typeof activeTripsSchema>;
