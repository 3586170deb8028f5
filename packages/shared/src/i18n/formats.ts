import type { DayOfWeek } from '../common/weekdays';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locales';

// Every date, time, number and amount a person reads is written here, by Intl, in the reader's
// language and the school's time zone (issue 21, DESIGN §11): one way, so that a screen, a PDF and a
// message never disagree. eslint.config.js forbids Intl's formatters and toLocale*String elsewhere.

/**
 * The locale each language writes in. Kiswahili is Kenya's (sw-KE). English keeps the formats the
 * spec fixes and the console has always shown: dates 'MMMM D, YYYY' (spec part 1 §9, part 2 §5),
 * '+3 min', 'November 24, 2026 at 3:49 PM'. That is en-US's way: en-KE would write '24 November
 * 2026' and '+3 mins'. Both group digits as 1,234.5 and name KES alike.
 */
const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-US', sw: INTL_LOCALES.sw };

/** The locale react-intl was given (INTL_LOCALES: 'en-KE', 'sw-KE') as the product's language. */
export function localeOfIntl(intlLocale: string): Locale {
  const found = (Object.keys(INTL_LOCALES) as Locale[]).find((locale) => INTL_LOCALES[locale] === intlLocale);
  return found ?? DEFAULT_LOCALE;
}

// Made once per locale, zone and style: a formatter is costly to build and cheap to reuse.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function dateFormatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(FORMAT_LOCALES[locale], options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function numberFormatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(FORMAT_LOCALES[locale], options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

const knownZones = new Map<string, boolean>();

/** Whether this runtime knows the zone (a school's zone is checked by the server; a browser may lag). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The zone to write in: the school's, or UTC when this runtime does not know it (rather than nothing). */
const zoneOrUtc = (timeZone: string) => (isKnownTimeZone(timeZone) ? timeZone : 'UTC');

/** A moment: an ISO timestamp ('2026-11-24T12:49:00Z'), a Date or epoch milliseconds. */
export type Moment = string | number | Date;
const instant = (at: Moment) => (at instanceof Date ? at : new Date(at));
/** A calendar date, YYYY-MM-DD (common/dates.ts DATE_PATTERN, not imported: that file brings zod). */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DATE_STYLES = {
  /** 'March 14, 1990' / '14 Machi 1990' */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 'Tuesday, November 24, 2026' / 'Jumanne, 24 Novemba 2026' */
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** 'Tuesday, November 24' / 'Jumanne, 24 Novemba' */
  weekdayDayMonth: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Mar 5' / '5 Mac' */
  dayMonthShort: { month: 'short', day: 'numeric' },
  /** 'Tue' / 'Jumanne' (Kiswahili has no shorter name) */
  weekdayShort: { weekday: 'short' },
  /** 'November 2026' / 'Novemba 2026': a month of a calendar */
  monthYear: { year: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/**
 * A day: a calendar date ('YYYY-MM-DD', a day of the school's calendar, shown as it is) or a moment
 * (shown on the day it was in the school's time zone: 21:30 UTC is already the next day in Nairobi).
 */
export function formatDate(
  locale: Locale,
  timeZone: string,
  value: Moment,
  style: DateStyle = 'long',
): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value))
    return dateFormatter(locale, { ...DATE_STYLES[style], timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  return dateFormatter(locale, { ...DATE_STYLES[style], timeZone: zoneOrUtc(timeZone) }).format(
    instant(value),
  );
}

/** '07:42': a moment's time of day on the school's clock, 24-hour as times are kept (HH:MM, DESIGN §4). */
export function formatTime(locale: Locale, timeZone: string, at: Moment): string {
  return dateFormatter(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zoneOrUtc(timeZone),
  }).format(instant(at));
}

const DATE_TIME_STYLES = {
  /** 'November 24, 2026 at 3:49 PM' / '24 Novemba 2026 saa 15:49': when a record changed. */
  long: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Mon, Nov 23, 14:05' / 'Jumatatu, 23 Nov, 14:05': a clock to check a zone by. */
  short: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateTimeStyle = keyof typeof DATE_TIME_STYLES;

/** A moment's date and time in the school's time zone; in UTC, said so, when the zone is unknown here. */
export function formatDateTime(
  locale: Locale,
  timeZone: string,
  at: Moment,
  style: DateTimeStyle = 'long',
): string {
  const options: Intl.DateTimeFormatOptions = isKnownTimeZone(timeZone)
    ? { ...DATE_TIME_STYLES[style], timeZone }
    : { ...DATE_TIME_STYLES[style], timeZone: 'UTC', timeZoneName: 'short' };
  return dateFormatter(locale, options).format(instant(at));
}

/** A weekday's name by its ISO number (1 Monday ... 7 Sunday): 'Monday' / 'Jumatatu'. */
export function formatWeekday(locale: Locale, day: DayOfWeek, width: 'long' | 'short' = 'long'): string {
  // 2026-01-05 was a Monday: day n is n - 1 days after it.
  return dateFormatter(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));
}

const relativeFormatters = new Map<Locale, Intl.RelativeTimeFormat>();

