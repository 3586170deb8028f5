import { sql } from 'drizzle-orm';
import { EVENT, TRIP_EVENT_MESSAGES } from '@app/shared/trip-events/trip-event.schemas';
import type { TripEventType } from '@app/shared/trips/trip.schemas';
import { sqlCode } from '../../db/sql-codes';
import type { TenantContext } from '../../http/tenant-context';
import {
  registerRecordTable,
  translateConstraintError,
  type ConstraintAnswers,
} from '../../records/constraint-answers';
import { decideEventNotices } from '../notices/decide-trip-notices';
import { tripEvents } from './trip-events.table';

/** An event as written; the stop and the trip are checked by the (tenant, trip, stop) foreign key. */
export type NewEvent = {
  trip_id: string;
  event_type: TripEventType;
  trip_stop_id: string | null;
  student_id: string | null;
  notes: string;
  event_time: Date;
  latitude: number | null;
  longitude: number | null;
  client_key: string | null;
};

const answers: ConstraintAnswers = {
  references: {
    trip_id: { field: 'trip', message: TRIP_EVENT_MESSAGES.invalidTrip },
    // The last column of trip_events_trip_stop_fk: a stop of another trip (or none) is refused.
    trip_stop_id: { field: 'journey_stop', message: TRIP_EVENT_MESSAGES.invalidStop },
  },
};
registerRecordTable(tripEvents);

/**
 * Writes one event, recorded by the caller, in the caller's transaction. Answers its id, or null when
 * the school already has an event with this client key: the insert then waits for that event's
 * transaction and writes nothing (trip_events_client_key_idx decides, also for two sent at once).
 */
export async function insertEvent(ctx: TenantContext, event: NewEvent): Promise<string | null> {
  await replaceAutomatic(ctx, event);
  let id: string | null;
  try {
    const [row] = await ctx.db
      .insert(tripEvents)
      .values({
        ...event,
        tenant_id: ctx.tenantId,
        latitude: event.latitude?.toString() ?? null,
        longitude: event.longitude?.toString() ?? null,
        recorded_by: ctx.userId,
      })
      .onConflictDoNothing({ target: [tripEvents.tenant_id, tripEvents.client_key] })
      .returning({ id: tripEvents.id });
    id = row?.id ?? null;
  } catch (error) {
    throw translateConstraintError(error, tripEvents, answers);
  }
  // The families' notices it makes, decided with it (ADR 022): kept or lost together, never twice.
  if (id) await decideEventNotices(ctx, event);
  return id;
}

/**
 * A crew's arrival at or departure from a stop wins over the one recorded from the bus's positions
 * (issue 22 §2): that one goes, in the same transaction, and with an arrival the stop's arrival time
 * is cleared for the crew's to be kept (the trigger of migration 0011 keeps the first arrival).
 */
async function replaceAutomatic(ctx: TenantContext, event: NewEvent): Promise<void> {
  const byStop = event.event_type === EVENT.arrived || event.event_type === EVENT.departed;
  if (!byStop || !event.trip_stop_id) return;
  await ctx.db.execute(sql`
    with gone as (
      delete from trip_events
       where tenant_id = ${ctx.tenantId} and trip_id = ${event.trip_id}
         and trip_stop_id = ${event.trip_stop_id} and event_type = ${event.event_type} and automatic
      returning event_type)
    update trip_stops set arrived_at = null
     where tenant_id = ${ctx.tenantId} and trip_id = ${event.trip_id} and id = ${event.trip_stop_id}
       and exists (select from gone where event_type = ${sqlCode(EVENT.arrived)})`);
}
