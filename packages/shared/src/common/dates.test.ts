import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BIRTH_DATES, dateString, schoolTimestamp } from './dates';
import { english } from '../i18n/english';
import { fieldErrorsFromIssues } from './errors';

/** The messages in English (the schemas name them by key, ADR 019). */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : (fieldErrorsFromIssues(result.error.issues).non_field_errors ?? []).map(english);
}

// Today is fixed, so the window's ends are known: a school's dates run from 2000 to 2031.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('dateString', () => {
  const date = dateString(undefined, 'Start date is required');

  it('says a missing or empty date is required, and a value that is no YYYY-MM-DD is malformed', () => {
    expect(errorsOf(date, undefined)).toEqual(['Start date is required']);
    expect(errorsOf(date, '')).toEqual(['Start date is required']);
    expect(errorsOf(date, '26/11/2026')).toEqual(['Enter a date as YYYY-MM-DD']);
  });

  it('says what is wrong with a day the calendar does not have', () => {
    expect(errorsOf(date, '2016-02-30')).toEqual(['2016-02-30 is not a date: February 2016 has 29 days']);
    expect(errorsOf(date, '2026-04-31')).toEqual(['2026-04-31 is not a date: April 2026 has 30 days']);
    expect(errorsOf(date, '2026-01-00')).toEqual(['2026-01-00 is not a date: January 2026 has 31 days']);
    expect(errorsOf(date, '2026-13-01')).toEqual(['2026-13-01 is not a date: there is no month 13']);
    expect(errorsOf(date, '2026-00-10')).toEqual(['2026-00-10 is not a date: there is no month 00']);
    expect(date.parse('2016-02-29')).toBe('2016-02-29');
  });

  it('takes a school’s dates from 2000 to the end of the fifth year ahead, and says so otherwise', () => {
    expect(date.parse('2000-01-01')).toBe('2000-01-01');
    expect(date.parse('2031-12-31')).toBe('2031-12-31');
    for (const outside of ['0000-01-01', '0001-01-01', '1999-12-31', '2032-01-01', '9999-12-31']) {
      expect(errorsOf(date, outside)).toEqual(['Enter a date from 2000 to 2031']);
    }
  });

  it('takes dates of birth from 1900 to today (a day of grace for zones ahead of UTC)', () => {
    const birth = dateString(undefined, 'Date of birth is required', BIRTH_DATES);
    expect(birth.parse('1900-01-01')).toBe('1900-01-01');
    expect(birth.parse('2026-11-27')).toBe('2026-11-27');
    expect(errorsOf(birth, '1899-12-31')).toEqual(['Date of birth cannot be before 1900']);
    expect(errorsOf(birth, '0001-01-01')).toEqual(['Date of birth cannot be before 1900']);
    expect(errorsOf(birth, '2026-11-28')).toEqual(['Date of birth cannot be in the future']);
  });
});

describe('schoolTimestamp', () => {
  const moment = schoolTimestamp('Enter the time as an ISO 8601 timestamp');

  it('takes a moment with its zone on a school’s day, and says what is wrong otherwise', () => {
    expect(moment.parse('2026-11-26T07:15:00+03:00')).toBe('2026-11-26T07:15:00+03:00');
    expect(errorsOf(moment, 'yesterday')).toEqual(['Enter the time as an ISO 8601 timestamp']);
    expect(errorsOf(moment, '9999-12-31T07:15:00Z')).toEqual(['Enter a date from 2000 to 2031']);
    expect(errorsOf(moment, '1970-01-01T00:00:00Z')).toEqual(['Enter a date from 2000 to 2031']);
  });
});
