import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import type { Document } from '@app/shared/documents/document.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { DashboardPage } from './dashboard-page';

// The dashboard against a fake school server (msw): each tile's figure and where its link leads,
// filtered; the chart's name; asking again every minute; the failure and the profiles without figures.

const DASHBOARD = `${API}/dashboard/`;
const day = (date: string, arrivals: number, on_time: number, rate: number | null) => ({
  date,
  arrivals,
  on_time,
  rate,
});
const today: Dashboard = {
  date: '2026-03-05',
  trips_by_status: [
    { status: 1, status_title: 'Scheduled', count: 12 },
    { status: 2, status_title: 'Active', count: 7 },
    { status: 3, status_title: 'Completed', count: 3 },
    { status: 4, status_title: 'Cancelled', count: 1 },
  ],
  in_progress: { count: 7, journey_codes: ['KR-01', 'KR-02', 'LV-AM', 'WL-01', 'WL-02'] },
  incidents: 2,
  vehicles_without_driver: { count: 1, codes: ['BUS-09'] },
  riders_expected: 214,
  on_time: {
    start_date: '2026-02-27',
    days: [
      day('2026-02-27', 40, 38, 95),
      day('2026-02-28', 0, 0, null),
      day('2026-03-01', 0, 0, null),
      day('2026-03-02', 40, 36, 90),
      day('2026-03-03', 40, 40, 100),
      day('2026-03-04', 40, 30, 75),
      day('2026-03-05', 10, 10, 100),
    ],
    arrivals: 170,
    on_time: 154,
    rate: 90.6,
  },
  assignment_ends: {
    count: 1,
    results: [
      {
        id: 'vp1',
        vehicle: 'v3',
        vehicle_code: 'BUS-03',
        registration_number: 'KBZ 413A',
        driver_name: 'Peter Mwangi',
        end_date: '2026-03-09',
      },
    ],
  },
};

