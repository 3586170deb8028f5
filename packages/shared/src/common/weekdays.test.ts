import { describe, expect, it } from 'vitest';
import { SCHOOL_DAYS, scheduleOf, weekdayBits, weekdaysOf } from './weekdays';

describe('weekday bits', () => {
  it('keeps Monday to Friday as the five low bits', () => {
    expect(weekdayBits(SCHOOL_DAYS)).toBe(31);
    expect(weekdaysOf(31)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads back the days it was given, whatever their order or repeats', () => {
    expect(weekdaysOf(weekdayBits([7, 1, 3, 3]))).toEqual([1, 3, 7]);
    expect(weekdayBits([])).toBe(0);
  });

  it('answers all seven days of a schedule', () => {
    expect(scheduleOf(weekdayBits([6, 7]))).toEqual([
      { day_of_week: 1, is_active: false },
      { day_of_week: 2, is_active: false },
      { day_of_week: 3, is_active: false },
      { day_of_week: 4, is_active: false },
      { day_of_week: 5, is_active: false },
      { day_of_week: 6, is_active: true },
      { day_of_week: 7, is_active: true },
    ]);
  });
});
