import { describe, expect, it } from 'vitest';
import type { Report } from '@app/shared/reports/report.schemas';
import { fontRuns } from './report-pdf-fonts';
import { reportPdf } from './report-pdf';
import { pdfToText } from './reports.test-helpers';

// Riders' names as schools write them: Swahili and accented Latin, Arabic, Chinese, Greek and
// Cyrillic, and an emoji typed into a note.
const NAMES = [
  'Wanjirũ Mũthoni',
  'Zoë Müller-Łukasz',
  'Erdős Ţepeş',
  'فاطمة الزهراء',
  '李雷',
  '王芳 Wang',
  'Αλέξανδρος',
  'Анна Петрова',
];
const NOTE = 'Bus late 🚌 rain';

const report: Report = {
  name: 'attendance',
  title: 'Attendance',
  school_name: 'Shule ya Msingi Kilimanjaro · مدرسة',
  time_zone: 'Africa/Nairobi',
  currency: 'KES',
  start_date: '2026-03-02',
  end_date: '2026-03-06',
  generated_at: '2026-03-06T10:00:00+03:00',
  figures: [{ label: 'Students', kind: 'count', value: NAMES.length }],
  chart: null,
  tables: [
    {
      key: 'students',
      title: 'Students',
      columns: [
        { key: 'student', label: 'Student', kind: 'text' },
        { key: 'notes', label: 'Notes', kind: 'text' },
      ],
      count: NAMES.length,
      paged: false,
      rows: NAMES.map((student) => ({ student, notes: NOTE })),
    },
  ],
};

describe('fontRuns', () => {
  it('gives each script its face, keeping spaces and digits with the text around them', () => {
    expect(fontRuns('Amina 12')).toEqual([{ face: 'sans', text: 'Amina 12' }]);
    expect(fontRuns('王芳 Wang')).toEqual([
      { face: 'cjk', text: '王芳 ' },
      { face: 'sans', text: 'Wang' },
    ]);
    expect(fontRuns('Ali علي')).toEqual([
      { face: 'sans', text: 'Ali ' },
      { face: 'arabic', text: 'علي' },
    ]);
    expect(fontRuns('Bus 🚌 12')).toEqual([
      { face: 'sans', text: 'Bus ' },
      { face: 'emoji', text: '🚌' },
      { face: 'sans', text: ' 12' },
    ]);
  });
});

describe('reportPdf', () => {
  it('prints every name as written, whatever its script', async () => {
    const text = pdfToText(await reportPdf(report));
    expect(text).toContain('Shule ya Msingi Kilimanjaro');
    for (const name of NAMES.filter((one) => !/\p{Script=Arabic}/u.test(one))) expect(text).toContain(name);
    // pdftotext lays right-to-left words out in reading order, as drawn: each word whole.
    for (const word of 'فاطمة الزهراء مدرسة'.split(' ')) expect(text).toContain(word);
    expect(text).toContain('🚌');
    expect(text).not.toContain('?');
  });

  it("writes its dates in the reader's language: the spec's in English, Kiswahili's own in Kiswahili", async () => {
    expect(pdfToText(await reportPdf(report))).toContain('March 2, 2026 – March 6, 2026');
    const kiswahili = pdfToText(await reportPdf(report, (text) => text, 'sw'));
    expect(kiswahili).toContain('2 Machi 2026 – 6 Machi 2026');
    expect(kiswahili).toContain('6 Machi 2026 10:00');
  });
});
