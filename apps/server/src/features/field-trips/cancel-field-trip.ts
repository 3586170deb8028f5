import { and, eq } from 'drizzle-orm';
import { LIVE_FIELD_TRIP_STATUSES, type FieldTripStatus } from '@app/shared/field-trips/field-trip-codes';
import { FIELD_TRIP_MESSAGES as m, type FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { getFieldTrip, isFieldTripOffice } from './field-trip-records';
import { fieldTripAssignments, fieldTrips as trips } from './field-trips.table';

/**
 * `POST /transport/field-trips/{id}/cancel/` (issue 25 §4): its requester or the office calls off a
 * request or a trip not yet done, with a reason; its vehicles and drivers are free again (its
 * bookings deleted). One transaction, audited.
 */
export async function cancelFieldTrip(
  ctx: TenantContext,
  id: string,
  reason: string,
): Promise<FieldTripDetail> {
  const tripId = recordId(id, m.notFound);
  await inTransaction(ctx, async (tx) => {
    const ofTrip = and(eq(trips.tenant_id, tx.tenantId), eq(trips.id, tripId))!;
    // Locked first: a completion or another cancellation under way is waited for, then seen.
    const [trip] = await tx.db
      .select({ title: trips.title, status: trips.status })
      .from(trips)
      .where(and(ofTrip, isFieldTripOffice(tx) ? undefined : eq(trips.requested_by, tx.userId)))
      .for('update');
    if (!trip) throw new AppError(404, m.notFound);
    if (!(LIVE_FIELD_TRIP_STATUSES as readonly FieldTripStatus[]).includes(trip.status))
      throw new AppError(409, m.notCancellable);
    await tx.db
      .update(trips)
      .set({ status: 'cancelled', cancel_reason: reason, updated_at: new Date() })
      .where(ofTrip);
    const freed = await tx.db
      .delete(fieldTripAssignments)
      .where(
        and(eq(fieldTripAssignments.tenant_id, tx.tenantId), eq(fieldTripAssignments.field_trip_id, tripId)),
      )
      .returning({ id: fieldTripAssignments.id });
    await recordAudit(tx.db, tx, {
      recordType: 'field-trip',
      recordId: tripId,
      recordLabel: trip.title,
      action: 'update',
      changes: {
        status: { old: trip.status, new: 'cancelled' },
        cancel_reason: { old: null, new: reason },
        ...(freed.length ? { assignments_freed: { new: freed.length } } : {}),
      },
    });
  });
  return getFieldTrip(ctx, tripId);
}
