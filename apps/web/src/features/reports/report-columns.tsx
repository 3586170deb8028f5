import type { Locale } from '@app/shared/i18n/locales';
import type { ReportColumn, ReportRow, ReportValueKind } from '@app/shared/reports/report.schemas';
import { formatReportValue } from '@app/shared/reports/report-values';
import type { Column } from '../../components/data-table';

/** Kinds read as amounts: right-aligned, so their digits line up. */
const NUMERIC = new Set<ReportValueKind>(['count', 'number', 'percent', 'distance', 'money', 'minutes']);

const isNumeric = (kind: ReportValueKind) => NUMERIC.has(kind);

/** A report table's columns for the shared data table, each cell as the PDF shows it, in the reader's language. */
export function reportColumns(
  columns: ReportColumn[],
  currency: string,
  locale: Locale,
): Column<ReportRow>[] {
  return columns.map((column) => ({
    key: column.key,
    title: column.label,
    align: isNumeric(column.kind) ? 'right' : 'left',
    render: (row) => formatReportValue(column.kind, row[column.key] ?? null, currency, locale),
  }));
}
