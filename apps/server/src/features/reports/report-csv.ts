import { stringify } from 'csv-stringify/sync';
import type { Report, ReportValue } from '@app/shared/reports/report.schemas';

/**
 * The report as CSV, of raw values (the JSON's: numbers as numbers, dates 'YYYY-MM-DD'): the heading
 * (school, report, range, when generated), a blank line, the figures as label,value lines, then each
 * table as its title, a header row of its column labels and its rows, a blank line between parts.
 * A text cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so that a
 * spreadsheet shows a note such as "=HYPERLINK(...)" as text instead of running it.
 */
export function reportCsv(report: Report): Buffer {
  const lines: ReportValue[][] = [
    ['School', report.school_name],
    ['Report', report.title],
    ['Start date', report.start_date],
    ['End date', report.end_date],
    ['Generated at', report.generated_at],
    [],
    ...report.figures.map((figure) => [figure.label, figure.value]),
  ];
  for (const table of report.tables) {
    lines.push(
      [],
      [table.title],
      table.columns.map((column) => column.label),
      ...table.rows.map((row) => table.columns.map((column) => row[column.key] ?? null)),
    );
  }
  // A byte order mark, so that spreadsheet programs read the file as UTF-8 (names with accents).
  return Buffer.from(stringify(lines, { bom: true, escape_formulas: true }), 'utf8');
}
