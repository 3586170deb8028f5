import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldTripCost } from '@app/shared/field-trips/field-trip-codes';
import {
  FIELD_TRIP_MESSAGES as m,
  type FieldTripDetail,
  type fieldTripCompleteInputSchema,
} from '@app/shared/field-trips/field-trip.schemas';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { tenants } from '../tenants/tenants.table';
import { requireFieldTripOffice } from './field-trip-assignments';
import { getFieldTrip } from './field-trip-records';
import { fieldTrips } from './field-trips.table';

type Input = z.output<typeof fieldTripCompleteInputSchema>;

/** The school's today, in its time zone: a trip is done on its day or after. */
const schoolToday = sql`(select (now() at time zone ${tenants.time_zone})::date from ${tenants}
  where ${tenants.id} = ${fieldTrips.tenant_id})`;

/**
 * `POST /transport/field-trips/:id/complete/`: the trip's actual distance and time, and its cost at
 * the school's rates per km and per hour, which are copied with it (a later change of the rates
 * leaves the cost as worked out). One conditional update decides: of two completions at once, the
 * second finds the trip completed already (409).
 */
export async function completeFieldTrip(
  ctx: TenantContext,
  path: string,
  input: Input,
): Promise<FieldTripDetail> {
  requireFieldTripOffice(ctx);
  const id = recordId(path, m.notFound);
  await inTransaction(ctx, async (tx) => {
    const [school] = await tx.db
      .select({ cost_per_km: tenants.cost_per_km, cost_per_hour: tenants.cost_per_hour })
      .from(tenants)
      .where(eq(tenants.id, tx.tenantId));
    const rates = { cost_per_km: Number(school!.cost_per_km), cost_per_hour: Number(school!.cost_per_hour) };
    // One rounding rule, the shared one, for the console's preview and the stored cost alike.
    const cost = fieldTripCost(input.actual_distance_km, input.actual_minutes, rates);
    const [completed] = await tx.db
      .update(fieldTrips)
      .set({
        status: 'completed',
        actual_distance_km: String(input.actual_distance_km),
        actual_minutes: input.actual_minutes,
        cost_per_km: school!.cost_per_km,
        cost_per_hour: school!.cost_per_hour,
        cost: String(cost),
        completed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(fieldTrips.tenant_id, tx.tenantId),
          eq(fieldTrips.id, id),
          eq(fieldTrips.status, 'scheduled'),
          sql`${fieldTrips.trip_date} <= ${schoolToday}`,
        ),
      )
      .returning({ title: fieldTrips.title });
    if (!completed) throw await whyNotCompleted(tx, id);
    await recordAudit(tx.db, tx, {
      recordType: 'field-trip',
      recordId: id,
      recordLabel: completed.title,
      action: 'update',
      changes: {
        status: { old: 'scheduled', new: 'completed' },
        actual_distance_km: { new: input.actual_distance_km },
        actual_minutes: { new: input.actual_minutes },
        cost_per_km: { new: rates.cost_per_km },
        cost_per_hour: { new: rates.cost_per_hour },
        cost: { new: cost },
      },
    });
  });
  return getFieldTrip(ctx, id);
}

/** Why the update found nothing to complete: no such trip, not scheduled, or its day still to come. */
async function whyNotCompleted(tx: TenantContext, id: string): Promise<AppError> {
  const [trip] = await tx.db
    .select({ status: fieldTrips.status })
    .from(fieldTrips)
    .where(and(eq(fieldTrips.tenant_id, tx.tenantId), eq(fieldTrips.id, id)));
  if (!trip) return new AppError(404, m.notFound);
  if (trip.status !== 'scheduled') return new AppError(409, m.notCompletable);
  // Scheduled, so the update's other condition failed: its day is still to come.
  return new AppError(409, m.notYetDone);
}
