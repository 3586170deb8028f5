import PDFDocument from 'pdfkit';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { formatsFor, type Formats } from '@app/shared/i18n/formats';
import type { Locale } from '@app/shared/i18n/locales';
import { ref } from '@app/shared/i18n/message-ref';
import type { ReportTable } from '@app/shared/reports/report.schemas';
import { footEveryPage, pdfBytes } from '../reports/report-pdf';
import { FONT, registerFonts, textWidth, writeText } from '../reports/report-pdf-fonts';
import { drawTable, GRAY } from '../reports/report-pdf-table';

type Doc = PDFKit.PDFDocument;
type Word = (text: string) => string;

/** What the sheet prints besides the trip: its school, and the drivers' phones where they have one. */
type SheetContext = {
  schoolName: string;
  timeZone: string;
  /** Driver's employee id → the phone of their account in this school. */
  phones: Map<string, string>;
  /** When it was printed (its heading says so). */
  printedAt: Date;
};

const LABEL_WIDTH = 110;
const FILL_LINE_GAP = 23;

/**
 * The trip sheet (issue 25 §4), an A4 page for the drivers and the teacher in charge: the school,
 * the trip (purpose, destination, date, departure and return, passengers, notes, who asked), each
 * approval step with who decided it and when, each vehicle with its seats and its driver, the actual
 * distance, time and cost once recorded, then lines to fill in by hand on the day (odometers, the
 * actual times, signatures). Every text in the reader's language, every date, time and number as the
 * formats module writes them for that language and the school's time zone; the fonts and tables are
 * the reports' (any script a name is written in).
 */
export function fieldTripSheetPdf(
  trip: FieldTripDetail,
  context: SheetContext,
  word: Word,
  locale: Locale,
): Promise<Buffer> {
  const heading = word(ref('fieldTripSheet.heading'));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `${heading}: ${trip.title}`, Creator: 'Transport Admin' },
  });
  registerFonts(doc);
  const done = pdfBytes(doc);
  const format = formatsFor(locale, context.timeZone);
  doc.fontSize(16).fillColor('black');
  writeText(doc, context.schoolName, 'bold', doc.page.margins.left, doc.y);
  doc.fontSize(13);
  writeText(doc, heading, 'bold', doc.page.margins.left, doc.y);
  doc
    .font(FONT)
    .fontSize(8.5)
    .fillColor(GRAY)
    .text(
      word(
        ref('fieldTripSheet.printed', {
          moment: format.dateTime(context.printedAt),
          timeZone: context.timeZone,
        }),
      ),
    );
  doc.fillColor('black').moveDown(0.8);
  drawDetails(doc, trip, format, word);
  if (trip.approvals.length) drawTable(doc, approvalsTable(trip, format, word), trip.currency, word, locale);
  else drawNoApprovals(doc, word);
  drawTable(doc, vehiclesTable(trip, context, format, word), trip.currency, word, locale);
  if (trip.status === 'completed') drawActuals(doc, trip, format, word);
  drawFillIn(doc, trip, word);
  drawFoot(doc, trip, context, word);
  doc.end();
  return done;
}

/** '08:00': a trip's time of day ('08:00' or '08:00:00'), as the formats module writes times. */
function timeOfDay(format: Formats, date: string, time: string): string {
  // A wall-clock time of the trip's own day, read in UTC so that no zone moves it.
  return formatsFor(format.locale, 'UTC').time(`${date}T${time.slice(0, 5)}:00Z`);
}

