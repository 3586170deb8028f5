import { ref } from '@app/shared/i18n/message-ref';
import type { RELATIONSHIPS } from '@app/shared/student-guardians/student-guardian.schemas';
import type { IntlShape } from 'react-intl';
import type { RecordMessages } from '../records/record-messages';

/** The toasts of student-guardian links (spec part 2 §8 for linking; the rest in the same words). */
export const LINK_MESSAGES: RecordMessages = {
  added: ref('studentGuardians.linked'),
  updated: ref('studentGuardians.linkUpdated'),
  deleted: ref('studentGuardians.linkRemoved'),
  addFailed: ref('studentGuardians.linkFailed'),
  updateFailed: ref('studentGuardians.updateFailed'),
  deleteFailed: ref('studentGuardians.removeFailed'),
};

type RelationshipId = (typeof RELATIONSHIPS)[number]['id'];

/** The relationships' names, by code. */
export const RELATIONSHIP_KEYS = {
  1: 'studentGuardians.relationshipMother',
  2: 'studentGuardians.relationshipFather',
  3: 'studentGuardians.relationshipLegalGuardian',
} as const satisfies Record<RelationshipId, string>;

/** A relationship in the reader's language; the server's title for a code it does not list. */
export function relationshipName(intl: IntlShape, relationship: number, fallback: string): string {
  const key = RELATIONSHIP_KEYS[relationship as RelationshipId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}
