import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../common/dates';
import { english } from '../i18n/english';
import { errorsOf as schemaErrorsOf } from '../common/schema-errors.test-helpers';
import { academicPeriodInputSchema } from './academic-period.schemas';

const errorsOf = (input: unknown) => schemaErrorsOf(academicPeriodInputSchema, input);

describe('academicPeriodInputSchema', () => {
  it('says a cleared date is required, once, and a malformed one is malformed', () => {
    expect(errorsOf({ title: 'T', start_date: '', end_date: '' })).toEqual({
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
    expect(errorsOf({ title: 'T', start_date: '2026-13-01', end_date: 'soon' })).toEqual({
      start_date: ['2026-13-01 is not a date: there is no month 13'],
      end_date: ['Enter a date as YYYY-MM-DD'],
    });
  });

  it('keeps a period within the years a school can mean', () => {
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(errorsOf({ title: 'T', start_date: '0001-01-01', end_date: '9999-12-31' })).toEqual({
      start_date: [outside],
      end_date: [outside],
    });
  });

  it('needs the end after the start', () => {
    expect(errorsOf({ title: 'T', start_date: '2026-01-02', end_date: '2026-01-02' })).toEqual({
      end_date: ['End date must be after the start date'],
    });
    expect(errorsOf({ title: 'T', start_date: '2026-01-02', end_date: '2026-01-03' })).toEqual({});
  });
});
