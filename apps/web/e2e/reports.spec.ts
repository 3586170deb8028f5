import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { reportSchema, type Report, type ReportName } from '@app/shared/reports/report.schemas';
import { csvLabel, formatReportValue } from '@app/shared/reports/report-values';
import { TRIP_STATUSES } from '@app/shared/trips/trip.schemas';
import { type School } from './fleet-support';
import { FACTS, parseCsv, reportSchool } from './report-support';
import { expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// The report pages against the real server, on a school whose trips and events were made through
// the API (report-support.ts): each page generated for the last 30 days, its figures and chart as the
// server computed them, what the school did in its tables, the CSV and the PDF downloaded and read,
// axe and no sideways scroll at 1280, 800 and 390 px.

test.describe.configure({ mode: 'serial' });

type Check = {
  name: ReportName;
  title: string;
  /** Something the school did in that range, which the report's tables must show. */
  shows: RegExp;
  /** The issue names this report's chart. */
  hasChart: boolean;
};
const REPORTS: Check[] = [
  { name: 'trips', title: 'Trip Summary', shows: new RegExp(FACTS.cancelReason), hasChart: true },
  { name: 'incidents', title: 'Incidents', shows: new RegExp(FACTS.incident), hasChart: true },
  { name: 'attendance', title: 'Attendance', shows: new RegExp(FACTS.rider), hasChart: false },
  { name: 'performance', title: 'Route Performance', shows: new RegExp(FACTS.stop), hasChart: true },
  { name: 'fleet-analytics', title: 'Fleet Analytics', shows: new RegExp(FACTS.vehicle), hasChart: true },
  { name: 'cost-analysis', title: 'Cost Analysis', shows: /LV-AM|Lakeview Morning/, hasChart: true },
  // Issue 25 §3: the school's bus and its assigned driver, each with every required document missing.
  {
    name: 'compliance',
    title: 'Compliance',
    shows: new RegExp(`${FACTS.vehicle}[\\s\\S]*Peter Mwangi`),
    hasChart: true,
  },
];
const WIDTHS = [800, 390];

let school: School & { today: string };
test.beforeAll(async () => {
  school = await reportSchool();
});

const isReportCall = (name: ReportName, format: string | null) => (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname === `/api/reports/${name}/` && parsed.searchParams.get('format') === format;
};

/** Generate Report: the answer the page drew from, checked against the shared contract. */
async function generate(page: Page, name: ReportName): Promise<Report> {
  // The toast closes by itself after 5 s: noted the moment it shows, so that a busy machine, slow to
  // look, cannot miss it.
  await page.evaluate((message) => {
    const seen = () =>
      [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(message));
    document.body.dataset.generatedToast = 'no';
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      document.body.dataset.generatedToast = 'seen';
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, 'Report generated');
  const answered = page.waitForResponse((response) => isReportCall(name, null)(response.url()));
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.locator('body')).toHaveAttribute('data-generated-toast', 'seen');
  return reportSchema.parse(await response.json());
}

/** What the page shows is what the server computed: each figure, the chart, each table's rows. */
async function expectReportShown(page: Page, report: Report, check: Check) {
  const value = (kind: Parameters<typeof formatReportValue>[0], raw: Report['figures'][number]['value']) =>
    formatReportValue(kind, raw, report.currency);
  await expect(page.getByText(`${report.school_name} · `)).toContainText('Generated');
  expect(report.figures.length).toBeGreaterThan(0);
  for (const figure of report.figures) {
    const term = page.getByRole('term').filter({ hasText: new RegExp(`^${escape(figure.label)}$`) });
    await expect(term.locator('+ dd')).toHaveText(value(figure.kind, figure.value) || '—');
  }

  if (check.hasChart) expect(report.chart, `${check.title} has a chart`).not.toBeNull();
  if (report.chart) {
    const chart = page.getByRole('figure', { name: report.chart.title });
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    // The same points for screen readers: one row each, under a header row.
    await expect(chart.getByRole('table').getByRole('row')).toHaveCount(report.chart.data.length + 1);
    await expectChartReadable(page, report.chart);
  }

  for (const table of report.tables) {
    const shown = page.getByRole('table', { name: table.title, exact: true });
    await expect(shown.getByRole('columnheader')).toHaveText(table.columns.map((column) => column.label));
    if (table.rows.length === 0) await expect(shown).toContainText('No data for this date range');
    else {
      const first = table.rows[0]!;
      await expect(shown.locator('tbody tr')).toHaveCount(table.rows.length);
      await expect(shown.locator('tbody tr').first().getByRole('cell')).toHaveText(
        table.columns.map((column) =>
          formatReportValue(column.kind, first[column.key] ?? null, report.currency),
        ),
      );
    }
  }
  await expect(page.getByRole('main')).toContainText(check.shows);
}

/**
 * The chart says what the rest of the console says: every axis label on one line ('KES 180.00' once
 * wrapped to 'KES / 180.00'), every name (route, vehicle) under its bar, the legend in the server's
 * order and a trip status in its badge's colour (TRIP_STATUSES, as TripStatusBadge draws it).
 */
async function expectChartReadable(page: Page, chart: NonNullable<Report['chart']>) {
  const figure = page.getByRole('figure', { name: chart.title });
  const ticks = figure.locator('.recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  const lines = await ticks.evaluateAll((texts) =>
    texts.map((text) => text.querySelectorAll('tspan').length),
  );
  expect(
    lines.every((count) => count <= 1),
    `axis labels on one line: ${lines.join(',')}`,
  ).toBe(true);
  if (chart.x_kind !== 'date') {
    await expect(
      figure.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ).toHaveCount(chart.data.length);
  }
  if (chart.series.length < 2) return;
  const legend = figure.locator('.mantine-ChartLegend-legendItem');
  await expect(legend).toHaveText(chart.series.map((one) => one.label));
  for (const [i, one] of chart.series.entries()) {
    const status = TRIP_STATUSES.find((entry) => entry.id === one.trip_status);
    if (!status) continue;
    const colours = await legend
      .nth(i)
      .locator('.mantine-ColorSwatch-colorOverlay')
      .evaluate((swatch, name) => {
        const probe = document.createElement('div');
        probe.style.backgroundColor = `var(--mantine-color-${name}-6)`;
        document.body.append(probe);
        const expected = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return { shown: getComputedStyle(swatch).backgroundColor, expected };
      }, status.color);
    expect(colours.shown, `${one.label} in ${status.color}`).toBe(colours.expected);
  }
}

async function download(page: Page, label: string): Promise<{ file: Download; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { file, body: fs.readFileSync((await file.path())!) };
}

/** The CSV holds the report's heading, each table's header and every row of the preview (all pages). */
async function expectCsv(page: Page, report: Report, check: Check) {
  const requested = page.waitForRequest((request) => isReportCall(check.name, 'csv')(request.url()));
  const { file, body } = await download(page, 'Download CSV');
  const query = new URL((await requested).url()).searchParams;
  expect([query.get('start_date'), query.get('end_date')]).toEqual([report.start_date, report.end_date]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = body.toString('utf8');
  expect(text).toContain(report.school_name);
  expect(text).toMatch(check.shows);
  const rows = parseCsv(text);
  for (const table of report.tables) {
    // Money columns name their currency in the file ('Cost (KES)'): its cells are bare numbers.
    const labels = table.columns.map((column) => csvLabel(column.label, column.kind, report.currency));
    expect(rows, `the header of ${table.title}`).toContainEqual(labels);
    // The CSV keeps raw values: every text of each preview row is in one line of the file, in order.
    for (const row of table.rows) {
      const texts = table.columns
        .map((column) => row[column.key])
        .filter((cell): cell is string => typeof cell === 'string' && cell !== '');
      expect(
        rows.some((line) => texts.every((cell) => line.includes(cell))),
        `${table.title}: ${texts.join(', ')}`,
      ).toBe(true);
    }
  }
}

async function expectPdf(page: Page) {
  const { file, body } = await download(page, 'Download PDF');
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Each width: nothing to scroll sideways, axe, and a screenshot to look at. */
async function atEveryWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing to scroll sideways once the chart has followed the new width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `report-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('Trip Summary from the navigation, by keyboard; a reversed range is refused before any call', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, school.email, school.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Reports', { exact: true }).click();
  await nav.getByRole('link', { name: 'Trip Summary' }).click();
  await expectScreen(page, 'Trip Summary');
  await expect(page.getByRole('button', { name: 'End Date' })).toHaveText(
    formatReportValue('date', school.today, 'USD'),
  );
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

  // The keyboard alone: from the end date, Tab reaches Generate Report.
  const answered = page.waitForResponse((response) => isReportCall('trips', null)(response.url()));
  await page.getByRole('button', { name: 'End Date' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeFocused();
  await page.keyboard.press('Enter');
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const report = reportSchema.parse(await response.json());
  await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-\d{2}&end_date=\d{4}-\d{2}-\d{2}/);
  await expectReportShown(page, report, REPORTS[0]!);

  // The address holds the range: a reload shows the same report (once the server has answered again).
  const again = page.waitForResponse((response) => isReportCall('trips', null)(response.url()));
  await page.reload();
  await again;
  await expect(page.getByRole('table', { name: report.tables[0]!.title, exact: true })).toBeVisible();

  // Download CSV by keyboard too.
  await page.getByRole('button', { name: 'Download CSV' }).focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);

  // A reversed range from a link: the message, and no call.
  let asked = false;
  page.on('request', (request) => {
    if (isReportCall('trips', null)(request.url())) asked = true;
  });
  await page.goto(`/reports/trips?start_date=${school.today}&end_date=2000-01-01`);
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
  expect(asked).toBe(false);
  await expectAccessible(page, 'Trip Summary with a reversed range');
});

for (const check of REPORTS) {
  test(`${check.title}: generate, figures and chart, CSV and PDF, at every width`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToDashboard(page, school.email, school.password);
    await page.goto(`/reports/${check.name}`);
    await expectScreen(page, check.title);
    const report = await generate(page, check.name);
    expect(report.name).toBe(check.name);
    await expectReportShown(page, report, check);
    if (check.name === 'fleet-analytics') {
      await expect(page.getByRole('main')).toContainText(
        formatReportValue('distance', FACTS.distanceKm, 'USD'),
      );
    }
    await expectCsv(page, report, check);
    await expectPdf(page);
    await expectAccessible(page, check.title);
    await atEveryWidth(page, check.name);
  });
}

// Fleet, Route Performance (per stop), Attendance and Incidents have tables wider than the page's
// main column at 1280 and 1024 px: each scrolls inside its frame, its first column kept in view.
const WIDE: ReportName[] = ['fleet-analytics', 'performance', 'attendance', 'incidents'];
test('Wide report tables scroll inside their frame, their first column in view, at 1280 and 1024 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, school.email, school.password);
  for (const name of WIDE) {
    await page.goto(`/reports/${name}`);
    const report = await generate(page, name);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      for (const table of report.tables) {
        const shown = page.getByRole('table', { name: table.title, exact: true });
        const frame = page.getByRole('region', { name: table.title, exact: true });
        const box = (await frame.boundingBox())!;
        expect(box.x + box.width, `${table.title} inside the page at ${width}`).toBeLessThanOrEqual(width);
        // Scrolled to its last column: the first column is still where it was, on top.
        await frame.evaluate((viewport) => viewport.scrollTo({ left: viewport.scrollWidth }));
        const first = shown.getByRole('columnheader').first();
        await expect(first).toBeInViewport();
        await expect(shown.getByRole('columnheader').last()).toBeInViewport();
        const seen = await first.evaluate((cell) => {
          const rect = cell.getBoundingClientRect();
          const top = document.elementFromPoint(rect.left + 4, rect.top + rect.height / 2);
          return { left: rect.left, onTop: !!top && cell.contains(top) };
        });
        expect(seen.onTop, `${table.title}: first column on top at ${width}`).toBe(true);
        expect(seen.left).toBeGreaterThanOrEqual(box.x - 1);
        await frame.evaluate((viewport) => viewport.scrollTo({ left: 0 }));
      }
      await shot(page, `report-${name}-tables-${width}`);
    }
    await expectAccessible(page, `${name} tables`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
