import dayjs from 'dayjs';

/** A report opens on the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** Today in the school's calendar (YYYY-MM-DD): reports are of the school's dates, not the browser's. */
export function schoolToday(timeZone: string, now = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    // A zone this browser does not know: UTC rather than no default at all.
    return format('UTC');
  }
}

/** The range a report page proposes before one is chosen: the last 30 days ending today. */
export function defaultReportRange(timeZone: string, now = new Date()) {
  const end = schoolToday(timeZone, now);
  return {
    start_date: dayjs(end)
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD'),
    end_date: end,
  };
}
