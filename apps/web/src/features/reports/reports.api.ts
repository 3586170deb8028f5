import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '@app/shared/i18n/locales';
import {
  reportPath,
  type Report,
  type ReportFormat,
  type ReportName,
} from '@app/shared/reports/report.schemas';
import { useLanguage } from '../../i18n/language';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** A report asked for: the school dates it covers and the page of its paged table. */
export type ReportRequest = { start_date: string; end_date: string; page: number; page_size: number };
type ReportRange = Pick<ReportRequest, 'start_date' | 'end_date'>;

/**
 * A report is worded by the server in the caller's language (its headings, labels and names of
 * statuses): the language is part of its key, so that another language asks for it again.
 */
const reportKeys = {
  report: (name: ReportName, locale: Locale, request: ReportRequest | null) =>
    ['reports', name, locale, request] as const,
};

const sameRange = (a: ReportRange | null | undefined, b: ReportRange | null) =>
  !!a && !!b && a.start_date === b.start_date && a.end_date === b.end_date;

function reportQuery(name: ReportName, locale: Locale, request: ReportRequest | null) {
  return queryOptions({
    queryKey: reportKeys.report(name, locale, request),
    queryFn: () => api.get<Report>(reportPath(name), { ...request }),
    enabled: request !== null,
    // Another page of the same range, or the same report in the language just chosen, keeps the
    // report on screen while it loads; another range does not.
    placeholderData: (previous, previousQuery) =>
      sameRange(previousQuery?.queryKey[3], request) ? previous : undefined,
  });
}

/** The report of the range in the address, in the console's language; nothing is asked until there is a range. */
export function useReport(name: ReportName, request: ReportRequest | null) {
  return useQuery(reportQuery(name, useLanguage(), request));
}

/**
 * Computes the report afresh, even when that range was shown a moment ago: Generate Report means now.
 * The page's own query shares this call (same key) rather than making a second one.
 */
export function useGenerateReport(name: ReportName) {
  const queryClient = useQueryClient();
  const locale = useLanguage();
  return useCallback(
    (request: ReportRequest) =>
      queryClient.fetchQuery({ ...reportQuery(name, locale, request), staleTime: 0 }),
    [queryClient, name, locale],
  );
}

/** The CSV or PDF of every row of the range, saved as the server names it. */
export function downloadReport(name: ReportName, range: ReportRange, format: Exclude<ReportFormat, 'json'>) {
  const fallback = `${name}-${range.start_date}-to-${range.end_date}.${format}`;
  return saveFile(reportPath(name), fallback, {
    start_date: range.start_date,
    end_date: range.end_date,
    format,
  });
}
