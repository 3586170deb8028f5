import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLabel, formatReportValue } from '@app/shared/reports/report-values';
import type { Report, ReportName, ReportRow, ReportValue } from '@app/shared/reports/report.schemas';
import { appWithSchool } from '../../../test/factories';
import { inertCell } from '../../http/csv-file';
import { tripEvents } from '../trip-events/trip-events.table';
import { pdfToText, reportFixtures } from './reports.test-helpers';

// The downloads of GET /reports/:name/?format=csv|pdf (issue 11 §1): every row of what the preview
// shows (all its pages), headed with the school, the range and when it was generated.
const { t, school } = await appWithSchool();
const fixtures = reportFixtures(t);
const range = { start_date: '2026-03-02', end_date: '2026-03-06' };
const names: ReportName[] = ['trips', 'incidents', 'attendance'];
const files: Record<string, string> = {
  trips: 'trip-summary-2026-03-02-to-2026-03-06',
  incidents: 'incidents-2026-03-02-to-2026-03-06',
  attendance: 'attendance-2026-03-02-to-2026-03-06',
};

beforeAll(async () => {
  await fixtures.setTimeZone(school, 'Africa/Nairobi');
  const monday = await fixtures.namedTrip(school, { date: '2026-03-02', status: 3 });
  const cancelled = await fixtures.namedTrip(school, { date: '2026-03-03', status: 4 });
  await fixtures.event(school, cancelled.id, 9, {
    notes: '+254 called: no fuel',
    at: '2026-03-03T03:00:00Z',
  });
  const pupils = [];
  for (const name of ['Wanjiru', 'Otieno', 'Akinyi'])
    pupils.push(await fixtures.network.student(school, name));
  const ids = pupils.map((pupil) => pupil.id);
  await fixtures.riders(monday.stops[0]!.id, ids);
  await fixtures.riders(monday.stops[2]!.id, [], ids);
  await fixtures.event(school, monday.id, 3, {
    student: ids[0],
    stop: monday.stops[0]!.id,
    at: '2026-03-02T04:10:00Z',
  });
  await fixtures.event(school, monday.id, 8, {
    student: ids[1],
    stop: monday.stops[0]!.id,
    at: '2026-03-02T04:11:00Z',
  });
  // The files count every student from the trips' rider sets, the preview its page's students from
  // their events: a pick-up recorded twice, and a student expected on no trip, come out the same.
  await fixtures.event(school, monday.id, 3, {
    student: ids[0],
    stop: monday.stops[0]!.id,
    at: '2026-03-02T04:12:00Z',
  });
  const stray = await fixtures.network.student(school, 'Kamau');
  await fixtures.event(school, monday.id, 3, {
    student: stray.id,
    stop: monday.stops[0]!.id,
    at: '2026-03-02T04:13:00Z',
  });
  // Notes are the crew's own words: a formula in them stays text in a spreadsheet.
  const notes = ['=HYPERLINK("http://example.test","win")', '@SUM(A1:A2)', '-1+1', 'Bus "B" stuck, rain'];
  for (const [i, note] of notes.entries()) {
    const at = `2026-03-0${2 + i}T05:0${i}:00Z`;
    await fixtures.event(school, monday.id, 6, {
      notes: note,
      at,
      stop: monday.stops[1]!.id,
      recordedBy: school.userId,
    });
  }
});

/** What the CSV holds for a cell: the raw value, a text made inert for spreadsheets (csv-file.test.ts). */
const csvCell = (value: ReportValue) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return inertCell(value);
};
const rowCells = (report: Report, i: number, row: ReportRow) =>
  report.tables[i]!.columns.map((column) => row[column.key] ?? null);

describe.each(names)('the %s report as files', (name) => {
  it('downloads as CSV: the heading, the figures, then each table with every row of the preview', async () => {
    const { report, rows } = await fixtures.allRows(school, name, range);
    expect(rows.flat().length).toBeGreaterThan(0);
    const file = await fixtures.download(school, name, range, 'csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${files[name]}.csv"`);
    const lines: string[][] = parse(file.bytes, { bom: true, relax_column_count: true });
    const blank = (line: string[] | undefined) => line?.length === 1 && line[0] === '';
    expect(lines.slice(0, 6)).toEqual([
      ['School', report.school_name],
      ['Report', report.title],
      ['Start date', '2026-03-02'],
      ['End date', '2026-03-06'],
      ['Generated at', expect.stringMatching(/^2\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/)],
      [''],
    ]);
    let at = 6;
    for (const figure of report.figures)
      expect(lines[at++]).toEqual([
        csvLabel(figure.label, figure.kind, report.currency),
        csvCell(figure.value),
      ]);
    report.tables.forEach((table, i) => {
      expect(blank(lines[at++])).toBe(true);
      expect(lines[at++]).toEqual([table.title]);
      expect(lines[at++]).toEqual(
        table.columns.map((column) => csvLabel(column.label, column.kind, report.currency)),
      );
      const body = rows[i]!.map((row) => rowCells(report, i, row).map(csvCell));
      expect(lines.slice(at, at + body.length)).toEqual(body);
      at += body.length;
    });
    expect(lines.length).toBe(at);
  });

  it('downloads as PDF: the heading and every cell of every row of the preview, as shown', async () => {
    const { report, rows } = await fixtures.allRows(school, name, range);
    const file = await fixtures.download(school, name, range, 'pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${files[name]}.pdf"`);
    const text = pdfToText(file.bytes);
    for (const heading of [
      report.school_name,
      report.title,
      'March 2, 2026',
      'March 6, 2026',
      'Africa/Nairobi',
    ])
      expect(text).toContain(heading);
    for (const figure of report.figures) expect(text).toContain(figure.label);
    report.tables.forEach((table, i) => {
      for (const row of rows[i]!)
        for (const column of table.columns) {
          const cell = formatReportValue(column.kind, row[column.key] ?? null, report.currency);
          expect(text).toContain(cell.replace(/\s+/g, ' '));
        }
    });
    expect(text).toContain('Page 1 of 1');
  });
});

describe('a long report as PDF', () => {
  it('runs onto more pages, each with the header row and its number', async () => {
    const trip = await fixtures.namedTrip(school, { date: '2026-03-05', status: 3 });
    const rows = Array.from({ length: 90 }, (_, i) => ({
      tenant_id: school.tenantId,
      trip_id: trip.id,
      event_type: 6,
      notes: `Incident ${i + 1} ${'and a long account of what happened '.repeat(i % 10 === 0 ? 12 : 1)}`,
      event_time: new Date(Date.parse('2026-03-05T05:00:00Z') + i * 60_000),
    }));
    await t.database.db.insert(tripEvents).values(rows);
    const file = await fixtures.download(school, 'incidents', range, 'pdf');
    const text = pdfToText(file.bytes);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // The header row on every page.
    expect(text.split('Recorded by').length - 1).toBe(pages);
    expect(text).toContain('Incident 90 and a long account');
    // A very long note is cut to three lines, ending with an ellipsis.
    expect(text).toContain('…');
  });
});
