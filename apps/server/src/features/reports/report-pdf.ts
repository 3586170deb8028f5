import PDFDocument from 'pdfkit';
import { english } from '@app/shared/i18n/english';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/i18n/locales';
import { ref } from '@app/shared/i18n/message-ref';
import { formatReportValue } from '@app/shared/reports/report-values';
import type { Report } from '@app/shared/reports/report.schemas';
import { FONT, registerFonts, writeText } from './report-pdf-fonts';
import { drawTable, GRAY } from './report-pdf-table';

type Doc = PDFKit.PDFDocument;
type Word = (text: string) => string;

const FIGURES_PER_LINE = 5;

/**
 * The report as an A4 landscape PDF of what the preview shows: the school, the report's title, the
 * range ('MMMM D, YYYY') and when it was generated; the figures; then each table whole (every page
 * of a paged one), its header row repeated on each page; 'Page n of m' at the foot of each page.
 */
export function reportPdf(
  report: Report,
  word: Word = english,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    // Kept until the end, to number the pages once their count is known.
    bufferPages: true,
    info: { Title: `${report.title}, ${report.school_name}`, Creator: 'Transport Admin' },
  });
  registerFonts(doc);
  const done = pdfBytes(doc);
  drawHeading(doc, report, word, locale);
  drawFigures(doc, report, locale);
  for (const table of report.tables) drawTable(doc, table, report.currency, word, locale);
  numberPages(doc, report, word);
  doc.end();
  return done;
}

function drawHeading(doc: Doc, report: Report, word: Word, locale: Locale): void {
  const date = (value: string) => formatReportValue('date', value, report.currency, locale);
  // '2026-03-05T07:04:12+03:00': the school's wall clock, as a date_time cell shows it.
  const generated = formatReportValue(
    'date_time',
    report.generated_at.slice(0, 16).replace('T', ' '),
    report.currency,
    locale,
  );
  const left = doc.page.margins.left;
  doc.fontSize(16).fillColor('black');
  writeText(doc, report.school_name, 'bold', left, doc.y);
  doc.fontSize(13);
  writeText(doc, report.title, 'bold', left, doc.y);
  doc
    .font(FONT)
    .fontSize(10)
    .text(`${date(report.start_date)} – ${date(report.end_date)}`);
  doc
    .fontSize(8.5)
    .fillColor(GRAY)
    .text(word(ref('reports.pdfGenerated', { moment: generated, timeZone: report.time_zone })));
  doc.moveDown(1);
}

/** Each figure a label over its value, five to a line. */
function drawFigures(doc: Doc, report: Report, locale: Locale): void {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / FIGURES_PER_LINE;
  report.figures.forEach((figure, i) => {
    const column = i % FIGURES_PER_LINE;
    if (i > 0 && column === 0) doc.y += 34;
    const x = left + column * width;
    const y = doc.y;
    doc.fontSize(8.5).fillColor(GRAY);
    writeText(doc, figure.label, 'regular', x, y, { width: width - 8 });
    const value = formatReportValue(figure.kind, figure.value, report.currency, locale) || '–';
    doc.fontSize(14).fillColor('black');
    writeText(doc, value, 'bold', x, y + 12, { width: width - 8 });
    doc.y = y;
  });
  if (report.figures.length) doc.y += 42;
  doc.x = left;
}

/** The document's bytes once it ends: listened for before anything is written. The field-trip sheet's too. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function numberPages(doc: Doc, report: Report, word: Word): void {
  footEveryPage(doc, ({ left, y, width, page, count }) => {
    writeText(doc, `${report.school_name} · ${report.title}`, 'regular', left, y, {
      width,
      lineBreak: false,
    });
    doc.text(word(ref('reports.pdfPage', { page, count })), left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
  });
}

/** Where a page's foot goes, and which page of how many it is. */
type Foot = { left: number; y: number; width: number; page: number; count: number };

/**
 * Draws a foot on every page of a document that keeps its pages (bufferPages), once their count is
 * known: in the bottom margin, in small gray type. The reports' and the field-trip sheet's.
 */
export function footEveryPage(doc: Doc, draw: (foot: Foot) => void): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { left, right, bottom } = doc.page.margins;
    // Written in the bottom margin: without it, the text would start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + 12;
    const width = doc.page.width - left - right;
    doc.fontSize(8).fillColor(GRAY);
    draw({ left, y, width, page: i - start + 1, count });
    doc.page.margins.bottom = bottom;
  }
}
