import type { AuditAction, AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import type { ExpiredDocument } from './document-checks';

/** What an override's entry says of the record it was given on. */
export type OverrideEntry = {
  /** The route, assignment or trip. */
  recordId: string;
  /** A label ref ("Trip R-1 on 2026-11-02"), worded by the log for its reader. */
  label: string;
  /** The write the override let through: a route or assignment made or changed, a trip updated. */
  action: Extract<AuditAction, 'create' | 'update'>;
};

/**
 * The audit entry of an override (issue 25 §3), written by the transaction that makes the change it
 * lets through: who (the entry's actor), the reason, and the expired documents it overrode as they
 * were then ("KBX 123A: Insurance Certificate (2026-11-01)"), which a later renewal does not change.
 */
export async function auditOverride(
  tx: TenantContext,
  entry: OverrideEntry & { reason: string; previousReason?: string | null; expired: ExpiredDocument[] },
): Promise<void> {
  const changes: AuditChanges = {
    document_override_reason: entry.previousReason
      ? { old: entry.previousReason, new: entry.reason }
      : { new: entry.reason },
  };
  if (entry.expired.length > 0) {
    changes.expired_documents = {
      new: entry.expired
        .map((document) => `${document.owner_label}: ${document.type_title} (${document.expires_on})`)
        .join('; '),
    };
  }
  await recordAudit(tx.db, tx, {
    recordType: 'document-override',
    recordId: entry.recordId,
    recordLabel: entry.label,
    action: entry.action,
    changes,
  });
}
