import { calendarDate } from '@app/shared/i18n/formats';

/** Today in the school's calendar (YYYY-MM-DD): reports are of the school's dates, not the browser's. */
export function schoolToday(timeZone: string, now = new Date()): string {
  // A zone this browser does not know: UTC's today rather than no default at all (calendarDate).
  return calendarDate(timeZone, now);
}
