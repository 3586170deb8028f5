import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatsFor,
  formatTime,
  formatTimeAgo,
  formatWeekday,
  localeOfIntl,
} from './formats';

// Intl separates some parts by a no-break space (a currency code from its amount): compared as spaces.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('dates', () => {
  it("writes a calendar date as the spec shows it in English, and in Kiswahili's own way", () => {
    expect(formatDate('en', 'Africa/Nairobi', '1990-03-14')).toBe('March 14, 1990');
    expect(formatDate('sw', 'Africa/Nairobi', '1990-03-14')).toBe('14 Machi 1990');
  });

  it('keeps a calendar date the day it is, whatever the zone', () => {
    // A day of the school's calendar is no moment: no zone moves it to another day.
    expect(formatDate('en', 'America/Los_Angeles', '2026-03-01')).toBe('March 1, 2026');
    expect(formatDate('en', 'Pacific/Kiritimati', '2026-03-01')).toBe('March 1, 2026');
  });

  it("shows a moment near midnight UTC on the school's date", () => {
    // 21:30 UTC on the 24th is 00:30 on the 25th in Nairobi (UTC+3).
    const late = '2026-11-24T21:30:00Z';
    expect(formatDate('en', 'Africa/Nairobi', late)).toBe('November 25, 2026');
    expect(formatDate('en', 'UTC', late)).toBe('November 24, 2026');
    expect(formatDate('sw', 'Africa/Nairobi', late)).toBe('25 Novemba 2026');
    expect(calendarDate('Africa/Nairobi', late)).toBe('2026-11-25');
    expect(calendarDate('UTC', late)).toBe('2026-11-24');
  });

  it('has the styles the screens use, in both languages', () => {
    expect(formatDate('en', 'UTC', '2026-11-24', 'full')).toBe('Tuesday, November 24, 2026');
    expect(formatDate('sw', 'UTC', '2026-11-24', 'full')).toBe('Jumanne, 24 Novemba 2026');
    expect(formatDate('en', 'UTC', '2026-03-04', 'weekdayDayMonth')).toBe('Wednesday, March 4');
    expect(formatDate('en', 'UTC', '2026-03-04', 'weekdayShort')).toBe('Wed');
    expect(formatDate('en', 'UTC', '2026-03-05', 'dayMonthShort')).toBe('Mar 5');
    expect(formatDate('sw', 'UTC', '2026-03-04', 'weekdayShort')).toBe('Jumatano');
    expect(formatDate('en', 'UTC', '2026-11-01', 'monthYear')).toBe('November 2026');
    expect(formatDate('sw', 'UTC', '2026-11-01', 'monthYear')).toBe('Novemba 2026');
  });

  it('names the weekdays by their ISO numbers', () => {
    expect(formatWeekday('en', 1)).toBe('Monday');
    expect(formatWeekday('en', 7, 'short')).toBe('Sun');
    expect(formatWeekday('sw', 1)).toBe('Jumatatu');
    expect(formatWeekday('sw', 7)).toBe('Jumapili');
  });
});

describe('times', () => {
  it("writes a moment's time on the school's 24-hour clock", () => {
    expect(formatTime('en', 'Africa/Nairobi', '2026-11-24T04:42:00Z')).toBe('07:42');
    expect(formatTime('sw', 'Africa/Nairobi', '2026-11-24T21:30:00Z')).toBe('00:30');
    expect(formatTime('en', 'UTC', new Date('2026-11-24T21:30:00Z'))).toBe('21:30');
  });

  it('writes a moment with its date in each language', () => {
    const at = '2026-11-24T12:49:00Z';
    expect(formatDateTime('en', 'Africa/Nairobi', at)).toBe('November 24, 2026 at 3:49 PM');
    expect(formatDateTime('sw', 'Africa/Nairobi', at)).toBe('24 Novemba 2026 saa 15:49');
    expect(formatDateTime('en', 'Africa/Nairobi', at, 'short')).toBe('Tue, Nov 24, 15:49');
  });

  it('falls back to UTC for a zone this runtime does not know, naming it where a date is shown', () => {
    const at = '2026-11-24T12:49:00Z';
    expect(formatTime('en', 'Mars/Olympus_Mons', at)).toBe('12:49');
    expect(formatDateTime('en', 'Mars/Olympus_Mons', at)).toBe('November 24, 2026 at 12:49 PM UTC');
    expect(calendarDate('Mars/Olympus_Mons', at)).toBe('2026-11-24');
  });
});

