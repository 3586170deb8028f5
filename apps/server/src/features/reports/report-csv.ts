import type { Report, ReportValue } from '@app/shared/reports/report.schemas';
import { english } from '@app/shared/i18n/english';
import { ref } from '@app/shared/i18n/message-ref';
import type { ReportValueKind } from '@app/shared/reports/report.schemas';
import { csvFile } from '../../http/csv-file';

/**
 * The report as CSV, of raw values (the JSON's: numbers as numbers, dates 'YYYY-MM-DD'): the heading
 * (school, report, range, when generated), a blank line, the figures as label,value lines, then each
 * table as its title, a header row of its column labels and its rows, a blank line between parts.
 * Money is a bare number there, so its label names the currency ('Cost (KES)'); texts are made inert
 * for spreadsheets by `csvFile`.
 */
export function reportCsv(report: Report, word: (text: string) => string = english): Buffer {
  const label = (entry: { label: string; kind: ReportValueKind }) =>
    entry.kind === 'money'
      ? word(ref('reports.withCurrency', { label: entry.label, currency: report.currency }))
      : entry.label;
  const lines: ReportValue[][] = [
    [word(ref('reports.fileSchool')), report.school_name],
    [word(ref('reports.fileReport')), report.title],
    [word(ref('reports.fileStartDate')), report.start_date],
    [word(ref('reports.fileEndDate')), report.end_date],
    [word(ref('reports.fileGeneratedAt')), report.generated_at],
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