/** Each line a label and its value; a long value (the notes) wraps beside its label. */
function drawDetails(doc: Doc, trip: FieldTripDetail, format: Formats, word: Word): void {
  const lines: [string, string][] = [
    [ref('fieldTripSheet.purpose'), trip.title],
    [ref('fieldTripSheet.destination'), trip.destination],
    [ref('fieldTripSheet.date'), format.date(trip.trip_date, 'full')],
    [ref('fieldTripSheet.departure'), timeOfDay(format, trip.trip_date, trip.departs_at)],
    [ref('fieldTripSheet.return'), timeOfDay(format, trip.trip_date, trip.returns_at)],
    [ref('fieldTripSheet.passengers'), format.number(trip.passengers)],
    [ref('fieldTripSheet.requestedBy'), trip.requested_by_name],
  ];
  if (trip.notes.trim()) lines.push([ref('fieldTripSheet.notes'), trip.notes]);
  drawLabelled(doc, lines, word);
  doc.moveDown(0.8);
}

function drawLabelled(doc: Doc, lines: [string, string][], word: Word): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(10).fillColor('black');
  for (const [label, value] of lines) {
    const y = doc.y;
    writeText(doc, word(label), 'bold', left, y, { width: LABEL_WIDTH - 8 });
    const below = doc.y;
    writeText(doc, value, 'regular', left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, below) + 2;
  }
  doc.x = left;
}

const textColumn = (key: string, label: string) => ({ key, label, kind: 'text' as const });

function approvalsTable(trip: FieldTripDetail, format: Formats, word: Word): ReportTable {
  return {
    key: 'approvals',
    title: word(ref('fieldTripSheet.approvals')),
    columns: [
      textColumn('step', word(ref('fieldTripSheet.step'))),
      textColumn('decision', word(ref('fieldTripSheet.decision'))),
      textColumn('by', word(ref('fieldTripSheet.decidedBy'))),
      textColumn('at', word(ref('fieldTripSheet.decidedAt'))),
      textColumn('note', word(ref('fieldTripSheet.note'))),
    ],
    count: trip.approvals.length,
    paged: false,
    rows: trip.approvals.map((approval) => ({
      step: approval.title,
      decision: word(ref('fieldTripSheet.decisionValue', { status: approval.status })),
      by: approval.decided_by_name ?? '',
      at: approval.decided_at ? format.dateTime(approval.decided_at) : '',
      note: approval.note,
    })),
  };
}

/** A school without approval steps: its requests are approved as they are made. */
function drawNoApprovals(doc: Doc, word: Word): void {
  const left = doc.page.margins.left;
  doc.fontSize(11).fillColor('black');
  writeText(doc, word(ref('fieldTripSheet.approvals')), 'bold', left, doc.y);
  doc.fontSize(9.5).fillColor(GRAY);
  writeText(doc, word(ref('fieldTripSheet.noApprovals')), 'regular', left, doc.y + 2);
  doc.fillColor('black');
  doc.moveDown(1);
}

function vehiclesTable(
  trip: FieldTripDetail,
  context: SheetContext,
  format: Formats,
  word: Word,
): ReportTable {
  return {
    key: 'vehicles',
    title: word(ref('fieldTripSheet.vehicles')),
    columns: [
      textColumn('vehicle', word(ref('fieldTripSheet.vehicle'))),
      textColumn('seats', word(ref('fieldTripSheet.seats'))),
      textColumn('driver', word(ref('fieldTripSheet.driver'))),
      textColumn('phone', word(ref('fieldTripSheet.phone'))),
    ],
    count: trip.assignments.length,
    paged: false,
    rows: trip.assignments.map((assignment) => ({
      vehicle: assignment.vehicle_label,
      seats: format.number(assignment.vehicle_capacity),
      driver: assignment.driver_name,
      phone: context.phones.get(assignment.driver) ?? '',
    })),
  };
}

