import type { TenantContext } from '../../http/tenant-context';
import { expiredDocumentsOf, expiredMessage, overrideNeeded, requireOverrideRight } from './document-checks';
import { auditOverride, type OverrideEntry } from './document-checks.audit';

/** A vehicle or employee a write assigns, under the input field that names it. */
export type Assigned = {
  field: string;
  kind: 'vehicle' | 'employee';
  id: string | null | undefined;
  /** What the record had before (an update): kept as it was, it is no new assignment. */
  before?: string | null;
};

/**
 * A write that assigns vehicles or employees (a route's default vehicle and attendant, a vehicle's
 * driver), run inside the caller's transaction: those it newly assigns are checked for expired
 * documents first, and refused (400, each document under its field, nothing written) unless a manager
 * gives a reason; then the override is audited with the record written. A reason from anyone else is
 * a 403; one given when nothing has expired is not needed and leaves no entry.
 */
export async function writeAssignment<R>(
  tx: TenantContext,
  options: { assigned: Assigned[]; reason: string | undefined; entry: (saved: R) => OverrideEntry },
  write: () => Promise<R>,
): Promise<R> {
  requireOverrideRight(tx, options.reason);
  const fresh = options.assigned.filter((assigned) => assigned.id && assigned.id !== assigned.before);
  const expired = await expiredDocumentsOf(tx, {
    vehicles: fresh.filter((assigned) => assigned.kind === 'vehicle').map((assigned) => assigned.id),
    employees: fresh.filter((assigned) => assigned.kind === 'employee').map((assigned) => assigned.id),
  });
  if (expired.length > 0 && options.reason === undefined) {
    const fields: Record<string, string[]> = {};
    for (const assigned of fresh) {
      const messages = expired
        .filter((document) => document.owner_kind === assigned.kind && document.owner_id === assigned.id)
        .map(expiredMessage);
      if (messages.length > 0) fields[assigned.field] = messages;
    }
    throw overrideNeeded(fields);
  }
  const saved = await write();
  if (expired.length > 0) {
    await auditOverride(tx, { ...options.entry(saved), reason: options.reason!, expired });
  }
  return saved;
}
