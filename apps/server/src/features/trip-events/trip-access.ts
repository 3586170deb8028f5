import { and, eq } from 'drizzle-orm';
import { can } from '@app/shared/accounts/permissions';
import { TRIP_EVENT_MESSAGES } from '@app/shared/trip-events/trip-event.schemas';
import { TRIP_MESSAGES, type TripStatus } from '@app/shared/trips/trip.schemas';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { trips } from '../trips/trips.table';

/** What deciding on a trip's events and status needs of its row. */
export type TripForAccess = {
  id: string;
  /** The trip's day (YYYY-MM-DD), in the school's time zone. */
  journey_date: string;
  status: TripStatus;
  driver_id: string | null;
  attendant_id: string | null;
  odometer_start: number | null;
};

/**
 * `share`: the trip's status cannot change until this transaction ends (an event checks the trip is
 * still open). `no key update`: also no other change or event waits behind (a status change), so of
 * two changes at once the second sees the first's result. Neither blocks the foreign-key checks of
 * other events' inserts, which take only a key-share lock.
 */
type TripLock = 'share' | 'no key update';

/**
 * The school's trip that the caller may act on: 404 when the school has no such trip (another
 * school's included), 403 when the caller is neither of the office (area 'transport') nor the
 * trip's own driver or attendant (their profile's employee).
 */
export async function tripForCaller(
  ctx: TenantContext,
  id: string,
  access: 'read' | 'write',
  lock?: TripLock,
): Promise<TripForAccess> {
  const query = ctx.db
    .select({
      id: trips.id,
      journey_date: trips.journey_date,
      status: trips.status,
      driver_id: trips.driver_id,
      attendant_id: trips.attendant_id,
      odometer_start: trips.odometer_start,
    })
    .from(trips)
    .where(and(eq(trips.tenant_id, ctx.tenantId), eq(trips.id, recordId(id, TRIP_MESSAGES.notFound))))
    .$dynamic();
  const [trip] = await (lock ? query.for(lock) : query);
  if (!trip) throw new AppError(404, TRIP_MESSAGES.notFound);
  if (!isOffice(ctx, access) && !isCrewOf(ctx, trip))
    throw new AppError(403, TRIP_EVENT_MESSAGES.notYourTrip);
  return { ...trip, status: trip.status as TripStatus };
}

/** Managers: every trip of the school. */
export function isOffice(ctx: TenantContext, access: 'read' | 'write'): boolean {
  return can(ctx.roleId, 'transport', access);
}

/** The trip's own driver or attendant. */
export function isCrewOf(
  ctx: TenantContext,
  trip: Pick<TripForAccess, 'driver_id' | 'attendant_id'>,
): boolean {
  return ctx.personId !== null && (ctx.personId === trip.driver_id || ctx.personId === trip.attendant_id);
}
