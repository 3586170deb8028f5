import { and, eq } from 'drizzle-orm';
import {
  canChangeStatus,
  eventOfStatus,
  odometerBelowStartMessage,
  STATUS,
  TRIP_STATUS_MESSAGES,
  transitionMessage,
} from '@app/shared/trip-status/trip-status.schemas';
import type { TripStatus } from '@app/shared/trips/trip.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { requireDocumentsToStart } from '../documents/document-checks.trips';
import { requireInspectedVehicle } from '../inspections/start-readiness';
import { isOffice, type TripForAccess } from '../trip-events/trip-access';
import { insertEvent, type NewEvent } from '../trip-events/trip-event-writes';
import { trips } from '../trips/trips.table';

export type StatusChange = {
  to: TripStatus;
  /** The start reading going Active, the end reading going Completed. */
  odometer: number | null | undefined;
  /**
   * The empty-bus check (issue 25 §2): required going Completed, refused with any other change. Its
   * position is the event's (none by PATCH).
   */
  emptyBusChecked: boolean;
  /** Where a refused transition is answered: `status` (PATCH) or `event_type` (an event posted). */
  field: 'status' | 'event_type';
  /** The event it records; its type is the one of the new status. */
  event: Omit<NewEvent, 'event_type'>;
};

/**
 * The one path of every status change, PATCH or a Trip Started / Completed / Cancelled event posted:
 * checks it against the trip's row, locked by the caller's transaction (`tripForCaller(..., 'no key
 * update')`) so that of two changes at once the second sees the first's status; records its event
 * and sets the status, timestamps and odometer. Answers the event's id, or null when an event with
 * the same client key exists already (then nothing changed).
 */
export async function changeStatus(
  tx: TenantContext,
  trip: TripForAccess,
  change: StatusChange,
): Promise<string | null> {
  const { to, odometer } = change;
  // The crew start and complete their own trip; cancelling is the office's decision.
  if (to === STATUS.cancelled && !isOffice(tx, 'write')) {
    throw new AppError(403, TRIP_STATUS_MESSAGES.crewCannotCancel);
  }
  if (!canChangeStatus(trip.status, to)) {
    throw new FieldErrors({ [change.field]: [transitionMessage(trip.status, to)] });
  }
  requireEmptyBusCheck(to, change.emptyBusChecked);
  // An expired document of the vehicle or crew blocks a start, unless a manager gave leave (issue 25 §3).
  await requireDocumentsToStart(tx, trip, change);
  // Nor does a vehicle out of service, or one not inspected when the school requires it (issue 25 §1).
  if (to === STATUS.active) await requireInspectedVehicle(tx, trip.id);
  const reading = odometer ?? null;
  if (reading !== null && to !== STATUS.active && to !== STATUS.completed) {
    throw new FieldErrors({ odometer: [TRIP_STATUS_MESSAGES.odometerNotHere] });
  }
  if (
    reading !== null &&
    to === STATUS.completed &&
    trip.odometer_start !== null &&
    reading < trip.odometer_start
  ) {
    throw new FieldErrors({ odometer: [odometerBelowStartMessage(trip.odometer_start)] });
  }
  const eventId = await insertEvent(tx, { ...change.event, event_type: eventOfStatus(to)! });
  if (eventId === null) return null;
  const at = change.event.event_time;
  await tx.db
    .update(trips)
    .set({
      status: to,
      updated_at: new Date(),
      ...timesAndReadings(trip.status, to, at, reading),
      ...checkOf(to, change.event),
    })
    .where(and(eq(trips.tenant_id, tx.tenantId), eq(trips.id, trip.id)));
  return eventId;
}

/**
 * No trip is completed without the confirmation that the bus was walked and no child is left on
 * board; sent with any other change it would be recorded nowhere, so it is refused rather than lost.
 */
function requireEmptyBusCheck(to: TripStatus, checked: boolean): void {
  if (to === STATUS.completed && !checked) {
    throw new FieldErrors({ empty_bus_checked: [TRIP_STATUS_MESSAGES.emptyBusCheckRequired] });
  }
  if (to !== STATUS.completed && checked) {
    throw new FieldErrors({ empty_bus_checked: [TRIP_STATUS_MESSAGES.emptyBusCheckNotHere] });
  }
}

/** A completion keeps its empty-bus check: the event's time and position. */
function checkOf(to: TripStatus, event: StatusChange['event']) {
  if (to !== STATUS.completed) return {};
  return {
    empty_bus_checked_at: event.event_time,
    empty_bus_latitude: event.latitude?.toString() ?? null,
    empty_bus_longitude: event.longitude?.toString() ?? null,
  };
}

/** Started when it goes Active; ended when it is completed, or cancelled after it started. */
function timesAndReadings(from: TripStatus, to: TripStatus, at: Date, reading: number | null) {
  if (to === STATUS.active) return { started_at: at, odometer_start: reading };
  if (to === STATUS.completed) return { ended_at: at, odometer_end: reading };
  return from === STATUS.active ? { ended_at: at } : {};
}
