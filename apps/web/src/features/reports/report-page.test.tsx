import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { english } from '@app/shared/i18n/english';
import { REPORT_MESSAGES as MESSAGES, type Report } from '@app/shared/reports/report.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { emptySummary, tripSummary } from './report-fixtures.test-helpers';
import { TripSummaryReportPage } from './report-pages';

// A report page against a fake school server (msw): the range checked before any call, the report
// drawn from the answer (figures, chart, tables, paging in the address), its failures, and the files.

const REPORT = `${API}/reports/trips/`;
// The messages as the English console shows them.
const REPORT_MESSAGES = Object.fromEntries(
  Object.entries(MESSAGES).map(([key, message]) => [key, english(message)]),
) as Record<keyof typeof MESSAGES, string>;
let calls: URLSearchParams[];
let answer: (query: URLSearchParams) => Response;
const server = setupServer(
  http.get(REPORT, ({ request }) => {
    const query = new URL(request.url).searchParams;
    calls.push(query);
    return answer(query);
  }),
);

const json = (report: Report) => () => HttpResponse.json(report);
const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
const revokeObjectURL = vi.fn();
let saved: { href: string; download: string }[];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no object URLs, and a click on a download link would try to navigate.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  // jsdom lays nothing out: the chart's box gets a size, so that it draws.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, 600, 300)
      : measure.call(this);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});
