import {
  TRIP_STATUS_MESSAGES,
  type TripStatusChangeValues,
} from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import { overrideTripDocuments } from '../documents/document-checks.trips';
import { tripForCaller } from '../trip-events/trip-access';
import { readTripDetail } from '../trips/trip-detail';
import { changeStatus } from './status-change';

/**
 * `PATCH /transport/trips/{id}/`: the office changes any trip's status, a driver or attendant starts
 * or completes their own; the change and its event in one transaction, on the locked trip row. A
 * manager's `document_override_reason` is kept on the trip first (issue 25 §3).
 */
export async function updateTripStatus(
  ctx: TenantContext,
  id: string,
  input: TripStatusChangeValues,
): Promise<TripDetail> {
  const tripId = await inTransaction(ctx, async (tx) => {
    const trip = await tripForCaller(tx, id, 'write', 'no key update');
    // A manager's leave to start despite an expired document, kept on the trip before any start.
    if (input.document_override_reason !== undefined) {
      await overrideTripDocuments(tx, trip, input.document_override_reason);
    }
    // Without a status the call only gave that leave (the schema asks for one or the other); a
    // reading or a check sent with it would be recorded nowhere, so they are refused, not lost.
    if (input.status === undefined) {
      if (input.odometer != null) throw new FieldErrors({ odometer: [TRIP_STATUS_MESSAGES.odometerNotHere] });
      if (input.empty_bus_checked) {
        throw new FieldErrors({ empty_bus_checked: [TRIP_STATUS_MESSAGES.emptyBusCheckNotHere] });
      }
      return trip.id;
    }
    await changeStatus(tx, trip, {
      to: input.status,
      odometer: input.odometer,
      emptyBusChecked: input.empty_bus_checked,
      field: 'status',
      event: {
        trip_id: trip.id,
        trip_stop_id: null,
        student_id: null,
        notes: input.detail,
        event_time: new Date(),
        // The office records the driver's check, told by phone or radio: no position.
        latitude: null,
        longitude: null,
        client_key: null,
      },
    });
    return trip.id;
  });
  return readTripDetail(ctx, tripId);
}
