import { eq, sql } from 'drizzle-orm';
import { EVENT, eventTimeOffDayMessage } from '@app/shared/trip-events/trip-event.schemas';
import type { TripEventType } from '@app/shared/trips/trip.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';
import type { TripForAccess } from './trip-access';

/**
 * An event happened on its trip's day, in the school's time zone: a phone's clock set to 2001 would
 * otherwise start tomorrow's trip in 2001 and move the on-time figures. The trip's day, not today,
 * decides, so an action recorded offline last evening and sent this morning still lands. A trip may
 * be cancelled ahead of its day, never after it.
 */
export async function requireOnTripDay(
  ctx: TenantContext,
  trip: Pick<TripForAccess, 'journey_date'>,
  eventType: TripEventType,
  at: Date,
): Promise<void> {
  const [row] = await ctx.db
    .select({
      day: sql<string>`((${at.toISOString()}::timestamptz) at time zone ${tenants.time_zone})::date::text`,
    })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  const day = row!.day;
  const early = day < trip.journey_date && eventType !== EVENT.cancelled;
  if (early || day > trip.journey_date) {
    throw new FieldErrors({ event_time: [eventTimeOffDayMessage(trip.journey_date)] });
  }
}