beforeEach(() => {
  calls = [];
  saved = [];
  answer = json(tripSummary);
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // Only the clock: 10:00 UTC on March 30, 2026; timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-30T10:00:00Z'));
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const setup = (path = '/reports/trips') => {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderScreen(<TripSummaryReportPage />, path) };
};
const button = (name: string) => screen.getByRole('button', { name });
const generate = (user: ReturnType<typeof userEvent.setup>) => user.click(button('Generate Report'));
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('ReportPage', () => {
  it('proposes the last 30 days and shows the figures, chart and tables the server computed', async () => {
    const { user, router } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Trip Summary' })).toBeTruthy();
    expect(button('Start Date').textContent).toBe('March 1, 2026');
    expect(button('End Date').textContent).toBe('March 30, 2026');
    expect(button('Download CSV').hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([]);

    await generate(user);
    expect(await screen.findByText('Report generated')).toBeTruthy();
    expect(calls.map(String)).toEqual(['start_date=2026-03-01&end_date=2026-03-30&page=1&page_size=50']);
    expect(router.state.location.search).toBe('?start_date=2026-03-01&end_date=2026-03-30');
    expect(
      screen.getByText('Hillside Academy · March 1, 2026 – March 30, 2026 · Generated March 30, 2026 14:05'),
    ).toBeTruthy();

    // Each figure as a term and its value, formatted as the PDF formats it.
    const figures = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(figures).toEqual([
      ['Trips', '1,234'],
      ['Completion rate', '93.5%'],
      ['Distance', '5,120.3 km'],
      // Intl keeps the currency's code with its amount by a no-break space (i18n/formats.ts).
      ['Cost', 'KES\u00a020,480.50'],
    ]);

    // The chart is a figure named by its caption, its numbers also in a table for screen readers.
    const chart = screen.getByRole('figure', { name: 'Trips per day by status' });
    // Two days of two statuses: four bars, stacked; the drawing itself is hidden from screen readers.
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    expect(chart.querySelector('svg')!.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(rows('Trips per day by status')).toEqual([
      'DateCompletedCancelled',
      'March 2, 2026401',
      'March 3, 2026410',
    ]);

    expect(rows('Trips per day')).toEqual([
      'DateCompletedCompletion Rate',
      'March 2, 202640' + '97.6%',
      'March 3, 202641' + '100.0%',
    ]);
    const completed = within(screen.getByRole('table', { name: 'Trips per day' })).getByText('40');
    expect(completed.closest('td')!.style.textAlign).toBe('right');
    expect(rows('Cancelled trips')).toEqual(['DateRouteReason', 'March 2, 2026LV-AMBus broke down']);
    expect(screen.getByText('Showing 1–50 of 120 rows')).toBeTruthy();
    expect(button('Download CSV').hasAttribute('disabled')).toBe(false);
    expect(button('Download PDF').hasAttribute('disabled')).toBe(false);
  });

  it('opens a linked report at its page, and keeps the page in the address', async () => {
    const { user, router } = setup('/reports/trips?start_date=2026-03-01&end_date=2026-03-30&page=2');
    expect(await screen.findByText('Showing 51–100 of 120 rows')).toBeTruthy();
    expect(calls.map(String)).toEqual(['start_date=2026-03-01&end_date=2026-03-30&page=2&page_size=50']);
    expect(button('Start Date').textContent).toBe('March 1, 2026');

    await user.click(button('next page'));
    await waitFor(() => expect(calls.at(-1)!.get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?start_date=2026-03-01&end_date=2026-03-30&page=3');
    expect(await screen.findByText('Showing 101–120 of 120 rows')).toBeTruthy();

    // A new Generate starts again on page 1.
    await generate(user);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?start_date=2026-03-01&end_date=2026-03-30'),
    );
    expect(calls.at(-1)!.get('page')).toBe('1');
  });

  it('says what is wrong with a reversed range without asking the server', async () => {
    const { user } = setup();
    await user.click(button('End Date'));
    await user.click(await screen.findByRole('button', { name: '10 March 2026' }));
    await user.click(button('Start Date'));
    await user.click(await screen.findByRole('button', { name: '20 March 2026' }));
    await generate(user);
    expect(screen.getByText(REPORT_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says so at once when a link holds a reversed or too long range, and asks nothing', async () => {
    const { router } = setup('/reports/trips?start_date=2026-03-20&end_date=2026-03-10');
    expect(await screen.findByText(REPORT_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(button('Start Date').textContent).toBe('March 20, 2026');

    await router.navigate('/reports/trips?start_date=2025-01-01&end_date=2026-03-30');
    expect(await screen.findByText(REPORT_MESSAGES.tooLong)).toBeTruthy();
    expect(screen.queryByText(REPORT_MESSAGES.endBeforeStart)).toBeNull();
    expect(button('Start Date').textContent).toBe('January 1, 2025');
    expect(calls).toEqual([]);
  });

  it('tells when the report failed, and tries again', async () => {
    const { user } = setup();
    answer = () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 });
    await generate(user);
    expect(await screen.findByText(REPORT_MESSAGES.failed)).toBeTruthy();
    expect(screen.queryByText('Report generated')).toBeNull();
    expect(button('Download CSV').hasAttribute('disabled')).toBe(true);

    answer = json(tripSummary);
    await user.click(button('Retry'));
    expect(await screen.findByRole('table', { name: 'Trips per day' })).toBeTruthy();
    expect(screen.queryByText(REPORT_MESSAGES.failed)).toBeNull();
  });

  it('says when the range has nothing to show', async () => {
    answer = json(emptySummary);
    setup('/reports/trips?start_date=2026-03-01&end_date=2026-03-30');
    expect(await screen.findByText(REPORT_MESSAGES.noRows)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('downloads the CSV and the PDF of the range shown, named as the server names them', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(REPORT, async ({ request }) => {
        if (new URL(request.url).searchParams.get('format') === 'csv') await held;
      }),
    );
    answer = (query) => {
      const format = query.get('format');
      if (format === 'csv')
        return new HttpResponse('Date,Route\n2026-03-02,LV-AM\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="trip-summary-2026-03-01-2026-03-30.csv"',
          },
        });
      if (format === 'pdf') return new HttpResponse(null, { status: 500 });
      return HttpResponse.json(tripSummary);
    };
    const { user } = setup('/reports/trips?start_date=2026-03-01&end_date=2026-03-30&page=2');
    await screen.findByRole('table', { name: 'Trips per day' });

    // Busy while the file comes: the other file waits its turn.
    await user.click(button('Download CSV'));
    await waitFor(() => expect(button('Download CSV').getAttribute('aria-busy')).toBe('true'));
    expect(button('Download PDF').hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(button('Download CSV').getAttribute('aria-busy')).toBe('false');
    expect(calls.at(-1)!.toString()).toBe('start_date=2026-03-01&end_date=2026-03-30&format=csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('Date,Route\n2026-03-02,LV-AM\n');
    expect(saved[0]).toEqual({ href: 'blob:test/28', download: 'trip-summary-2026-03-01-2026-03-30.csv' });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/28');

    // A failed file: a toast, nothing saved, and the button usable again.
    await user.click(button('Download PDF'));
    expect(await screen.findByText(REPORT_MESSAGES.downloadFailed)).toBeTruthy();
    expect(calls.at(-1)!.get('format')).toBe('pdf');
    expect(saved).toHaveLength(1);
    expect(button('Download PDF').hasAttribute('disabled')).toBe(false);
  });
});

describe('ReportPage in Kiswahili', () => {
  it('shows its heading, buttons and hint in Kiswahili', async () => {
    renderScreen(<TripSummaryReportPage />, '/reports/trips', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Muhtasari wa Safari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tengeneza Ripoti' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeTruthy();
    expect(screen.getByText('Chagua tarehe kisha uchague Tengeneza Ripoti.')).toBeTruthy();
  });
});
