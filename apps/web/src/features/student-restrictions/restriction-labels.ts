import type {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_REASONS,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import type { IntlShape } from 'react-intl';

type EventTypeId = (typeof RESTRICTION_EVENT_TYPES)[number]['id'];
type ReasonId = (typeof RESTRICTION_REASONS)[number]['id'];

/** The trip events a restriction stops, by code. */
export const EVENT_TYPE_KEYS = {
  3: 'restrictions.eventPickup',
  5: 'restrictions.eventDropoff',
} as const satisfies Record<EventTypeId, string>;

/** The reasons of a restriction, by code. */
export const REASON_KEYS = {
  1: 'restrictions.reasonFeesArrears',
  2: 'restrictions.reasonAbsent',
  3: 'restrictions.reasonSick',
  99: 'restrictions.reasonOther',
} as const satisfies Record<ReasonId, string>;

/** An event type in the reader's language; the server's title for a code it does not list. */
export function eventTypeName(intl: IntlShape, code: number, fallback: string): string {
  const key = EVENT_TYPE_KEYS[code as EventTypeId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}

/** A reason in the reader's language; the server's title for a code it does not list. */
export function reasonName(intl: IntlShape, code: number, fallback: string): string {
  const key = REASON_KEYS[code as ReasonId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}
