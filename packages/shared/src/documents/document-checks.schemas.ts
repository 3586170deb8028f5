import { ROLE_IDS } from '../accounts/roles';
import { requiredNote } from '../common/text';
import { ref } from '../i18n/message-ref';

/**
 * An expired document blocks assigning its vehicle or employee and starting their trips (issue 25
 * §3), unless a manager overrides it with a reason, audited. A document is expired the day after its
 * expiry date, in the school's time zone: one that expires today still counts.
 */

/** The longest reason an override keeps. */
export const MAX_OVERRIDE_REASON = 500;

/**
 * The field of the write calls that carries a manager's reason; a refusal names it too, with the
 * hint that a manager may go ahead, which is how the console knows to ask for one.
 */
export const DOCUMENT_OVERRIDE_FIELD = 'document_override_reason';

export const DOCUMENT_CHECK_MESSAGES = {
  reasonRequired: ref('documentChecks.reasonRequired'),
  reasonTooLong: ref('documentChecks.reasonTooLong', { max: MAX_OVERRIDE_REASON }),
  /** Beside every refusal, under `document_override_reason`. */
  overrideHint: ref('documentChecks.overrideHint'),
  /** 403: a reason sent by someone who is not a manager. */
  overrideForbidden: ref('documentChecks.overrideForbidden'),
  /** A trip's leave to start is given before it starts. */
  tripNotScheduled: ref('documentChecks.tripNotScheduled'),
} as const;
const m = DOCUMENT_CHECK_MESSAGES;

/** A manager's reason: 1 to 500 characters once trimmed, line breaks allowed. */
export const documentOverrideReasonSchema = requiredNote(MAX_OVERRIDE_REASON, {
  required: m.reasonRequired,
  tooLong: m.reasonTooLong,
});

/** Who may override an expired document: School Administrators and Transport Managers only. */
export function canOverrideDocuments(roleId: number | null): boolean {
  return roleId === ROLE_IDS.schoolAdministrator || roleId === ROLE_IDS.transportManager;
}

/**
 * "KBX 123A's Insurance Certificate expired on November 1, 2026.": the day goes as YYYY-MM-DD, and
 * is written in the reader's language where the message is (localize.ts).
 */
export function expiredDocumentMessage(owner: string, documentType: string, expiresOn: string): string {
  return ref('documentChecks.expired', {
    owner,
    document: documentType,
    date: expiresOn,
  });
}