let answer: Dashboard;
let calls: number;
let expiring: Document[];
let documentCalls: URL[];
const server = setupServer(
  http.get(DASHBOARD, () => {
    calls += 1;
    return HttpResponse.json(answer);
  }),
  // Issue 25 §3: the documents expiring soon, the fleet's own call.
  http.get(`${API}/transport/documents/`, ({ request }) => {
    documentCalls.push(new URL(request.url));
    const results = expiring.slice(0, Number(new URL(request.url).searchParams.get('page_size')));
    return HttpResponse.json({ count: expiring.length, next: null, previous: null, results });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = 0;
  answer = today;
  expiring = [];
  documentCalls = [];
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const tile = (name: string) => within(screen.getByRole('region', { name }));
const linkIn = (region: string, name: string | RegExp) =>
  tile(region).getByRole('link', { name }).getAttribute('href');

describe('DashboardPage', () => {
  it("shows each of today's figures, each leading to its screen filtered as it counts", async () => {
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText(/Thursday, March 5, 2026/)).toBeTruthy();

    const trips = '/trips/trips?start_date=2026-03-05&end_date=2026-03-05';
    expect(tile('Trips today').getByText('23')).toBeTruthy();
    expect(linkIn('Trips today', 'Trips today')).toBe(trips);
    expect(linkIn('Trips today', 'Scheduled 12')).toBe(
      '/trips/trips?status=1&start_date=2026-03-05&end_date=2026-03-05',
    );
    expect(linkIn('Trips today', 'Cancelled 1')).toBe(
      '/trips/trips?status=4&start_date=2026-03-05&end_date=2026-03-05',
    );

    expect(tile('In progress').getByText('7')).toBeTruthy();
    expect(tile('In progress').getByText('KR-01, KR-02, LV-AM, WL-01, WL-02 and 2 more')).toBeTruthy();
    expect(linkIn('In progress', 'In progress')).toBe('/trips/active-trips');

    expect(tile('Incidents today').getByText('2 incidents reported today')).toBeTruthy();
    expect(linkIn('Incidents today', 'Incidents today')).toBe(
      '/reports/incidents?start_date=2026-03-05&end_date=2026-03-05',
    );

    expect(tile('Vehicles without a driver').getByText('BUS-09')).toBeTruthy();
    expect(linkIn('Vehicles without a driver', 'Vehicles without a driver')).toBe('/fleet/personnel');

    expect(tile('Riders expected').getByText('214')).toBeTruthy();
    expect(linkIn('Riders expected', 'Riders expected')).toBe(trips);

    expect(tile('On-time rate').getByText('90.6%')).toBeTruthy();
    expect(tile('On-time rate').getByText('154 of 170 arrivals within 5 minutes, last 7 days')).toBeTruthy();
    expect(linkIn('On-time rate', 'On-time rate')).toBe(
      '/reports/performance?start_date=2026-02-27&end_date=2026-03-05',
    );
    // The chart's code loads apart from the page's.
    const chart = await tile('On-time rate').findByRole(
      'img',
      { name: /^On-time rate per day:/ },
      { timeout: 15_000 },
    );
    expect(chart.getAttribute('aria-label')).toContain('Saturday, February 28 no arrivals; Sunday, March 1');
    expect(chart.getAttribute('aria-label')).toContain('Wednesday, March 4 75%');

    expect(tile('Assignments ending soon').getByText('Ends March 9, 2026')).toBeTruthy();
    expect(linkIn('Assignments ending soon', 'BUS-03 · Peter Mwangi')).toBe('/fleet/personnel?vehicle=v3');
  });

  it('opens the screen of a tile that is clicked', async () => {
    const { router } = renderScreen(<DashboardPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Active 7' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/trips/trips?status=2&start_date=2026-03-05&end_date=2026-03-05',
    );
  });

  it('says when there is nothing to count', async () => {
    answer = {
      ...today,
      in_progress: { count: 0, journey_codes: [] },
      vehicles_without_driver: { count: 0, codes: [] },
      on_time: { ...today.on_time, days: today.on_time.days.map((d) => day(d.date, 0, 0, null)) },
      assignment_ends: { count: 0, results: [] },
    };
    answer.on_time = { ...answer.on_time, arrivals: 0, on_time: 0, rate: null };
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('No trip is under way right now')).toBeTruthy();
    expect(screen.getByText('Every active vehicle has a driver today')).toBeTruthy();
    expect(tile('On-time rate').getByText('no arrivals')).toBeTruthy();
    expect(screen.getByText('No driver assignment ends in the next 14 days.')).toBeTruthy();
  });

  it('asks again every minute by itself and shows what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(<DashboardPage />);
    await screen.findByText('2 incidents reported today');
    expect(calls).toBe(1);
    answer = { ...today, incidents: 3 };
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('3 incidents reported today')).toBeTruthy();
  });

  it('says the dashboard failed to load, and loads it again on Retry', async () => {
    server.use(http.get(DASHBOARD, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Failed to load the dashboard')).toBeTruthy();
    expect(screen.getByText('Failed to fetch the dashboard')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Trips today' })).toBeTruthy();
  });

  it('shows a profile without access to the transport office no figures, and asks nothing', async () => {
    signInAs(404);
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Your profile does not have access to this area.')).toBeTruthy();
    expect(calls).toBe(0);
  });
  it('speaks Kiswahili when the reader chose it', async () => {
    renderScreen(<DashboardPage />, '/', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashibodi' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Safari za leo' })).toBeTruthy();
    expect(tile('Safari za leo').getByText('23')).toBeTruthy();
    expect(tile('Matukio ya leo').getByText('Matukio 2 yameripotiwa leo')).toBeTruthy();
    expect(tile('Zinazoendelea').getByText('KR-01, KR-02, LV-AM, WL-01, WL-02 na 2 zaidi')).toBeTruthy();
    expect(screen.getByText('Kazi za madereva zinazoisha ndani ya siku 14')).toBeTruthy();
  });

  it('counts the documents expired or expiring within 30 days, names the nearest, and leads to them', async () => {
    const document = (id: string, owner: string, type: string, days_left: number): Document => ({
      id,
      document_type: `type-${type}`,
      document_type_title: type,
      owner_kind: 'vehicle',
      vehicle: `vehicle-${owner}`,
      employee: null,
      owner_label: owner,
      number: '',
      issued_on: null,
      expires_on: '2026-03-20',
      days_left,
      notes: '',
      file_name: null,
      file_type: null,
      file_size: null,
    });
    expiring = [
      document('d1', 'KBZ 412A', 'Insurance Certificate', -3),
      document('d2', 'KBZ 413A', 'Speed Governor Certificate', 0),
      document('d3', 'KBZ 414A', 'Insurance Certificate', 5),
      document('d4', 'KBZ 415A', 'Insurance Certificate', 9),
      document('d5', 'KBZ 416A', 'Insurance Certificate', 20),
      document('d6', 'KBZ 417A', 'Insurance Certificate', 29),
    ];
    renderScreen(<DashboardPage />);
    const name = 'Documents expiring within 30 days';
    const region = await screen.findByRole('region', { name });
    expect(await within(region).findByText('6')).toBeTruthy();
    expect(within(region).getByText('6 documents expired or expiring')).toBeTruthy();
    const first = within(region).getByText('KBZ 412A: Insurance Certificate').closest('li')!;
    expect(first.textContent).toContain('Expired 3 days ago');
    expect(
      within(region).getByText('KBZ 413A: Speed Governor Certificate').closest('li')!.textContent,
    ).toContain('Expires today');
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByText('and 1 more')).toBeTruthy();
    expect(linkIn(name, name)).toBe('/fleet/documents?expiring_within_days=30');
    expect(Object.fromEntries(documentCalls[0]!.searchParams)).toMatchObject({
      expiring_within_days: '30',
      page_size: '5',
      ordering: 'expires_on',
    });
  });

  it('says when no document expires within 30 days', async () => {
    renderScreen(<DashboardPage />);
    const region = await screen.findByRole('region', { name: 'Documents expiring within 30 days' });
    expect(await within(region).findByText('No document expires within 30 days.')).toBeTruthy();
    expect(within(region).getByText('0')).toBeTruthy();
  });
});
