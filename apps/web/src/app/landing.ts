import { can, isConsoleRole } from '@app/shared/accounts/permissions';

/** Where drivers and bus attendants work (beyond the spec): their trips of the day, on a phone. */
const RUN_SHEET = '/run-sheet';
/** Where teachers and other staff work (issue 25 §4): their field trip requests. */
const FIELD_TRIPS = '/trips/field-trips';

/**
 * Where `/` takes a profile that has no console (beyond the spec): its own screen rather than a
 * dashboard it may not read; null for the office's profiles (and any other), who land on the dashboard.
 */
export function landingOf(role: number): string | null {
  if (isConsoleRole(role)) return null;
  if (can(role, 'assigned-trips', 'read')) return RUN_SHEET;
  if (can(role, 'field-trips', 'read')) return FIELD_TRIPS;
  return null;
}