/** A completed trip's recorded distance, time and cost. */
function drawActuals(doc: Doc, trip: FieldTripDetail, format: Formats, word: Word): void {
  doc.fontSize(11).fillColor('black');
  writeText(doc, word(ref('fieldTripSheet.actuals')), 'bold', doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
  drawLabelled(
    doc,
    [
      [
        ref('fieldTripSheet.actualDistance'),
        format.number(trip.actual_distance_km ?? 0, { unit: 'kilometer', maxDigits: 1 }),
      ],
      [ref('fieldTripSheet.actualTime'), format.number(trip.actual_minutes ?? 0, { unit: 'minute' })],
      [ref('fieldTripSheet.cost'), format.money(trip.cost ?? 0, trip.currency)],
    ],
    word,
  );
  doc.moveDown(0.8);
}

/**
 * Lines to write on by hand: each vehicle's odometer out and in, actual departure and return, and its
 * driver's signature; then the teacher in charge's and the transport office's name and signature.
 */
function drawFillIn(doc: Doc, trip: FieldTripDetail, word: Word): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = (width - 20) / 2;
  const keepTogether = (lines: number) => {
    if (doc.y + lines * FILL_LINE_GAP + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  keepTogether(4);
  doc.fontSize(11).fillColor('black');
  writeText(doc, word(ref('fieldTripSheet.onTheDay')), 'bold', left, doc.y);
  doc.moveDown(0.5);
  const pair = (first: string, second: string) => {
    const y = doc.y;
    fillLine(doc, word(first), left, y, half);
    fillLine(doc, word(second), left + half + 20, y, half);
    doc.y = y + FILL_LINE_GAP;
  };
  for (const assignment of trip.assignments) {
    keepTogether(4);
    doc.fontSize(10).fillColor('black');
    writeText(doc, `${assignment.vehicle_label} · ${assignment.driver_name}`, 'bold', left, doc.y);
    doc.y += 4;
    pair(ref('fieldTripSheet.odometerOut'), ref('fieldTripSheet.odometerIn'));
    pair(ref('fieldTripSheet.actualDeparture'), ref('fieldTripSheet.actualReturn'));
    const y = doc.y;
    fillLine(doc, word(ref('fieldTripSheet.driverSignature')), left, y, width);
    doc.y = y + FILL_LINE_GAP + 4;
  }
  // The teacher in charge and the transport office: a name and a signature each, on one line.
  const people = [word(ref('fieldTripSheet.teacherInCharge')), word(ref('fieldTripSheet.transportOffice'))];
  doc.fontSize(10);
  const labelWidth = Math.max(LABEL_WIDTH, ...people.map((who) => textWidth(doc, who, 'bold') + 12));
  const rest = width - labelWidth;
  for (const who of people) {
    keepTogether(1);
    const y = doc.y;
    doc.fontSize(10).fillColor('black');
    writeText(doc, who, 'bold', left, y, { lineBreak: false });
    fillLine(doc, word(ref('fieldTripSheet.name')), left + labelWidth, y, rest / 2 - 10);
    fillLine(doc, word(ref('fieldTripSheet.signature')), left + labelWidth + rest / 2, y, rest / 2);
    doc.y = y + FILL_LINE_GAP + 4;
  }
}

/** "Odometer out ______": a label, then a rule to the end of its width to write on. */
function fillLine(doc: Doc, label: string, x: number, y: number, width: number): void {
  doc.fontSize(9.5).fillColor(GRAY);
  writeText(doc, label, 'regular', x, y, { lineBreak: false });
  const start = x + textWidth(doc, label, 'regular') + 6;
  const base = y + doc.font(FONT).currentLineHeight(true);
  doc
    .moveTo(start, base)
    .lineTo(x + width, base)
    .lineWidth(0.5)
    .strokeColor('#777777')
    .stroke();
  doc.fillColor('black');
}

/** On every page: the school and the trip, 'Page n of m'. */
function drawFoot(doc: Doc, trip: FieldTripDetail, context: SheetContext, word: Word): void {
  footEveryPage(doc, ({ left, y, width, page, count }) => {
    writeText(doc, `${context.schoolName} · ${trip.title}`, 'regular', left, y, {
      width: width - 80,
      height: doc.currentLineHeight(true),
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(word(ref('fieldTripSheet.page', { page, count })), left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
  });
}
