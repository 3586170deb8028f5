import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  canOverrideDocuments,
  DOCUMENT_CHECK_MESSAGES as m,
  DOCUMENT_OVERRIDE_FIELD,
  expiredDocumentMessage,
} from '@app/shared/documents/document-checks.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { ownerLabel, schoolToday, typeTitle } from './documents.resource';
import { documents } from './documents.table';

/** An expired document of a vehicle or an employee, as a refusal names it. */
export type ExpiredDocument = {
  owner_kind: 'vehicle' | 'employee';
  /** The vehicle's or the employee's id. */
  owner_id: string;
  /** The registration number or the employee's name. */
  owner_label: string;
  type_title: string;
  /** YYYY-MM-DD, before the school's today. */
  expires_on: string;
};

const idsOf = (ids: readonly (string | null | undefined)[] = []) => [
  ...new Set(ids.filter((id): id is string => !!id)),
];

/**
 * Which of these vehicles and employees have an expired document, and which: one statement for any
 * number of them, on the documents' (tenant_id, vehicle_id) and (tenant_id, employee_id) indexes.
 * Expired is the documents' own rule (documents.resource.ts, days_left below 0): before today in the
 * school's time zone, so that one expiring today still counts for the day.
 */
export async function expiredDocumentsOf(
  ctx: TenantContext,
  owners: {
    vehicles?: readonly (string | null | undefined)[];
    employees?: readonly (string | null | undefined)[];
  },
): Promise<ExpiredDocument[]> {
  const vehicleIds = idsOf(owners.vehicles);
  const employeeIds = idsOf(owners.employees);
  if (vehicleIds.length === 0 && employeeIds.length === 0) return [];
  // Each expression nested in its own sql``: its columns keep their table's name (tenant-records.ts).
  const rows = await ctx.db
    .select({
      owner_kind: documents.owner_kind,
      owner_id: sql<string>`coalesce(${documents.vehicle_id}, ${documents.employee_id})`,
      owner_label: sql<string>`${ownerLabel}`,
      type_title: sql<string>`coalesce(${typeTitle}, '')`,
      expires_on: documents.expires_on,
    })
    .from(documents)
    .where(
      and(
        eq(documents.tenant_id, ctx.tenantId),
        or(
          vehicleIds.length ? inArray(documents.vehicle_id, vehicleIds) : undefined,
          employeeIds.length ? inArray(documents.employee_id, employeeIds) : undefined,
        ),
        sql`${documents.expires_on} < ${schoolToday}`,
      ),
    )
    .orderBy(documents.expires_on, documents.id);
  return rows;
}

/** "KBX 123A's Insurance Certificate expired on November 1, 2026." */
export const expiredMessage = (document: ExpiredDocument) =>
  expiredDocumentMessage(document.owner_label, document.type_title, document.expires_on);

/**
 * The refusal: each expired document under the field it is refused by, and beside them the hint that
 * a manager may go ahead with a reason (the console asks for one when it sees that field).
 */
export function overrideNeeded(fields: Record<string, string[]>): FieldErrors {
  return new FieldErrors({ ...fields, [DOCUMENT_OVERRIDE_FIELD]: [m.overrideHint] });
}

/** A reason given by anyone but a School Administrator or Transport Manager is refused outright. */
export function requireOverrideRight(ctx: TenantContext, reason: string | undefined): void {
  if (reason !== undefined && !canOverrideDocuments(ctx.roleId)) {
    throw new AppError(403, m.overrideForbidden);
  }
}
