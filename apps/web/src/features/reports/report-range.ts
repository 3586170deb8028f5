import dayjs from 'dayjs';
import { schoolToday } from '../../lib/school-today';

/** A report opens on the last 30 days, today included. */
const DEFAULT_DAYS = 30;

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
