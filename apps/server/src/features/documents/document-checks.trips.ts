import { and, eq } from 'drizzle-orm';
import {
  DOCUMENT_CHECK_MESSAGES as m,
  DOCUMENT_OVERRIDE_FIELD,
} from '@app/shared/documents/document-checks.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TripStatus } from '@app/shared/trips/trip.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { journeys } from '../journeys/journeys.table';
import { trips } from '../trips/trips.table';
import { expiredDocumentsOf, expiredMessage, overrideNeeded, requireOverrideRight } from './document-checks';
import { auditOverride } from './document-checks.audit';

const ofTrip = (ctx: TenantContext, id: string) => and(eq(trips.tenant_id, ctx.tenantId), eq(trips.id, id));

/**
 * A trip goes Active only when no document of its vehicle, driver or attendant has expired, or when a
 * manager gave leave on the trip (its override columns): from the office's PATCH and from the crew's
 * Trip Started alike (status-change.ts). Refused under `field` ('status' or 'event_type'), each
 * document named. Generation is not checked: a document may be renewed before the trip's day.
 */
export async function requireDocumentsToStart(
  tx: TenantContext,
  trip: { id: string },
  change: { to: TripStatus; field: string },
): Promise<void> {
  if (change.to !== STATUS.active) return;
  const [row] = await tx.db
    .select({
      vehicle: trips.vehicle_id,
      driver: trips.driver_id,
      attendant: trips.attendant_id,
      overridden: trips.document_override_at,
    })
    .from(trips)
    .where(ofTrip(tx, trip.id));
  if (!row || row.overridden) return;
  const expired = await expiredDocumentsOf(tx, {
    vehicles: [row.vehicle],
    employees: [row.driver, row.attendant],
  });
  if (expired.length > 0) throw overrideNeeded({ [change.field]: expired.map(expiredMessage) });
}

/**
 * A manager's leave to start a trip that has not started although a document has expired (PATCH with
 * `document_override_reason`, alone beforehand or with the start): kept on the trip (reason, by, at),
 * so that its crew can then start it from the run sheet, and audited with the documents expired now.
 * Runs in the PATCH's transaction, on the trip row it locked.
 */
export async function overrideTripDocuments(
  tx: TenantContext,
  trip: { id: string; status: TripStatus },
  reason: string,
): Promise<void> {
  requireOverrideRight(tx, reason);
  if (trip.status !== STATUS.scheduled) {
    throw new FieldErrors({ [DOCUMENT_OVERRIDE_FIELD]: [m.tripNotScheduled] });
  }
  const [row] = await tx.db
    .select({
      vehicle: trips.vehicle_id,
      driver: trips.driver_id,
      attendant: trips.attendant_id,
      date: trips.journey_date,
      route: journeys.code,
      before: trips.document_override_reason,
    })
    .from(trips)
    .innerJoin(journeys, and(eq(journeys.tenant_id, trips.tenant_id), eq(journeys.id, trips.journey_id)))
    .where(ofTrip(tx, trip.id));
  const now = new Date();
  await tx.db
    .update(trips)
    .set({
      document_override_reason: reason,
      document_override_by: tx.userId,
      document_override_at: now,
      updated_at: now,
    })
    .where(ofTrip(tx, trip.id));
  const expired = await expiredDocumentsOf(tx, {
    vehicles: [row!.vehicle],
    employees: [row!.driver, row!.attendant],
  });
  await auditOverride(tx, {
    recordId: trip.id,
    label: ref('documentChecks.auditTrip', { route: row!.route, date: row!.date }),
    action: 'update',
    reason,
    previousReason: row!.before,
    expired,
  });
}
