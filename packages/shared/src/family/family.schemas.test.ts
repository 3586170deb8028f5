import { describe, expect, it } from 'vitest';
import { errorsOf } from '../common/schema-errors.test-helpers';
import {
  absenceInputSchema,
  familyHistoryQuerySchema,
  familyTripsQuerySchema,
  noticeSettingsInputSchema,
} from './family.schemas';

const settings = {
  minutes_before: 5,
  push: true,
  sms: true,
  email: false,
  quiet_from: '22:00',
  quiet_until: '06:30',
  language: 'sw',
};

describe('noticeSettingsInputSchema', () => {
  it('takes whole minutes from 1 to 60, quiet hours passing midnight, and no language (the school’s)', () => {
    expect(noticeSettingsInputSchema.parse(settings)).toEqual(settings);
    expect(errorsOf(noticeSettingsInputSchema, { ...settings, minutes_before: 60, language: null })).toEqual(
      {},
    );
    expect(errorsOf(noticeSettingsInputSchema, { ...settings, quiet_from: null, quiet_until: null })).toEqual(
      {},
    );
  });

  it('words every bad value on its field', () => {
    const minutes = ['Minutes before must be a whole number from 1 to 60'];
    for (const minutes_before of [0, 61, 1.5, '5', null])
      expect(errorsOf(noticeSettingsInputSchema, { ...settings, minutes_before })).toEqual({
        minutes_before: minutes,
      });
    expect(
      errorsOf(noticeSettingsInputSchema, {
        ...settings,
        push: 'yes',
        sms: 1,
        email: undefined,
        language: 'fr',
      }),
    ).toEqual({
      push: ['Choose Yes or No'],
      sms: ['Choose Yes or No'],
      email: ['Choose Yes or No'],
      language: ['Choose English or Kiswahili'],
    });
    for (const time of ['24:00', '7:30', '07:30:00', ''])
      expect(errorsOf(noticeSettingsInputSchema, { ...settings, quiet_from: time })).toEqual({
        quiet_from: ['Enter a time as HH:MM'],
      });
    expect(errorsOf(noticeSettingsInputSchema, { ...settings, quiet_from: null })).toEqual({
      quiet_until: ['Give both the start and the end of quiet hours, or neither'],
    });
  });
});

describe('absenceInputSchema', () => {
  it('needs a real date and morning, afternoon or both', () => {
    expect(absenceInputSchema.parse({ date: '2026-12-01', part: 'both' })).toEqual({
      date: '2026-12-01',
      part: 'both',
    });
    expect(errorsOf(absenceInputSchema, {})).toEqual({
      date: ['Date is required'],
      part: ['Choose morning, afternoon or both'],
    });
    expect(errorsOf(absenceInputSchema, { date: '2026-13-01', part: 'Morning' })).toEqual({
      date: ['2026-13-01 is not a date: there is no month 13'],
      part: ['Choose morning, afternoon or both'],
    });
  });
});

describe('the family queries', () => {
  it('read a day and a page from the query string', () => {
    expect(familyTripsQuerySchema.parse({ date: '2026-12-01' })).toEqual({ date: '2026-12-01' });
    expect(errorsOf(familyTripsQuerySchema, { date: 'today' })).toEqual({
      date: ['Enter a date as YYYY-MM-DD'],
    });
    expect(familyHistoryQuerySchema.parse({ page: '2' })).toEqual({ page: 2, page_size: 50 });
  });
});
