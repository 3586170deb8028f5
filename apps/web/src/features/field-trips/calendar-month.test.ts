import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from './calendar-month';

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday, with blanks for the days of the months around', () => {
    // November 2026 begins on a Sunday and ends on a Monday: six rows.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('knows February and leap years', () => {
    // February 2027 begins on a Monday: four whole weeks.
    expect(monthWeeks('2027-02').flat()).toEqual(
      Array.from({ length: 28 }, (_, index) => `2027-02-${String(index + 1).padStart(2, '0')}`),
    );
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });
});

describe('shiftMonth', () => {
  it('goes back and forth over the turn of a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });
});
