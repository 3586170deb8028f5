import { expect } from 'vitest';
import { formatDate } from '@app/shared/i18n/formats';
import type { TestApp } from '../../../test/build-test-app';
import { createVehicleRecord, type SignedIn } from '../../../test/factories';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { documentTypes } from './document-types.table';
import { documents } from './documents.table';

/** A day `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const OVERRIDE_HINT =
  'A School Administrator or Transport Manager can go ahead anyway by giving a reason.';
export const OVERRIDE_FORBIDDEN = {
  detail: 'Only a School Administrator or Transport Manager can override an expired document.',
};

/**
 * Vehicles, employees and trips with documents for the checks' tests: the documents and their types
 * written straight into their tables (their own calls are tested with them), dated from the school's
 * today, and the overrides' audit entries as the log answers them.
 */
export function documentCheckFixtures(t: TestApp) {
  const fixtures = tripFixtures(t);
  let serial = 0;
  const helpers = {
    fixtures,
    /** A vehicle with a registration number of its own ('KDC 1A', ...), and its id. */
    async vehicle(as: SignedIn): Promise<{ id: string; registration: string }> {
      const registration = `KDC ${++serial}A`;
      const vehicle = await createVehicleRecord(t, as, { registration_number: registration });
      return { id: vehicle.id, registration };
    },
    /** An employee ('Amina3 Atieno'), and their id. */
    async employee(as: SignedIn): Promise<{ id: string; name: string }> {
      const first = `Amina${++serial}`;
      return { id: await fixtures.network.employee(as, first), name: `${first} Atieno` };
    },
    /** A document of the owner that expires `days` from the school's today (-1: expired yesterday). */
    async document(
      as: SignedIn,
      owner: { vehicle: string } | { employee: string },
      days: number,
    ): Promise<{ title: string; expires_on: string }> {
      const kind = 'vehicle' in owner ? 'vehicle' : 'employee';
      const title = `Certificate ${++serial}`;
      const [type] = await t.database.db
        .insert(documentTypes)
        .values({ tenant_id: as.tenantId, title, applies_to: kind })
        .returning({ id: documentTypes.id });
      const expires_on = plusDays(await fixtures.today(as), days);
      await t.database.db.insert(documents).values({
        tenant_id: as.tenantId,
        document_type_id: type!.id,
        owner_kind: kind,
        vehicle_id: 'vehicle' in owner ? owner.vehicle : null,
        employee_id: 'employee' in owner ? owner.employee : null,
        expires_on,
      });
      return { title, expires_on };
    },
    /** "KDC 1A's Certificate 2 expired on November 1, 2026." */
    expired: (owner: string, document: { title: string; expires_on: string }) =>
      `${owner}'s ${document.title} expired on ${formatDate('en', 'UTC', document.expires_on)}.`,
    /** The overrides' entries of a record in the audit log, newest first (read by an administrator). */
    async overrides(admin: SignedIn, recordId: string) {
      const response = await t.request(
        'GET',
        `/school/audit-log/?record_type=document-override&record_id=${recordId}`,
        admin.auth,
      );
      expect(response.status).toBe(200);
      return response.body.results as {
        user_id: string;
        record_label: string;
        action: string;
        changes: Record<string, { old?: unknown; new?: unknown }>;
      }[];
    },
  };
  return helpers;
}
