import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  reportPath,
  type Report,
  type ReportFormat,
  type ReportName,
} from '@app/shared/reports/report.schemas';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** A report asked for: the school dates it covers and the page of its paged table. */
export type ReportRequest = { start_date: string; end_date: string; page: number; page_size: number };
type ReportRange = Pick<ReportRequest, 'start_date' | 'end_date'>;

const reportKeys = {
  report: (name: ReportName, request: ReportRequest | null) => ['reports', name, request] as const,
};

const sameRange = (a: ReportRange | null | undefined, b: ReportRange | null) =>
  !!a && !!b && a.start_date === b.start_date && a.end_date === b.end_date;

function reportQuery(name: ReportName, request: ReportRequest | null) {
  return queryOptions({
    queryKey: reportKeys.report(name, request),
    queryFn: () => api.get<Report>(reportPath(name), { ...request }),
    enabled: request !== null,
    // Another page of the same range keeps the report on screen while it loads; another range does not.
    placeholderData: (previous, previousQuery) =>
      sameRange(previousQuery?.queryKey[2], request) ? previous : undefined,
  });
}

/** The report of the range in the address; nothing is asked until there is one. */
export function useReport(name: ReportName, request: ReportRequest | null) {
  return useQuery(reportQuery(name, request));
}

/**
 * Computes the report afresh, even when that range was shown a moment ago: Generate Report means now.
 * The page's own query shares this call (same key) rather than making a second one.
 */
export function useGenerateReport(name: ReportName) {
  const queryClient = useQueryClient();
  return useCallback(
    (request: ReportRequest) => queryClient.fetchQuery({ ...reportQuery(name, request), staleTime: 0 }),
    [queryClient, name],
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
