import { useIntl, type IntlShape } from 'react-intl';
import { Stack, Text } from '@mantine/core';
import type { Locale } from '@app/shared/i18n/locales';
import type { Report } from '@app/shared/reports/report.schemas';
import { formatReportValue } from '@app/shared/reports/report-values';
import { useFormats } from '../../i18n/use-formats';
import { ReportChart } from './report-chart';
import { ReportFigures } from './report-figures';
import { ReportTable } from './report-tables';

type Props = {
  report: Report;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The report of an older page stands in while the page asked for loads. */
  isStale: boolean;
};

/** 'Hillside · March 1, 2026 – March 30, 2026 · Generated March 30, 2026 14:05', as the files are headed. */
function reportHeading(intl: IntlShape, locale: Locale, report: Report): string {
  const day = (date: string) => formatReportValue('date', date, report.currency, locale);
  // generated_at is already the school's clock (ISO with its offset): its date and time as written.
  const generated = formatReportValue(
    'date_time',
    `${report.generated_at.slice(0, 10)} ${report.generated_at.slice(11, 16)}`,
    report.currency,
    locale,
  );
  return intl.formatMessage(
    { id: 'reports.heading' },
    { school: report.school_name, start: day(report.start_date), end: day(report.end_date), generated },
  );
}

/**
 * What the chart's x values are: the chart's own label, else the label of the table column of the
 * same key, else the key itself.
 */
function xLabelOf(report: Report, key: string): string {
  if (report.chart?.x_label) return report.chart.x_label;
  const column = report.tables.flatMap((table) => table.columns).find((one) => one.key === key);
  return column?.label ?? key.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
}

/** A generated report: its heading line, figures, chart and tables. */
export function ReportView({ report, page, pageSize, onPageChange, isStale }: Props) {
  const intl = useIntl();
  const { locale } = useFormats();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {reportHeading(intl, locale, report)}
      </Text>
      <ReportFigures figures={report.figures} currency={report.currency} />
      {report.chart && (
        <ReportChart
          chart={report.chart}
          xLabel={xLabelOf(report, report.chart.x_key)}
          currency={report.currency}
        />
      )}
      {report.tables.map((table) => (
        <ReportTable
          key={table.key}
          table={table}
          currency={report.currency}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
          isStale={isStale}
        />
      ))}
    </Stack>
  );
}
