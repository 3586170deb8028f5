import type { TripStatusChangeValues } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import { tripForCaller } from '../trip-events/trip-access';
import { readTripDetail } from '../trips/trip-detail';
import { changeStatus } from './status-change';

/**
 * `PATCH /transport/trips/{id}/`: the office changes any trip's status, a driver or attendant starts
 * or completes their own; the change and its event in one transaction, on the locked trip row.
 */
export async function updateTripStatus(
  ctx: TenantContext,
  id: string,
  input: TripStatusChangeValues,
): Promise<TripDetail> {
  const tripId = await inTransaction(ctx, async (tx) => {
    const trip = await tripForCaller(tx, id, 'write', 'no key update');
    await changeStatus(tx, trip, {
      to: input.status,
      odometer: input.odometer,
      field: 'status',
      event: {
        trip_id: trip.id,
        trip_stop_id: null,
        student_id: null,
        notes: input.detail,
        event_time: new Date(),
        latitude: null,
        longitude: null,
        client_key: null,
      },
    });
    return trip.id;
  });
  return readTripDetail(ctx, tripId);
}
