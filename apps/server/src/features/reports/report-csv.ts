import type { Report, ReportValue } from '@app/shared/reports/report.schemas';
import { csvLabel } from '@app/shared/reports/report-values';
import { csvFile } from '../../http/csv-file';

/**
 * The report as CSV, of raw values (the JSON's: numbers as numbers, dates 'YYYY-MM-DD'): the heading
 * (school, report, range, when generated), a blank line, the figures as label,value lines, then each
 * table as its title, a header row of its column labels and its rows, a blank line between parts.
 * Money is a bare number there, so its label names the currency ('Cost (KES)'); texts are made inert
 * for spreadsheets by `csvFile`.
 */
export function reportCsv(report: Report): Buffer {
  const label = (entry: { label: string; kind: Parameters<typeof csvLabel>[1] }) =>
    csvLabel(entry.label, entry.kind, report.currency);
  const lines: ReportValue[][] = [
    ['School', report.school_name],
    ['Report', report.title],
    ['Start date', report.start_date],
    ['End date', report.end_date],
    ['Generated at', report.generated_at],
    [],
    ...report.figures.map((figure) => [label(figure), figure.value]),
  ];
  for (const table of report.tables) {
    lines.push(
      [],
      [table.title],
      table.columns.map(label),
      ...table.rows.map((row) => table.columns.map((column) => row[column.key] ?? null)),
    );
  }
  return csvFile(lines, { bom: true });
}