/** How long ago, in the largest whole unit that fits: under a minute in seconds, then minutes, hours, days. */
const AGO_UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * How long before `now` a moment was: '2 minutes ago' / 'dakika 2 zilizopita' (whole units, rounded
 * down: a bus last heard 119 s ago was heard '1 minute ago'). A moment after `now` (a clock ahead) is now.
 */
export function formatTimeAgo(locale: Locale, at: Moment, now: Moment = new Date()): string {
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(FORMAT_LOCALES[locale], { numeric: 'always' });
    relativeFormatters.set(locale, formatter);
  }
  const seconds = Math.max(0, Math.floor((instant(now).getTime() - instant(at).getTime()) / 1000));
  const found = AGO_UNITS.find((candidate) => seconds >= candidate.seconds);
  return found
    ? formatter.format(-Math.floor(seconds / found.seconds), found.unit)
    : formatter.format(-seconds, 'second');
}

/** How a number is written; by default grouped, with the decimals it has (up to 3). */
export type NumberOptions = {
  /** Exactly this many decimals: 1 writes 93.45 as '93.5' and 100 as '100.0'. */
  digits?: number;
  /** At most this many decimals, fewer when the value has fewer: 1 writes 75 as '75'. */
  maxDigits?: number;
  /** Written with its unit: a percent (of 0 to 100: 93.5 is '93.5%'), kilometres, minutes. */
  unit?: 'percent' | 'kilometer' | 'minute';
  /** A plus before a positive number: '+3 min'. */
  signed?: boolean;
  /** Short for an axis: '1.2K' / 'elfu 1.2'. */
  compact?: boolean;
};

function numberOptions({
  digits,
  maxDigits,
  unit,
  signed,
  compact,
}: NumberOptions): Intl.NumberFormatOptions {
  return {
    ...(digits !== undefined && { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    ...(maxDigits !== undefined && { maximumFractionDigits: maxDigits }),
    // A percent would otherwise drop its decimals (Intl's default for it): 94.9 stays '94.9%'.
    ...(unit === 'percent' && {
      style: 'percent',
      ...(digits === undefined && maxDigits === undefined && { maximumFractionDigits: 3 }),
    }),
    ...(unit === 'kilometer' || unit === 'minute' ? { style: 'unit', unit } : {}),
    ...(signed && { signDisplay: 'exceptZero' }),
    ...(compact && { notation: 'compact', ...(maxDigits === undefined && { maximumFractionDigits: 1 }) }),
  };
}

/** A number in the reader's locale: '12,345', '1,234.6 km', '93.5%', '+3 min'. */
export function formatNumber(locale: Locale, value: number, options: NumberOptions = {}): string {
  const shown = options.unit === 'percent' ? value / 100 : value;
  return numberFormatter(locale, numberOptions(options)).format(shown);
}

/** A unit's short name as the reader's language writes it beside a number: 'km', 'min' / 'dakika'. */
export function formatUnitName(locale: Locale, unit: 'kilometer' | 'minute'): string {
  // Several of them (2): an axis's unit names the many values along it.
  const parts = numberFormatter(locale, { style: 'unit', unit }).formatToParts(2);
  return parts.find((part) => part.type === 'unit')?.value ?? unit;
}

/** An amount with its currency's code and two decimals (the school's currency): 'KES 1,234.50'. */
export function formatMoney(locale: Locale, value: number, currency: string): string {
  return numberFormatter(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(value);
}

/**
 * The date (YYYY-MM-DD) a moment falls on in a time zone (UTC when the zone is unknown here): data,
 * not display, such as the school's today that a report's range ends on.
 */
export function calendarDate(timeZone: string, at: Moment = new Date()): string {
  // Its parts by type, not its text: no locale's order or separators matter to data.
  const parts = dateFormatter('en', {
    timeZone: zoneOrUtc(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Every format bound to one reader's language and one school's zone: what a screen or a file uses. */
export type Formats = {
  locale: Locale;
  timeZone: string;
  date: (value: Moment, style?: DateStyle) => string;
  time: (at: Moment) => string;
  dateTime: (at: Moment, style?: DateTimeStyle) => string;
  /** '2 minutes ago', counted to `now` (a screen's clock, so that every row ages together). */
  timeAgo: (at: Moment, now?: Moment) => string;
  weekday: (day: DayOfWeek, width?: 'long' | 'short') => string;
  number: (value: number, options?: NumberOptions) => string;
  unitName: (unit: 'kilometer' | 'minute') => string;
  money: (value: number, currency: string) => string;
};

export function formatsFor(locale: Locale, timeZone: string): Formats {
  return {
    locale,
    timeZone,
    date: (value, style) => formatDate(locale, timeZone, value, style),
    time: (at) => formatTime(locale, timeZone, at),
    dateTime: (at, style) => formatDateTime(locale, timeZone, at, style),
    timeAgo: (at, now) => formatTimeAgo(locale, at, now),
    weekday: (day, width) => formatWeekday(locale, day, width),
    number: (value, options) => formatNumber(locale, value, options),
    unitName: (unit) => formatUnitName(locale, unit),
    money: (value, currency) => formatMoney(locale, value, currency),
  };
}
