import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Report } from '@app/shared/reports/report.schemas';
import { reportCsv } from './report-csv';

// Names and notes as the office and the crew type them; our own import takes ';' files, and Excel set
// to ';' (much of Europe and Africa) splits on it: a formula after one would run there.
const RIDERS = ['x;=HYPERLINK("http://example.test","win")', 'Wanjiru;+254 700 000 000', 'Amina Otieno'];

const report: Report = {
  name: 'cost-analysis',
  title: 'Cost Analysis',
  school_name: 'Hillside;@SUM(A1)',
  time_zone: 'Africa/Nairobi',
  currency: 'KES',
  start_date: '2026-03-02',
  end_date: '2026-03-06',
  generated_at: '2026-03-06T10:00:00+03:00',
  figures: [
    { label: 'Total cost', kind: 'money', value: 20480.5 },
    { label: 'Trips', kind: 'count', value: 4 },
  ],
  chart: null,
  tables: [
    {
      key: 'routes',
      title: 'Cost per route',
      columns: [
        { key: 'route', label: 'Route', kind: 'text' },
        { key: 'distance', label: 'Distance', kind: 'distance' },
        { key: 'cost', label: 'Cost', kind: 'money' },
        { key: 'cost_per_student', label: 'Cost per Student', kind: 'money' },
      ],
      count: RIDERS.length,
      paged: false,
      rows: RIDERS.map((route, i) => ({ route, distance: 12.5 * i, cost: 180 * i, cost_per_student: -i })),
    },
  ],
};

const read = (delimiter: string) =>
  parse(reportCsv(report), {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];

describe('reportCsv', () => {
  it('names the currency in the label of every money column and figure', () => {
    const lines = read(',');
    expect(lines).toContainEqual(['Total cost (KES)', '20480.5']);
    expect(lines).toContainEqual(['Trips', '4']);
    expect(lines).toContainEqual(['Route', 'Distance', 'Cost (KES)', 'Cost per Student (KES)']);
  });

  it('writes no cell a spreadsheet would run, read with commas or with semicolons', () => {
    for (const delimiter of [',', ';']) {
      const live = read(delimiter)
        .flat()
        .filter((cell) => /^[\s"]*[=+@]/.test(cell) || /^[\s"]*-\D/.test(cell));
      expect(live, `read with '${delimiter}'`).toEqual([]);
    }
    // Read with commas, as written: each name whole, an apostrophe before what would have run.
    expect(read(',').map((line) => line[0])).toEqual(
      expect.arrayContaining([
        `x;'=HYPERLINK("http://example.test","win")`,
        "Wanjiru;'+254 700 000 000",
        'Amina Otieno',
      ]),
    );
    expect(read(',')[0]).toEqual(['School', "Hillside;'@SUM(A1)"]);
  });
});
