import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { TripStatus } from '@app/shared/trips/trip.schemas';

/** A trip's status (TRIP_STATUSES) in the family app's words: its chunk carries no other namespace. */
const TRIP_STATUS_WORDS: Record<TripStatus, MessageKey> = {
  1: 'familyApp.statusScheduled',
  2: 'familyApp.statusActive',
  3: 'familyApp.statusCompleted',
  4: 'familyApp.statusCancelled',
};

/** A route's direction (journeys' DIRECTIONS: 1 To School, 2 From School). */
export const DIRECTION_WORDS: Record<number, MessageKey> = {
  1: 'familyApp.toSchool',
  2: 'familyApp.fromSchool',
};

/** The trip's status word, or none for a status this app does not know yet. */
export function statusWord(status: number): MessageKey | undefined {
  return TRIP_STATUS_WORDS[status as TripStatus];
}
