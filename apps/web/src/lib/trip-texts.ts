import type { IntlShape } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { TRIP_EVENT_TYPE_KEYS, type TripEventType } from '@app/shared/trips/trip.schemas';

/**
 * An event type's title in the reader's language, from its id (the API's `event_type_display` is
 * English); a type this console does not know yet shows the API's words.
 */
export function eventTypeText(intl: IntlShape, event: { event_type: number; event_type_display: string }) {
  const key = TRIP_EVENT_TYPE_KEYS[event.event_type as TripEventType] as MessageKey | undefined;
  return key ? intl.formatMessage({ id: key }) : event.event_type_display;
}
