import { z } from 'zod';
import { ref } from '../i18n/message-ref';

/** YYYY-MM-DD; also the `pattern` of every date in the OpenAPI document. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The months' English names, January first (the date messages name them from their catalogues). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The first year a school's records can be about (terms, trips, restrictions, assignments). */
const FIRST_SCHOOL_YEAR = 2000;
/** How many years after this one a school plans ahead at most. */
const SCHOOL_YEARS_AHEAD = 5;
/** The first year of birth of a pupil, a guardian or an employee. */
const FIRST_BIRTH_YEAR = 1900;

const thisYear = () => new Date().getUTCFullYear();
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const DATE_MESSAGES = {
  format: ref('common.dateFormat'),
  noSuchMonth: (value: string) => ref('common.dateNoSuchMonth', { value, month: value.slice(5, 7) }),
  // "2026-02-30 is not a date: February 2026 has 28 days": the month named by the catalogue.
  noSuchDay: (value: string, days: number) =>
    ref('common.dateNoSuchDay', {
      value,
      month: Number(value.slice(5, 7)),
      year: value.slice(0, 4),
      days,
    }),
  schoolYears: (lastYear: number) =>
    ref('common.dateSchoolYears', { first: FIRST_SCHOOL_YEAR, last: lastYear }),
  birthTooEarly: ref('common.birthTooEarly', { year: FIRST_BIRTH_YEAR }),
  birthInFuture: ref('common.birthInFuture'),
} as const;

/**
 * The days a date field can mean, first and last included (YYYY-MM-DD, as of the moment of the
 * check), with what a date before or after them is told.
 */
type DateWindow = {
  first: () => string;
  last: () => string;
  tooEarly: () => string;
  tooLate: () => string;
};

/** A school's own dates: from 2000 to the end of the fifth year after this one. */
export const SCHOOL_DATES: DateWindow = {
  first: () => `${FIRST_SCHOOL_YEAR}-01-01`,
  last: () => `${thisYear() + SCHOOL_YEARS_AHEAD}-12-31`,
  tooEarly: () => DATE_MESSAGES.schoolYears(thisYear() + SCHOOL_YEARS_AHEAD),
  tooLate: () => DATE_MESSAGES.schoolYears(thisYear() + SCHOOL_YEARS_AHEAD),
};

/** A date of birth: from 1900 to today (UTC's tomorrow: a school east of UTC may be a day ahead). */
export const BIRTH_DATES: DateWindow = {
  first: () => `${FIRST_BIRTH_YEAR}-01-01`,
  last: tomorrow,
  tooEarly: () => DATE_MESSAGES.birthTooEarly,
  tooLate: () => DATE_MESSAGES.birthInFuture,
};

/** Days in a month of a year (month 1 to 12). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A calendar date on the wire: YYYY-MM-DD, a real day of the calendar, and inside `window` (a
 * school's own dates unless told). `message` answers a value that is not YYYY-MM-DD, `required` a
 * missing or empty one (a form sends '' for a cleared date picker).
 */
export function dateString(
  message: string = DATE_MESSAGES.format,
  required = message,
  window: DateWindow = SCHOOL_DATES,
) {
  return (
    z
      .string({ error: required })
      // An empty value (a cleared picker) is missing, not malformed: one message, the required one.
      .min(1, { message: required, abort: true })
      // abort: a value that is not YYYY-MM-DD gets one message, not this one and the calendar's too.
      .regex(DATE_PATTERN, { message, abort: true })
      .superRefine((value, context) => {
        const year = Number(value.slice(0, 4));
        const month = Number(value.slice(5, 7));
        const day = Number(value.slice(8, 10));
        const say = (text: string) => context.addIssue({ code: 'custom', message: text });
        if (month < 1 || month > 12) return say(DATE_MESSAGES.noSuchMonth(value));
        const days = daysInMonth(year, month);
        if (day < 1 || day > days) return say(DATE_MESSAGES.noSuchDay(value, days));
        if (value < window.first()) return say(window.tooEarly());
        if (value > window.last()) return say(window.tooLate());
      })
  );
}

/** A moment (ISO 8601 with its zone, as a device sends it) on one of a school's own days. */
export function schoolTimestamp(message: string) {
  return z.iso.datetime({ offset: true, message, abort: true }).superRefine((value, context) => {
    const day = new Date(value).toISOString().slice(0, 10);
    if (day < SCHOOL_DATES.first()) context.addIssue({ code: 'custom', message: SCHOOL_DATES.tooEarly() });
    else if (day > SCHOOL_DATES.last()) context.addIssue({ code: 'custom', message: SCHOOL_DATES.tooLate() });
  });
}

/** HH:MM:SS, or HH:MM (seconds 00), a time of day on a 24-hour clock (DESIGN §4). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A time of day on the wire, answered back as HH:MM:SS. `required` is the message for a missing or
 * empty value.
 */
export function timeString(message = ref('common.timeFormat'), required = message) {
  return z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .regex(TIME_PATTERN, message)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}
