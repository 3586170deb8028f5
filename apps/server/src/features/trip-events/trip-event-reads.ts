import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import { TRIP_EVENT_TYPES } from '@app/shared/trips/trip.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { labelOf } from '../../records/labels';
import { isoMoment } from '../../records/moments';
import { users } from '../accounts/users.table';
import { students } from '../students/students.table';
import { tripStops } from '../trips/trip-stops.table';
import { tripEvents } from './trip-events.table';

/** The read shape of an event; its names come from the stop, student and account it points at. */
const eventColumns = {
  id: tripEvents.id,
  trip: tripEvents.trip_id,
  event_type: tripEvents.event_type,
  event_type_display: labelOf(tripEvents.event_type, TRIP_EVENT_TYPES),
  journey_stop: tripEvents.trip_stop_id,
  journey_stop_title: tripStops.title,
  student: tripEvents.student_id,
  student_name: students.full_name,
  notes: tripEvents.notes,
  event_time: sql<string>`${isoMoment(tripEvents.event_time)}`,
  latitude: sql<number | null>`${tripEvents.latitude}::float8`,
  longitude: sql<number | null>`${tripEvents.longitude}::float8`,
  recorded_by_name: sql<string | null>`nullif(concat_ws(' ', ${users.first_name}, ${users.last_name}), '')`,
  automatic: tripEvents.automatic,
};

/** The school's events matching `where`, in time order (then as recorded), with their names. */
function selectEvents(ctx: TenantContext, where: SQL | undefined) {
  return ctx.db
    .select(eventColumns)
    .from(tripEvents)
    .leftJoin(
      tripStops,
      and(
        eq(tripStops.tenant_id, tripEvents.tenant_id),
        eq(tripStops.trip_id, tripEvents.trip_id),
        eq(tripStops.id, tripEvents.trip_stop_id),
      ),
    )
    .leftJoin(
      students,
      and(eq(students.tenant_id, tripEvents.tenant_id), eq(students.id, tripEvents.student_id)),
    )
    .leftJoin(users, eq(users.id, tripEvents.recorded_by))
    .where(and(eq(tripEvents.tenant_id, ctx.tenantId), where))
    .orderBy(asc(tripEvents.event_time), asc(tripEvents.created_at), asc(tripEvents.id))
    .$dynamic();
}

/** One page of a trip's events in time order, and how many it has. */
export async function eventsOfTrip(
  ctx: TenantContext,
  tripId: string,
  page: { page: number; page_size: number },
): Promise<{ count: number; results: TripEvent[] }> {
  const ofTrip = eq(tripEvents.trip_id, tripId);
  const [rows, count] = await Promise.all([
    selectEvents(ctx, ofTrip)
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    ctx.db.$count(tripEvents, and(eq(tripEvents.tenant_id, ctx.tenantId), ofTrip)),
  ]);
  return { count, results: rows };
}

/** Events by id (an active trip's last event, a new event), in time order. */
export async function eventsById(ctx: TenantContext, ids: string[]): Promise<TripEvent[]> {
  if (!ids.length) return [];
  const wanted = sql`${tripEvents.id} in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
  return selectEvents(ctx, wanted);
}

/** The school's event sent with this client key, if any: what a resend answers. */
export async function eventByClientKey(
  ctx: TenantContext,
  clientKey: string,
): Promise<TripEvent | undefined> {
  const [row] = await selectEvents(ctx, eq(tripEvents.client_key, clientKey)).limit(1);
  return row;
}
