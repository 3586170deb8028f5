import { and, eq } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '@app/shared/students/student.schemas';
import {
  closedTripMessage,
  EVENT,
  EVENT_TIME_LEEWAY_MINUTES,
  TRIP_EVENT_MESSAGES,
  type TripEvent,
  type TripEventListQuery,
  type TripEventValues,
} from '@app/shared/trip-events/trip-event.schemas';
import { STATUS, statusOfEvent, TRIP_STATUS_MESSAGES } from '@app/shared/trip-status/trip-status.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { ListResult } from '../../records/tenant-records';
import { inTransaction } from '../../records/tenant-records';
import { students } from '../students/students.table';
import { changeStatus } from '../trip-status/status-change';
import { requireOnTripDay } from './event-day';
import { tripForCaller, type TripForAccess } from './trip-access';
import { eventByClientKey, eventsById, eventsOfTrip } from './trip-event-reads';
import { insertEvent, type NewEvent } from './trip-event-writes';

/** A trip's events in time order, for the office and the trip's own crew. */
export async function listTripEvents(
  ctx: TenantContext,
  query: TripEventListQuery,
): Promise<ListResult<TripEvent>> {
  await tripForCaller(ctx, query.trip, 'read');
  return eventsOfTrip(ctx, query.trip, query);
}

/**
 * Records an event; `created` false when the school already had an event with this client key, which
 * is then the answer (a resend from the run sheet's queue writes nothing, even two at once). Trip
 * Started, Completed and Cancelled change the trip's status by the same path as PATCH.
 */
export async function recordTripEvent(
  ctx: TenantContext,
  input: TripEventValues,
): Promise<{ created: boolean; event: TripEvent }> {
  const eventTime = input.event_time ? new Date(input.event_time) : new Date();
  if (eventTime.getTime() > Date.now() + EVENT_TIME_LEEWAY_MINUTES * 60_000) {
    throw new FieldErrors({ event_time: [TRIP_EVENT_MESSAGES.eventTimeFuture] });
  }
  const toStatus = statusOfEvent(input.event_type);
  const outcome = await inTransaction(ctx, async (tx) => {
    const trip = await tripForCaller(tx, input.trip, 'write', toStatus ? 'no key update' : 'share');
    // Checked after the lock: a resend of a status change that just committed finds its event here.
    const seen = await eventByClientKey(tx, input.client_key);
    if (seen) return { seen: sameTrip(seen, input.trip) };
    await requireOnTripDay(tx, trip, input.event_type, eventTime);
    if (input.student) await requireStudent(tx, input.student);
    const event: NewEvent = {
      trip_id: trip.id,
      event_type: input.event_type,
      trip_stop_id: input.journey_stop,
      student_id: input.student,
      notes: input.notes,
      event_time: eventTime,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      client_key: input.client_key,
    };
    const { odometer, empty_bus_checked: emptyBusChecked } = input;
    const id = toStatus
      ? await changeStatus(tx, trip, { to: toStatus, odometer, emptyBusChecked, field: 'event_type', event })
      : await recordOnOpenTrip(tx, trip, event, odometer, emptyBusChecked);
    if (id) return { id };
    // Sent twice at once: the other request's event, committed before the insert went on.
    return { seen: sameTrip((await eventByClientKey(tx, input.client_key))!, input.trip) };
  });
  if ('seen' in outcome) return { created: false, event: outcome.seen! };
  const [event] = await eventsById(ctx, [outcome.id]);
  return { created: true, event: event! };
}

/** Any event but a status change: on a completed or cancelled trip, only an incident. */
async function recordOnOpenTrip(
  tx: TenantContext,
  trip: TripForAccess,
  event: NewEvent,
  odometer: number | null | undefined,
  emptyBusChecked: boolean,
): Promise<string | null> {
  if (odometer != null) throw new FieldErrors({ odometer: [TRIP_STATUS_MESSAGES.odometerNotHere] });
  if (emptyBusChecked) {
    throw new FieldErrors({ empty_bus_checked: [TRIP_STATUS_MESSAGES.emptyBusCheckNotHere] });
  }
  const closed = trip.status === STATUS.completed || trip.status === STATUS.cancelled;
  if (closed && event.event_type !== EVENT.incident) {
    throw new FieldErrors({ trip: [closedTripMessage(trip.status)] });
  }
  return insertEvent(tx, event);
}

/** A key is the client's name for one event: the same key for another trip is a mistake, not a resend. */
function sameTrip(event: TripEvent, tripId: string): TripEvent {
  if (event.trip !== tripId) throw new FieldErrors({ client_key: [TRIP_EVENT_MESSAGES.clientKeyReused] });
  return event;
}

/** The student is one of the school's (events keep the id without a foreign key, to outlive it). */
async function requireStudent(tx: TenantContext, id: string): Promise<void> {
  const found = await tx.db.$count(students, and(eq(students.tenant_id, tx.tenantId), eq(students.id, id)));
  if (!found) throw new FieldErrors({ student: [STUDENT_MESSAGES.invalid] });
}
