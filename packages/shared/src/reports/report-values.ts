import { formatDate, formatMoney, formatNumber } from '../i18n/formats';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { ReportValue, ReportValueKind } from './report.schemas';

// The report's values are already the school's days and wall-clock times (the server converted
// them): a date is written as the calendar day it is, with no zone of its own.
const NO_ZONE = 'UTC';

/**
 * A report cell as the preview and the PDF show it, in the reader's language (the CSV keeps the raw
 * value). One function, so the screen and the file cannot disagree. English unless told: the tests
 * and the e2e suite compare the spec's words.
 */
export function formatReportValue(
  kind: ReportValueKind,
  value: ReportValue,
  currency: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') {
    if (kind === 'date') return formatDate(locale, NO_ZONE, value);
    if (kind === 'date_time') {
      // 'YYYY-MM-DD HH:MM' on the school's clock: its date written out, its time as it is (24-hour).
      const [date = '', time = ''] = value.split(' ');
      return `${formatDate(locale, NO_ZONE, date)} ${time}`;
    }
    return value;
  }
  switch (kind) {
    case 'percent':
      return formatNumber(locale, value, { unit: 'percent', digits: 1 });
    case 'distance':
      return formatNumber(locale, value, { unit: 'kilometer', digits: 1 });
    case 'money':
      return formatMoney(locale, value, currency);
    case 'minutes':
      return formatNumber(locale, Math.round(value), { unit: 'minute', signed: true });
    case 'number':
      return formatNumber(locale, value, { digits: 1 });
    default:
      return formatNumber(locale, value, { digits: 0 });
  }
}

/**
 * A column's or figure's label in the CSV, which keeps raw numbers: a money one names its currency
 * ('Cost (KES)'), since its cells no longer do.
 */
export function csvLabel(label: string, kind: ReportValueKind, currency: string): string {
  return kind === 'money' ? `${label} (${currency})` : label;
}
