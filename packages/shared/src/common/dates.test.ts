import { describe, expect, it } from 'vitest';
import { dateString } from './dates';

describe('dateString', () => {
  const date = dateString('Enter a date as YYYY-MM-DD', 'Date is required');
  const messagesOf = (value: unknown) => {
    const result = date.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a real day of the calendar, from year 1 to 9999', () => {
    for (const value of ['0001-01-01', '2024-02-29', '9999-12-31']) expect(messagesOf(value)).toEqual([]);
  });

  it('refuses year 0000, which has no days (the database cannot store it)', () => {
    expect(messagesOf('0000-01-01')).toEqual(['Enter a date as YYYY-MM-DD']);
  });

  it('refuses days that are not in the calendar, and anything that is not YYYY-MM-DD', () => {
    for (const value of ['2023-02-29', '2024-13-01', '24-01-01', '2024-1-1', '+02024-01-01']) {
      expect(messagesOf(value)).toEqual(['Enter a date as YYYY-MM-DD']);
    }
    expect(messagesOf('')).toEqual(['Date is required']);
  });
});
