import { localize } from '@app/shared/i18n/localize';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@app/shared/common/list';
import {
  REPORT_MESSAGES,
  REPORT_TITLES,
  reportQuerySchema,
  type ReportName,
} from '@app/shared/reports/report.schemas';
import { PageHeading } from '../../components/page-heading';
import { notifySuccess } from '../../lib/notify';
import { useSchoolTimeZone } from '../auth';
import { ReportDownloads } from './report-downloads';
import { ReportFilters, type ReportRange } from './report-filters';
import { defaultReportRange } from './report-range';
import { ReportView } from './report-view';
import { useGenerateReport, useReport, type ReportRequest } from './reports.api';

/** The range and page in the address, so that a report can be linked to and reloaded. */
function useReportAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const start = searchParams.get('start_date');
  const end = searchParams.get('end_date');
  const pageParam = searchParams.get('page');
  return useMemo(() => {
    const hasRange = start !== null || end !== null;
    const range = { start_date: start ?? '', end_date: end ?? '' };
    const page = Math.max(1, Math.trunc(Number(pageParam)) || 1);
    const isValid = hasRange && reportQuerySchema.safeParse(range).success;
    const request: ReportRequest | null = isValid ? { ...range, page, page_size: DEFAULT_PAGE_SIZE } : null;
    const show = (next: ReportRange, nextPage: number) =>
      setSearchParams(
        {
          ...next,
          // Page 1 stays out of the address, as lists do.
          ...(nextPage > 1 ? { page: String(nextPage) } : {}),
        },
        { replace: true },
      );
    return { hasRange, range, request, show };
  }, [start, end, pageParam, setSearchParams]);
}

/**
 * A report page (DESIGN §6): a range of the school's dates, Generate Report, then what the server
 * computed for it (figures, chart, tables), and the same as CSV or PDF.
 */
export function ReportPage({ name }: { name: ReportName }) {
  const intl = useIntl();
  const title = localize(intl, REPORT_TITLES[name]);
  const timeZone = useSchoolTimeZone();
  const address = useReportAddress();
  const report = useReport(name, address.request);
  const generateReport = useGenerateReport(name);
  const initial = useMemo(
    () => (address.hasRange ? address.range : defaultReportRange(timeZone)),
    [address.hasRange, address.range, timeZone],
  );

  const generate = (range: ReportRange) => {
    address.show(range, 1);
    generateReport({ ...range, page: 1, page_size: DEFAULT_PAGE_SIZE }).then(
      () => notifySuccess(REPORT_MESSAGES.generated),
      // The page's own query holds the failure and shows it.
      () => undefined,
    );
  };
  const { show, range } = address;
  const changePage = useCallback((page: number) => show(range, page), [show, range]);

  const shown = report.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <PageHeading title={title} />
        {/* An older page standing in is of the same range: the files (every row) are the same. */}
        <ReportDownloads
          name={name}
          range={shown ? { start_date: shown.start_date, end_date: shown.end_date } : null}
        />
      </Group>
      <ReportFilters
        initial={initial}
        checkAtOnce={address.hasRange}
        isGenerating={report.isFetching && !report.isPlaceholderData}
        onGenerate={generate}
      />
      <div aria-busy={report.isFetching}>
        {report.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={localize(intl, REPORT_MESSAGES.failed)}
            mb="md"
          >
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={report.isFetching}
              onClick={() => void report.refetch()}
            >
              <FormattedMessage id="common.retry" />
            </Button>
          </Alert>
        )}
        {shown ? (
          <ReportView
            report={shown}
            page={address.request?.page ?? 1}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={changePage}
            isStale={report.isPlaceholderData}
          />
        ) : report.isFetching ? (
          <Center py="xl">
            <Loader size="sm" aria-label={intl.formatMessage({ id: 'reports.generating' })} />
          </Center>
        ) : (
          !address.hasRange && (
            <Text c="dimmed" size="sm">
              <FormattedMessage id="reports.chooseDates" />
            </Text>
          )
        )}
      </div>
    </Stack>
  );
}
