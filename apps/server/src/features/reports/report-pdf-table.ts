import type { Locale } from '@app/shared/i18n/locales';
import { formatReportValue } from '@app/shared/reports/report-values';
import { REPORT_MESSAGES, type ReportTable, type ReportValueKind } from '@app/shared/reports/report.schemas';
import { FONT, textLines, textWidth, writeText, type Weight } from './report-pdf-fonts';

type Doc = PDFKit.PDFDocument;

export const GRAY = '#555555';
const SIZE = 8.5;
const PAD_X = 4;
const PAD_Y = 3;
/** A long note wraps to at most this many lines in its cell, then ends with an ellipsis. */
const MAX_LINES = 3;
/** A header up to this wide (points) keeps to one line when the page has room. */
const SHORT_HEADER = 70;
const NUMERIC = new Set<ReportValueKind>(['count', 'number', 'percent', 'distance', 'money', 'minutes']);

/**
 * A table filling the page's width: columns as wide as their longest cell when they fit, the widest
 * ones sharing what is left when not (their text wraps); the header row again at the top of every
 * page the rows run onto; numbers right-aligned. Cells are shown as the preview shows them.
 */
export function drawTable(
  doc: Doc,
  table: ReportTable,
  currency: string,
  word: (text: string) => string,
  locale: Locale,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labels = table.columns.map((column) => column.label);
  const cells = table.rows.map((row) =>
    table.columns.map((column) => formatReportValue(column.kind, row[column.key] ?? null, currency, locale)),
  );
  const widths = columnWidths(doc, labels, cells, width);
  const aligns = table.columns.map((column) => (NUMERIC.has(column.kind) ? 'right' : 'left'));
  const bottom = doc.page.height - doc.page.margins.bottom;

  doc.fontSize(SIZE);
  const headerHeight = rowHeight(doc, labels, widths, 'bold');
  const firstRow = cells[0]
    ? rowHeight(doc, cells[0], widths, 'regular')
    : doc.font(FONT).currentLineHeight(true) + 2 * PAD_Y;
  // The title, the header and a first row stay together.
  if (doc.y + 24 + headerHeight + firstRow > bottom) doc.addPage();
  doc.fontSize(11).fillColor('black');
  writeText(doc, table.title, 'bold', left, doc.y);
  let y = doc.y + 4;

  const header = () => {
    doc.rect(left, y, width, headerHeight).fill('#e6e6e6');
    doc.fontSize(SIZE).fillColor('black');
    drawRow(doc, labels, widths, aligns, left, y, headerHeight, 'bold');
    y += headerHeight;
  };
  header();
  if (!cells.length) {
    doc
      .font(FONT)
      .fillColor(GRAY)
      .text(word(REPORT_MESSAGES.noRows), left + PAD_X, y + PAD_Y, { width: width - 2 * PAD_X });
    y += doc.currentLineHeight(true) + 2 * PAD_Y;
  }
  cells.forEach((row, index) => {
    const height = rowHeight(doc, row, widths, 'regular');
    if (y + height > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    if (index % 2 === 1) doc.rect(left, y, width, height).fill('#f5f5f5');
    doc.fillColor('black');
    drawRow(doc, row, widths, aligns, left, y, height, 'regular');
    y += height;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.x = left;
  doc.y = y + 14;
}

function drawRow(
  doc: Doc,
  texts: string[],
  widths: number[],
  aligns: ('left' | 'right')[],
  left: number,
  y: number,
  height: number,
  weight: Weight,
): void {
  let x = left;
  texts.forEach((text, i) => {
    const width = widths[i]!;
    // The height clips the text to the row (the last line kept ends with an ellipsis).
    writeText(doc, text, weight, x + PAD_X, y + PAD_Y, {
      width: width - 2 * PAD_X,
      height: height - 2 * PAD_Y + 0.5,
      ellipsis: true,
      align: aligns[i],
    });
    x += width;
  });
}

/** Enough for the tallest cell of the row, at most MAX_LINES lines (spaced as the text wraps them). */
function rowHeight(doc: Doc, texts: string[], widths: number[], weight: Weight): number {
  const lineHeight = doc.font(FONT).currentLineHeight(true);
  let lines = 1;
  texts.forEach((text, i) => {
    const inner = widths[i]! - 2 * PAD_X;
    if (textWidth(doc, text, weight) <= inner) return;
    lines = Math.max(lines, Math.min(MAX_LINES, textLines(doc, text, weight, inner)));
  });
  return lines * lineHeight + 2 * PAD_Y;
}

/**
 * Each column's natural width (its longest cell, or its header: on one line when short, else its
 * longest word), then: all of them widened in proportion when they fit, or else the narrow ones kept
 * and the rest shared equally.
 */
function columnWidths(doc: Doc, labels: string[], cells: string[][], total: number): number[] {
  doc.fontSize(SIZE);
  const natural = labels.map((label) =>
    Math.max(
      Math.min(textWidth(doc, label, 'bold'), SHORT_HEADER),
      ...label.split(' ').map((word) => textWidth(doc, word, 'bold')),
    ),
  );
  for (const row of cells)
    row.forEach((text, i) => {
      natural[i] = Math.max(natural[i]!, textWidth(doc, text, 'regular'));
    });
  // A point more than the text: at exactly its width, the text might still wrap.
  const padded = natural.map((width) => width + 2 * PAD_X + 1);
  const sum = padded.reduce((a, b) => a + b, 0);
  if (sum <= total) return padded.map((width) => (width / sum) * total);

  const widths: (number | undefined)[] = padded.map(() => undefined);
  let left = total;
  let open = padded.length;
  for (let settled = true; settled && open > 0;) {
    settled = false;
    const share = left / open;
    padded.forEach((width, i) => {
      if (widths[i] === undefined && width <= share) {
        widths[i] = width;
        left -= width;
        open--;
        settled = true;
      }
    });
  }
  const share = open > 0 ? left / open : 0;
  return widths.map((width) => width ?? share);
}