describe('time ago', () => {
  const now = '2026-11-24T12:00:00Z';
  const ago = (seconds: number) => new Date(Date.parse(now) - seconds * 1000);

  it('says how long ago in the largest whole unit, in each language', () => {
    expect(formatTimeAgo('en', ago(125), now)).toBe('2 minutes ago');
    expect(formatTimeAgo('sw', ago(125), now)).toBe('dakika 2 zilizopita');
    expect(formatTimeAgo('en', ago(119), now)).toBe('1 minute ago');
    expect(formatTimeAgo('sw', ago(60), now)).toBe('dakika 1 iliyopita');
    expect(formatTimeAgo('en', ago(45), now)).toBe('45 seconds ago');
    expect(formatTimeAgo('en', ago(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(formatTimeAgo('sw', ago(3 * 3600), now)).toBe('saa 3 zilizopita');
    expect(formatTimeAgo('en', ago(2 * 86_400), now)).toBe('2 days ago');
  });

  it('takes a moment ahead of now (a clock running fast) as now', () => {
    expect(formatTimeAgo('en', ago(-30), now)).toBe('0 seconds ago');
    expect(formatsFor('sw', 'UTC').timeAgo(ago(600), now)).toBe('dakika 10 zilizopita');
  });
});

describe('numbers and money', () => {
  it('groups thousands in both languages', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('sw', 1234567)).toBe('1,234,567');
    expect(formatNumber('en', 1234.56, { digits: 1 })).toBe('1,234.6');
    expect(formatNumber('en', 100, { digits: 1 })).toBe('100.0');
  });

  it('writes percents, kilometres and signed minutes', () => {
    expect(formatNumber('en', 93.45, { unit: 'percent', digits: 1 })).toBe('93.5%');
    expect(formatNumber('en', 94.9, { unit: 'percent' })).toBe('94.9%');
    expect(formatNumber('en', 75, { unit: 'percent' })).toBe('75%');
    expect(formatNumber('en', 12480, { unit: 'kilometer' })).toBe('12,480 km');
    expect(formatNumber('sw', 12480, { unit: 'kilometer' })).toBe('km 12,480');
    expect(formatNumber('en', 3, { unit: 'minute', signed: true })).toBe('+3 min');
    expect(formatNumber('en', -2, { unit: 'minute', signed: true })).toBe('-2 min');
    expect(formatNumber('sw', 3, { unit: 'minute', signed: true })).toBe('dakika +3');
    expect(formatNumber('en', 0, { unit: 'minute', signed: true })).toBe('0 min');
  });

  it('shortens numbers for an axis', () => {
    expect(formatNumber('en', 1234, { compact: true })).toBe('1.2K');
    expect(spaced(formatNumber('sw', 1234, { compact: true }))).toBe('elfu 1.2');
  });

  it("writes money with its currency's code and two decimals", () => {
    expect(spaced(formatMoney('en', 1234.5, 'KES'))).toBe('KES 1,234.50');
    expect(spaced(formatMoney('sw', 1234567.5, 'KES'))).toBe('KES 1,234,567.50');
    expect(spaced(formatMoney('en', 180, 'USD'))).toBe('USD 180.00');
  });
});

describe('the bound formats', () => {
  it("bind a reader's language and a school's zone", () => {
    const formats = formatsFor('sw', 'Africa/Nairobi');
    expect(formats.date('2026-11-24T21:30:00Z')).toBe('25 Novemba 2026');
    expect(formats.time('2026-11-24T21:30:00Z')).toBe('00:30');
    expect(formats.number(1234.5)).toBe('1,234.5');
  });

  it("read react-intl's locale as the product's language", () => {
    expect(localeOfIntl('sw-KE')).toBe('sw');
    expect(localeOfIntl('en-KE')).toBe('en');
    expect(localeOfIntl('fr-FR')).toBe('en');
  });
});
