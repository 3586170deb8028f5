import { MONTH_NAMES } from '../common/dates';
import type { ReportValue, ReportValueKind } from './report.schemas';

/** 'YYYY-MM-DD' as 'MMMM D, YYYY' (the spec's date display). */
function longDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${day}, ${year}`;
}

const grouped = (digits: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A report cell as the preview and the PDF show it (the CSV keeps the raw value). One function, so
 * the screen and the file cannot disagree.
 */
export function formatReportValue(kind: ReportValueKind, value: ReportValue, currency: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') {
    if (kind === 'date') return longDate(value);
    if (kind === 'date_time') {
      const [date = '', time = ''] = value.split(' ');
      return `${longDate(date)} ${time}`;
    }
    return value;
  }
  switch (kind) {
    case 'percent':
      return `${grouped(1).format(value)}%`;
    case 'distance':
      return `${grouped(1).format(value)} km`;
    case 'money':
      return `${currency} ${grouped(2).format(value)}`;
    case 'minutes':
      return `${value > 0 ? '+' : ''}${Math.round(value)} min`;
    case 'number':
      return grouped(1).format(value);
    default:
      return grouped(0).format(value);
  }
}

/**
 * A column's or figure's label in the CSV, which keeps raw numbers: a money one names its currency
 * ('Cost (KES)'), since its cells no longer do.
 */
export function csvLabel(label: string, kind: ReportValueKind, currency: string): string {
  return kind === 'money' ? `${label} (${currency})` : label;
}
