import { describe, expect, it } from 'vitest';
import { errorsOf } from '../common/schema-errors.test-helpers';
import {
  restrictionImportRowSchema,
  studentRestrictionInputSchema,
  studentRestrictionListQuerySchema,
} from './student-restriction.schemas';

const STUDENT = '0B7C6F3E-2A1D-4C5B-9E8F-1A2B3C4D5E6F';
const valid = {
  student: STUDENT,
  event_type: 3,
  reason: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-04',
};

describe('studentRestrictionInputSchema', () => {
  it('answers the spec messages for missing fields', () => {
    const required = {
      student: ['Student is required'],
      event_type: ['Event type is required'],
      reason: ['Reason is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    };
    expect(errorsOf(studentRestrictionInputSchema, {})).toEqual(required);
    expect(
      errorsOf(studentRestrictionInputSchema, {
        student: ' ',
        event_type: '',
        reason: null,
        start_date: '',
        end_date: '',
      }),
    ).toEqual(required);
  });

  it('takes event types 3 and 5 and reasons 1, 2, 3 and 99, as numbers or as a form sends them', () => {
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, event_type: 1, reason: 98 })).toEqual({
      event_type: ['Event type must be Pickup or Dropoff, not "1"'],
      reason: ['Reason must be School Fees Arrears, Absent from School, Sick or Other, not "98"'],
    });
    expect(studentRestrictionInputSchema.parse({ ...valid, event_type: '5', reason: '99' })).toMatchObject({
      event_type: 5,
      reason: 99,
    });
  });

  it('refuses an end before the start, a date that is not one, and a student that cannot be an id', () => {
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, end_date: '2026-11-30' })).toEqual({
      end_date: ['End date must be on or after the start date'],
    });
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, start_date: '2026-13-01' })).toEqual({
      start_date: ['2026-13-01 is not a date: there is no month 13'],
    });
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, student: 'Amani' })).toEqual({
      student: ['Invalid student.'],
    });
  });

  it('defaults to not reported by a guardian and no notes; notes may span lines, up to 1000 characters', () => {
    expect(studentRestrictionInputSchema.parse(valid)).toEqual({
      ...valid,
      student: STUDENT.toLowerCase(),
      reported_by_guardian: false,
      notes: '',
    });
    expect(studentRestrictionInputSchema.parse({ ...valid, notes: 'Called\r\nby mother' }).notes).toBe(
      'Called\r\nby mother',
    );
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, notes: 'x'.repeat(1001) })).toEqual({
      notes: ['Notes must be at most 1000 characters'],
    });
    expect(errorsOf(studentRestrictionInputSchema, { ...valid, reported_by_guardian: 'yes' })).toEqual({
      reported_by_guardian: ['Reported by guardian must be Yes or No'],
    });
  });
});

describe('studentRestrictionListQuerySchema', () => {
  it('reads its filters from a query string and refuses what is not one', () => {
    expect(
      studentRestrictionListQuerySchema.parse({ event_type: '5', reason: '99', active_on: '2026-12-01' }),
    ).toMatchObject({ event_type: 5, reason: 99, active_on: '2026-12-01' });
    expect(
      errorsOf(studentRestrictionListQuerySchema, { event_type: '4', reason: 'x', active_on: 'May' }),
    ).toEqual({
      event_type: ['Unknown event type'],
      reason: ['Unknown reason'],
      active_on: ['Enter a date as YYYY-MM-DD'],
    });
  });
});

describe('restrictionImportRowSchema', () => {
  const row = {
    admission_number: 'ADM-1',
    event_type: '3',
    reason: '1',
    start_date: '2026-12-01',
    end_date: '2026-12-01',
  };

  it('takes Yes or No, in any case, for reported by guardian; none is No', () => {
    expect(
      restrictionImportRowSchema.parse({ ...row, reported_by_guardian: 'YES' }).reported_by_guardian,
    ).toBe(true);
    expect(
      restrictionImportRowSchema.parse({ ...row, reported_by_guardian: 'no' }).reported_by_guardian,
    ).toBe(false);
    expect(restrictionImportRowSchema.parse(row).reported_by_guardian).toBe(false);
    expect(errorsOf(restrictionImportRowSchema, { ...row, reported_by_guardian: 'Maybe' })).toEqual({
      reported_by_guardian: ['Reported by guardian must be Yes or No'],
    });
  });

  it('needs an admission number and the same fields as the form', () => {
    expect(errorsOf(restrictionImportRowSchema, {})).toEqual({
      admission_number: ['Admission number is required'],
      event_type: ['Event type is required'],
      reason: ['Reason is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
  });
});
