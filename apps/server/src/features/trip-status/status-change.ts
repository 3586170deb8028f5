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
import { isOffice, type TripForAccess } from '../trip-events/trip-access';
import { insertEvent, type NewEvent } from '../trip-events/trip-event-writes';
import { trips } from '../trips/trips.table';

export type StatusChange = {
  to: TripStatus;
  /** The start reading going Active, the end reading going Completed. */
  odometer: number | null | undefined;
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
    .set({ status: to, updated_at: new Date(), ...timesAndReadings(trip.status, to, at, reading) })
    .where(and(eq(trips.tenant_id, tx.tenantId), eq(trips.id, trip.id)));
  return eventId;
}

/** Started when it goes Active; ended when it is completed, or cancelled after it started. */
function timesAndReadings(from: TripStatus, to: TripStatus, at: Date, reading: number | null) {
  if (to === STATUS.active) return { started_at: at, odometer_start: reading };
  if (to === STATUS.completed) return { ended_at: at, odometer_end: reading };
  return from === STATUS.active ? { ended_at: at } : {};
}
