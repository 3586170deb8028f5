import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { english } from '@app/shared/i18n/english';
import { REPORT_MESSAGES, type Report } from '@app/shared/reports/report.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { reportFixtures } from './reports.test-helpers';

// GET /reports/:name/ (issue 11 §1): the range's checks, the reports there are, and who may see them.
const { t, school } = await appWithSchool();
const fixtures = reportFixtures(t);
const range = { start_date: '2026-03-02', end_date: '2026-03-06' };
const m = Object.fromEntries(
  Object.entries(REPORT_MESSAGES).map(([key, message]) => [key, english(message)]),
) as Record<keyof typeof REPORT_MESSAGES, string>;

describe('reports: the query', () => {
  it.each([
    [{}, { start_date: [m.startRequired], end_date: [m.endRequired] }],
    [{ start_date: '', end_date: '2026-03-06' }, { start_date: [m.startRequired] }],
    [
      { start_date: '2026-02-30', end_date: '2026-03-06' },
      { start_date: ['2026-02-30 is not a date: February 2026 has 28 days'] },
    ],
    [{ start_date: '2026-03-02', end_date: '6 March 2026' }, { end_date: ['Enter a date as YYYY-MM-DD'] }],
    [
      { start_date: '2026-13-01', end_date: '2026-03-06' },
      { start_date: ['2026-13-01 is not a date: there is no month 13'] },
    ],
    [{ start_date: '2026-03-06', end_date: '2026-03-05' }, { end_date: [m.endBeforeStart] }],
    // 367 days.
    [{ start_date: '2026-01-01', end_date: '2027-01-02' }, { end_date: [m.tooLong] }],
    [{ ...range, page_size: 501 }, { page_size: ['Page size must be at most 500'] }],
    [{ ...range, page: 0 }, { page: ['Page must be 1 or more'] }],
    [{ ...range, format: 'xlsx' }, { format: ['Format must be json, csv or pdf'] }],
  ])('answers 400 to %j', async (query, errors) => {
    for (const name of ['trips', 'incidents', 'attendance']) {
      expect(await fixtures.report(school, name, query)).toMatchObject({ status: 400, body: errors });
    }
  });

  it('takes a range of a whole year (366 days) and of a single day', async () => {
    await fixtures.ok(school, 'trips', { start_date: '2026-01-01', end_date: '2027-01-01' });
    const day = await fixtures.ok(school, 'incidents', { start_date: '2026-03-04', end_date: '2026-03-04' });
    expect(day.chart!.data).toEqual([{ week: '2026-03-02', incidents: 0 }]);
  });
});

describe('reports: names and permissions', () => {
  it('answers 404 for a report there is not, whatever the query', async () => {
    for (const query of [range, {}]) {
      expect(await fixtures.report(school, 'tickets', query)).toMatchObject({
        status: 404,
        body: { detail: 'Report not found.' },
      });
    }
  });

  it('shows reports to the office and refuses drivers and bus attendants', async () => {
    for (const role of [ROLE_IDS.transportManager, ROLE_IDS.transportOfficer]) {
      const manager = await signedInAs(t, { role, tenantId: school.tenantId });
      await fixtures.ok(manager, 'attendance', range);
    }
    for (const role of [ROLE_IDS.driver, ROLE_IDS.busAttendant]) {
      const crew = await fixtures.crew(school, role);
      for (const name of ['trips', 'incidents', 'attendance', 'tickets']) {
        expect(await fixtures.report(crew, name, range)).toMatchObject({
          status: 403,
          body: { detail: 'You do not have permission to perform this action.' },
        });
        const file = await fixtures.download(crew, 'trips', range, 'csv');
        expect(file.status).toBe(403);
      }
    }
    const signedOut = await t.request('GET', '/reports/trips/?start_date=2026-03-02&end_date=2026-03-06');
    expect(signedOut.status).toBe(401);
  });
});

describe("reports: the caller's language", () => {
  const url = `/reports/trips/?start_date=${range.start_date}&end_date=${range.end_date}`;
  const headings = (report: Report) => [
    report.title,
    ...report.figures.map((figure) => figure.label),
    report.chart?.title,
    ...report.tables.flatMap((table) => [table.title, ...table.columns.map((column) => column.label)]),
  ];

  it('words the headings in Kiswahili for Accept-Language: sw, in English without', async () => {
    const sw = await t.request<Report>('GET', url, { ...school.auth, headers: { 'accept-language': 'sw' } });
    expect(sw.status).toBe(200);
    expect(headings(sw.body)).toEqual(
      expect.arrayContaining(['Muhtasari wa Safari', 'Jumla ya safari', 'Tarehe']),
    );
    const en = await fixtures.ok(school, 'trips', range);
    expect(headings(en)).toEqual(expect.arrayContaining(['Trip Summary', 'Total trips', 'Date']));
    expect(headings(en).join(' ')).not.toMatch(/reports\./);
  });

  it("words the CSV headings in the caller's language", async () => {
    const csv = await t.request<string>('GET', `${url}&format=csv`, {
      ...school.auth,
      headers: { 'accept-language': 'sw' },
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Shule');
    expect(csv.body).toContain('Muhtasari wa Safari');
  });
});
