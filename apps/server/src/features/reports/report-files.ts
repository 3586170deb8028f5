import { english } from '@app/shared/i18n/english';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/i18n/locales';
import type { Report } from '@app/shared/reports/report.schemas';
import { reportCsv } from './report-csv';
import { reportPdf } from './report-pdf';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

type ReportFile = { contentType: string; fileName: string; body: Buffer };

/** The download of a report: 'trip-summary-2026-01-05-to-2026-01-30.csv' (or .pdf). */
/**
 * `word` words the file's own texts (its heading lines, 'Page n of m') in the caller's language, and
 * the PDF writes its dates and numbers in `locale`, the same (the CSV keeps raw values: data).
 */
export async function reportFile(
  report: Report,
  format: 'csv' | 'pdf',
  word: (text: string) => string = english,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ReportFile> {
  const slug = report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    contentType: CONTENT_TYPES[format],
    fileName: `${slug}-${report.start_date}-to-${report.end_date}.${format}`,
    body: format === 'csv' ? reportCsv(report, word) : await reportPdf(report, word, locale),
  };
}
