import type { z } from 'zod';
import {
  TRIP_MESSAGES,
  type Trip,
  type TripDetail,
  type tripListQuerySchema,
} from '@app/shared/trips/trip.schemas';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { ListResult } from '../../records/tenant-records';
import { isCrewOf, isOffice } from '../trip-events/trip-access';
import { readTripDetail } from './trip-detail';
import { tripRecords } from './trip-records';

/**
 * The school's trips for the office; for a driver or bus attendant only the trips they are assigned
 * to (DESIGN §2), filtered here whatever the query asks.
 */
export function listTrips(
  ctx: TenantContext,
  query: z.output<typeof tripListQuerySchema>,
): Promise<ListResult<Trip>> {
  if (isOffice(ctx, 'read')) return tripRecords.list(ctx, query);
  return tripRecords.list(ctx, { ...query, assigned_to: ctx.personId });
}

/** One trip whole; a crew member's read of another's trip is not found, as another school's is. */
export async function getTrip(ctx: TenantContext, id: string): Promise<TripDetail> {
  const trip = await readTripDetail(ctx, id);
  if (!isOffice(ctx, 'read') && !isCrewOf(ctx, { driver_id: trip.driver, attendant_id: trip.attendant })) {
    throw new AppError(404, TRIP_MESSAGES.notFound);
  }
  return trip;
}
