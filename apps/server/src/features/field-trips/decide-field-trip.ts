import { and, asc, eq, sql } from 'drizzle-orm';
import { canDecideStep, type FieldTripStatus } from '@app/shared/field-trips/field-trip-codes';
import {
  FIELD_TRIP_MESSAGES as m,
  type FieldTripDetail,
  type fieldTripDecisionInputSchema,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { callerName } from './caller-name';
import { getFieldTrip, isFieldTripOffice } from './field-trip-records';
import { fieldTripApprovals as approvals, fieldTrips as trips } from './field-trips.table';

type Input = ReturnType<typeof fieldTripDecisionInputSchema.parse>;

const notAwaiting = () => new AppError(409, m.notAwaitingDecision);

/**
 * `POST /transport/field-trips/{id}/decision/` (issue 25 §4): the step whose turn it is (the first
 * pending) is decided by its role, or by a School Administrator. An approval of the last step
 * approves the trip; a rejection (with its reason) rejects it. The step seen is the step decided: its
 * update is conditional on it still pending, so of two approvers at once (or one twice) the second
 * finds it decided and is refused (409), never deciding the next step unseen. The trip's own update
 * is conditional on it still requested, so a cancellation meanwhile wins. One transaction, audited.
 */
export async function decideFieldTrip(
  ctx: TenantContext,
  id: string,
  input: Input,
): Promise<FieldTripDetail> {
  const tripId = recordId(id, m.notFound);
  await inTransaction(ctx, async (tx) => {
    const ofTrip = and(eq(trips.tenant_id, tx.tenantId), eq(trips.id, tripId))!;
    const [trip] = await tx.db
      .select({ title: trips.title, status: trips.status, requested_by: trips.requested_by })
      .from(trips)
      .where(ofTrip);
    if (!trip || (!isFieldTripOffice(tx) && trip.requested_by !== tx.userId))
      throw new AppError(404, m.notFound);
    if (trip.status !== 'requested') throw notAwaiting();
    const [step] = await tx.db
      .select({ id: approvals.id, title: approvals.title, role_id: approvals.role_id })
      .from(approvals)
      .where(
        and(
          eq(approvals.tenant_id, tx.tenantId),
          eq(approvals.field_trip_id, tripId),
          eq(approvals.status, 'pending'),
        ),
      )
      .orderBy(asc(approvals.position))
      .limit(1);
    // No step pending, or not the one the caller saw waiting: that one has been decided already.
    if (!step || (input.step && input.step !== step.id)) throw notAwaiting();
    if (!canDecideStep(tx.roleId, step.role_id))
      throw new AppError(403, ref('fieldTrips.notYourStep', { step: step.title }));

    const decided = await tx.db
      .update(approvals)
      .set({
        status: input.decision,
        decided_by: tx.userId,
        decided_by_name: callerName(tx),
        decided_at: sql`now()`,
        note: input.note,
        updated_at: new Date(),
      })
      .where(
        and(eq(approvals.tenant_id, tx.tenantId), eq(approvals.id, step.id), eq(approvals.status, 'pending')),
      )
      .returning({ id: approvals.id });
    if (!decided.length) throw notAwaiting();

    // Approved when no step is left pending (this statement sees the step just decided).
    const next = sql<FieldTripStatus>`case when ${input.decision} = 'rejected' then 'rejected'
      when exists (select 1 from ${approvals} where ${approvals.tenant_id} = ${tx.tenantId}
        and ${approvals.field_trip_id} = ${tripId} and ${approvals.status} = 'pending') then 'requested'
      else 'approved' end`;
    const [updated] = await tx.db
      .update(trips)
      .set({ status: next, updated_at: new Date() })
      .where(and(ofTrip, eq(trips.status, 'requested')))
      .returning({ status: trips.status });
    if (!updated) throw notAwaiting();

    await recordAudit(tx.db, tx, {
      recordType: 'field-trip',
      recordId: tripId,
      recordLabel: trip.title,
      action: 'update',
      changes: {
        approval_step: { new: step.title },
        decision: { new: input.decision },
        ...(input.note ? { decision_note: { new: input.note } } : {}),
        ...(updated.status === trip.status ? {} : { status: { old: trip.status, new: updated.status } }),
      },
    });
  });
  return getFieldTrip(ctx, tripId);
}
