import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../common/errors';
import { academicPeriodInputSchema } from './academic-period.schemas';

const errorsOf = (input: unknown) => {
  const result = academicPeriodInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('academicPeriodInputSchema', () => {
  it('says a cleared date is required, once, and a malformed one is malformed', () => {
    expect(errorsOf({ title: 'T', start_date: '', end_date: '' })).toEqual({
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
    expect(errorsOf({ title: 'T', start_date: '2026-13-01', end_date: 'soon' })).toEqual({
      start_date: ['Enter a date as YYYY-MM-DD'],
      end_date: ['Enter a date as YYYY-MM-DD'],
    });
  });

  it('needs the end after the start', () => {
    expect(errorsOf({ title: 'T', start_date: '2026-01-02', end_date: '2026-01-02' })).toEqual({
      end_date: ['End date must be after the start date'],
    });
    expect(errorsOf({ title: 'T', start_date: '2026-01-02', end_date: '2026-01-03' })).toEqual({});
  });
});
