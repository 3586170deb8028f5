import type { ReportBody } from './report-definition';

/**
 * A report's headings worded by `word` (ADR 019): the builders name their title, figure labels, chart
 * title and series, table titles and column labels by message refs, and the route words them in the
 * caller's language before the screen, the CSV or the PDF shows them. Values are data, left alone.
 */
export function wordReport<B extends ReportBody & { title?: string }>(
  report: B,
  word: (text: string) => string,
): B {
  return {
    ...report,
    ...(report.title === undefined ? {} : { title: word(report.title) }),
    figures: report.figures.map((figure) => ({ ...figure, label: word(figure.label) })),
    chart: report.chart && {
      ...report.chart,
      title: word(report.chart.title),
      ...(report.chart.x_label === undefined ? {} : { x_label: word(report.chart.x_label) }),
      series: report.chart.series.map((series) => ({ ...series, label: word(series.label) })),
    },
    tables: report.tables.map((table) => ({
      ...table,
      title: word(table.title),
      columns: table.columns.map((column) => ({ ...column, label: word(column.label) })),
    })),
  };
}
