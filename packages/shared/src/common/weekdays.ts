import { z } from 'zod';

/** ISO weekdays: 1 Monday ... 7 Sunday (spec part 2 §4). */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const DAYS_OF_WEEK: readonly DayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];

/** Monday to Friday: the default schedule of an assignment. */
export const SCHOOL_DAYS: readonly DayOfWeek[] = [1, 2, 3, 4, 5];

/** One day of a schedule, as sent and read back. */
export const scheduleDaySchema = z.object({
  day_of_week: z.number().int().min(1).max(7),
  is_active: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/**
 * The schedule's days as the bits the database keeps (bit 0 Monday ... bit 6 Sunday), so a date's
 * ISO weekday is one bit test in SQL.
 */
export function weekdayBits(days: readonly number[]): number {
  return days.reduce((bits, day) => bits | (1 << (day - 1)), 0);
}

/** The active days of a bit set, Monday first. */
export function weekdaysOf(bits: number): DayOfWeek[] {
  return DAYS_OF_WEEK.filter((day) => (bits & (1 << (day - 1))) !== 0);
}

/** All seven days of a schedule, each active or not, Monday first. */
export function scheduleOf(bits: number): ScheduleDay[] {
  return DAYS_OF_WEEK.map((day) => ({ day_of_week: day, is_active: (bits & (1 << (day - 1))) !== 0 }));
}
