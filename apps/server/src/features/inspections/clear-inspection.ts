import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { INSPECTION_MESSAGES as m, type InspectionDetail } from '@app/shared/inspections/inspection.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { vehicles } from '../vehicles/vehicles.table';
import { getInspection } from './inspection-records';
import { inspections } from './inspections.table';

/** Who decides that a vehicle with a major defect is fit again. */
const CLEARERS: number[] = [ROLE_IDS.schoolAdministrator, ROLE_IDS.transportManager];

/**
 * `POST /transport/inspections/{id}/clear/` (issue 25 §1): a School Administrator or Transport
 * Manager clears a major defect not cleared yet, with a note (who, when and why kept on the
 * inspection; audited). The vehicle it put out of service is back in service, unless another major
 * defect of it is still open: then that one keeps it out.
 */
export async function clearInspection(
  ctx: TenantContext,
  id: string,
  note: string,
): Promise<InspectionDetail> {
  if (!CLEARERS.includes(ctx.roleId)) throw new AppError(403, m.clearManagersOnly);
  const inspectionId = recordId(id, m.notFound);
  await inTransaction(ctx, async (tx) => {
    const ofSchool = and(eq(inspections.tenant_id, tx.tenantId), eq(inspections.id, inspectionId));
    // One statement decides: of two clears at once, the second finds it cleared.
    const [cleared] = await tx.db
      .update(inspections)
      .set({ cleared_at: sql`now()`, cleared_by: tx.userId, clear_note: note, updated_at: new Date() })
      .where(and(ofSchool, eq(inspections.result, 'major'), isNull(inspections.cleared_at)))
      .returning({ vehicle_id: inspections.vehicle_id, cleared_at: inspections.cleared_at });
    if (!cleared) {
      const [found] = await tx.db.select({ result: inspections.result }).from(inspections).where(ofSchool);
      if (!found) throw new AppError(404, m.notFound);
      throw new FieldErrors({
        non_field_errors: [found.result === 'major' ? m.alreadyCleared : m.clearNotMajor],
      });
    }
    const [vehicle] = await tx.db
      .update(vehicles)
      .set({
        out_of_service_at: sql`(select o.performed_at from ${openMajor(tx, cleared.vehicle_id)})`,
        out_of_service_inspection_id: sql`(select o.id from ${openMajor(tx, cleared.vehicle_id)})`,
        updated_at: new Date(),
      })
      .where(
        and(
          eq(vehicles.tenant_id, tx.tenantId),
          eq(vehicles.id, cleared.vehicle_id),
          eq(vehicles.out_of_service_inspection_id, inspectionId),
        ),
      )
      .returning({ back_in_service: sql<boolean>`${vehicles.out_of_service_at} is null` });
    await recordAudit(tx.db, tx, {
      recordType: 'inspection',
      recordId: inspectionId,
      recordLabel: await registrationOf(tx, cleared.vehicle_id),
      action: 'update',
      changes: {
        cleared_at: { old: null, new: cleared.cleared_at!.toISOString() },
        clear_note: { old: null, new: note },
        ...(vehicle?.back_in_service ? { vehicle_out_of_service: { old: true, new: false } } : {}),
      },
    });
  });
  return getInspection(ctx, inspectionId);
}

/** The vehicle's earliest major defect still open, as a subquery `o` (none: nulls). */
function openMajor(ctx: TenantContext, vehicleId: string) {
  return sql`(select ${inspections.performed_at} as performed_at, ${inspections.id} as id from ${inspections}
    where ${inspections.tenant_id} = ${ctx.tenantId} and ${inspections.vehicle_id} = ${vehicleId}
      and ${inspections.result} = 'major' and ${inspections.cleared_at} is null
    order by ${inspections.performed_at}, ${inspections.id} limit 1) o`;
}

async function registrationOf(ctx: TenantContext, vehicleId: string): Promise<string> {
  const [vehicle] = await ctx.db
    .select({ registration_number: vehicles.registration_number })
    .from(vehicles)
    .where(and(eq(vehicles.tenant_id, ctx.tenantId), eq(vehicles.id, vehicleId)));
  return vehicle?.registration_number ?? '';
}
