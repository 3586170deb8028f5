import { z } from 'zod';
import { dateString } from '../common/dates';
import { listQuerySchema } from '../common/list';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/** The audit trail of children's and staff records (DESIGN §8): read by Administrators, written by nobody. */
export const AUDIT_LOG_PATH = '/school/audit-log/';
/** The people who appear in a school's audit log, for the console's "person" filter. */
export const AUDIT_LOG_PEOPLE_PATH = '/school/audit-log/people/';

/** What an entry is about: a record type's audited name, or an import of many records at once. */
export const AUDIT_RECORD_TYPES = [
  { id: 'employee', label: ref('auditLog.recordTypeEmployee') },
  { id: 'student', label: ref('auditLog.recordTypeStudent') },
  { id: 'guardian', label: ref('auditLog.recordTypeGuardian') },
  { id: 'student-guardian', label: ref('auditLog.recordTypeStudentGuardian') },
  { id: 'student-restriction', label: ref('auditLog.recordTypeStudentRestriction') },
  { id: 'student-journey', label: ref('auditLog.recordTypeStudentJourney') },
  { id: 'student-import', label: ref('auditLog.recordTypeStudentImport') },
  // A school's road time matrix (issue 24 §2): uploaded and removed whole, its entries count pairs.
  { id: 'road-times', label: ref('auditLog.recordTypeRoadTimes') },
  // Documents that expire (issue 25 §3) and their types: who recorded, changed or removed them.
  { id: 'document-type', label: ref('auditLog.recordTypeDocumentType') },
  { id: 'document', label: ref('auditLog.recordTypeDocument') },
  // Inspections (issue 25 §1): each recorded and each major defect cleared; the checklists' items.
  { id: 'inspection', label: ref('auditLog.recordTypeInspection') },
  { id: 'inspection-checklist-item', label: ref('auditLog.recordTypeInspectionChecklistItem') },
  // Field trips (issue 25 §4): each request, decision, assignment, completion and cancellation; the
  // school's approval steps.
  { id: 'field-trip', label: ref('auditLog.recordTypeFieldTrip') },
  { id: 'field-trip-step', label: ref('auditLog.recordTypeFieldTripStep') },
  // A manager's leave to assign or start despite an expired document: the reason, on the route,
  // assignment or trip it was given for.
  { id: 'document-override', label: ref('documentChecks.auditRecordType') },
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]['id'];
const recordTypeIds = AUDIT_RECORD_TYPES.map((type) => type.id) as [AuditRecordType, ...AuditRecordType[]];

export const AUDIT_ACTIONS = [
  { id: 'create', label: ref('auditLog.actionCreate') },
  { id: 'update', label: ref('auditLog.actionUpdate') },
  { id: 'delete', label: ref('auditLog.actionDelete') },
  { id: 'import', label: ref('auditLog.actionImport') },
  // A guardian's look at their child's trips or live bus (issue 23 §4): who saw a child's whereabouts.
  { id: 'view', label: ref('auditLog.actionView') },
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['id'];

/**
 * What an entry holds in place of a private value (a child's home location, DESIGN §8): the entry says
 * that the field was set, changed or cleared, never the value. A message ref, worded for the reader
 * by the audit log's answer.
 */
export const AUDIT_HIDDEN_VALUE = ref('auditLog.valueHidden');

/**
 * A value as the record's read shape had it. Nested values (a referenced record's details) are kept
 * as their JSON text, so an entry is always flat and every value a scalar.
 */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** What changed, field by field: `new` only on create, `old` only on delete, both on update. */
const auditChangesSchema = z.record(
  z.string(),
  z.object({ old: auditValue.optional(), new: auditValue.optional() }),
);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** When the change was committed (ISO 8601, UTC). */
  at: z.string(),
  /** The person who made the change (a user id) and the profile they acted as. */
  user_id: z.string(),
  profile_id: z.string(),
  /** Their name at the time: the entry stays readable after the account goes. */
  actor_name: z.string(),
  record_type: z.string(),
  /** The record changed; null for an import, which is about many records. */
  record_id: z.string().nullable(),
  /** The record as people know it, at the time ("Grace Atieno (T-001)"). */
  record_label: z.string(),
  action: z.enum(AUDIT_ACTIONS.map((action) => action.id) as [AuditAction, ...AuditAction[]]),
  changes: auditChangesSchema,
  /** How many records an import wrote; null otherwise. */
  count: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit log; newest first, always. Dates are days of the school's time zone, inclusive. */
export const auditLogQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({
    record_type: z.enum(recordTypeIds, { message: ref('auditLog.unknownRecordType') }).optional(),
    record_id: text().optional(),
    /** The person (user id) who made the changes. */
    user: text().optional(),
    date_from: dateString().optional(),
    date_to: dateString().optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: ref('auditLog.endBeforeStart'),
    path: ['date_to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditPersonSchema = z.object({ id: z.string(), name: z.string() });
export const auditPeopleSchema = z.object({ results: z.array(auditPersonSchema) });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** A record type's label for people (a ref: "Student-guardian link"); the stored name when it is not known. */
export function auditRecordTypeLabel(recordType: string): string {
  return AUDIT_RECORD_TYPES.find((type) => type.id === recordType)?.label ?? recordType;
}
