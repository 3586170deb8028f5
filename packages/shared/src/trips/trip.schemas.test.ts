import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../common/dates';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { english } from '../i18n/english';
import { generateTripsInputSchema, tripListQuerySchema } from './trip.schemas';

const errorsOf = (schema: typeof generateTripsInputSchema | typeof tripListQuerySchema, input: unknown) =>
  errorsOfSchema(schema, input);
const generate = (input: unknown) => errorsOf(generateTripsInputSchema, input);

describe('generateTripsInputSchema (spec part 2, Generate Trips)', () => {
  it('says each missing date is required, in the spec’s words', () => {
    expect(generate({ start_date: '', end_date: '' })).toEqual({
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
  });

  it('needs the end on or after the start, at most 366 days in all, and skips no weekend unless asked', () => {
    expect(generate({ start_date: '2026-03-06', end_date: '2026-03-05' })).toEqual({
      end_date: ['End date must be on or after the start date'],
    });
    expect(generate({ start_date: '2026-01-01', end_date: '2027-01-02' })).toEqual({
      end_date: ['Generate at most 366 days at a time'],
    });
    const range = generateTripsInputSchema.parse({ start_date: '2026-01-01', end_date: '2027-01-01' });
    expect(range.skip_weekends).toBe(false);
  });

  it('says only what is wrong with a malformed date', () => {
    expect(generate({ start_date: '2026-13-01', end_date: '2027-06-01' })).toEqual({
      start_date: ['2026-13-01 is not a date: there is no month 13'],
    });
  });

  it('generates no trips outside the years a school can mean', () => {
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(generate({ start_date: '9999-12-31', end_date: '9999-12-31' })).toEqual({
      start_date: [outside],
      end_date: [outside],
    });
    expect(generate({ start_date: '1999-12-31', end_date: '2000-01-01' })).toEqual({ start_date: [outside] });
  });
});

describe('tripListQuerySchema', () => {
  it('takes the four statuses and calendar dates', () => {
    expect(errorsOf(tripListQuerySchema, { status: '5', end_date: '2026-02-30' })).toEqual({
      status: ['Use 1 (Scheduled) to 4 (Cancelled)'],
      end_date: ['2026-02-30 is not a date: February 2026 has 28 days'],
    });
    expect(tripListQuerySchema.parse({ status: '4', ordering: '-journey_date' })).toMatchObject({ page: 1 });
  });
});
