import { useAuth } from './auth-store';
import { currentSelection } from './current-selection';

/** The chosen school's time zone: the audit log's days and times are the school's. */
export function useSchoolTimeZone(): string {
  return currentSelection(useAuth())?.tenant.time_zone ?? 'UTC';
}
