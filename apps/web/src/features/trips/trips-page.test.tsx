import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { schoolToday } from '../../lib/school-today';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { afternoon, page, scheduled } from '../../test/trip-fixtures.test-helpers';
import { TripsPage } from './trips-page';

// Trip Management against a fake school server (msw): the table, the filters and paging kept in the
// address, and every state's message. Generate Trips is generate-trips-modal.test.tsx.

const TRIPS = `${API}/transport/trips/`;
let calls: URL[];
const server = setupServer(
  http.get(TRIPS, ({ request }) => {
    calls.push(new URL(request.url));
    return page([scheduled, afternoon]);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  signInAs(200);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Trips' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;
const lastCall = () => calls.at(-1)!.searchParams;

describe('TripsPage', () => {
  it('marks each completed trip with its empty-bus check, or its absence, beside the status', async () => {
    const unchecked = {
      ...afternoon,
      id: '7a000000-0000-4000-8000-000000000003',
      journey_title: 'Runda Afternoon',
      empty_bus_checked_at: null,
      empty_bus_latitude: null,
      empty_bus_longitude: null,
    };
    server.use(http.get(TRIPS, () => page([scheduled, afternoon, unchecked])));
    renderScreen(<TripsPage />, '/trips/trips');
    expect(await screen.findByText('3 trips found')).toBeTruthy();
    // Said to a screen reader in the status cell (and under the pointer); signed in on UTC.
    expect(within(rowOf('Karen Afternoon')).getByText('Empty-bus check: 13:05')).toBeTruthy();
    expect(within(rowOf('Runda Afternoon')).getByText('Empty-bus check: not recorded')).toBeTruthy();
    expect(rowOf('Westlands Morning').textContent).not.toContain('Empty-bus check');
  });

  it('lists each trip with its route, status, vehicle, driver and direction, and a way to its details', async () => {
    renderScreen(<TripsPage />, '/trips/trips');
    expect(await screen.findByText('2 trips found')).toBeTruthy();
    const morning = rowOf('Westlands Morning');
    expect(morning.textContent).toContain('WL-01');
    expect(morning.textContent).toContain('March 5, 2026');
    expect(morning.textContent).toContain('KBZ 412A (BUS-01)');
    expect(morning.textContent).toContain('Peter Mwangi');
    // Scheduled on blue, To School on blue; Completed on green, From School on green.
    expect(
      within(morning).getByText('Scheduled').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('blue');
    expect(
      within(morning).getByText('To School').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('blue');
    const karen = rowOf('Karen Afternoon');
    expect(
      within(karen).getByText('Completed').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('green');
    expect(
      within(karen).getByText('From School').closest('.mantine-Badge-root')!.getAttribute('style'),
    ).toContain('green');
    expect(karen.textContent).toContain('No driver');
    const details = within(morning).getByRole('link', { name: 'View details of WL-01 on March 5, 2026' });
    expect(details.getAttribute('href')).toBe(`/trips/trip-details/${scheduled.id}`);
    expect(details.textContent).toBe('View Details');
  });

  it("opens on the school's today and the trips after it, by date, with that in the address", async () => {
    const { router } = renderScreen(<TripsPage />, '/trips/trips');
    expect(await screen.findByText('2 trips found')).toBeTruthy();
    const today = schoolToday('UTC');
    // The first call already asks for it: no list of the oldest trips on the way.
    expect(
      calls.map((call) => [call.searchParams.get('start_date'), call.searchParams.get('ordering')]),
    ).toEqual([[today, 'journey_date']]);
    expect(router.state.location.search).toBe(`?start_date=${today}&ordering=journey_date`);
    expect(screen.getByRole('button', { name: 'Reset Filters' }).hasAttribute('disabled')).toBe(true);
  });

  it('filters by status and dates in the address, starts again on page 1, and resets', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<TripsPage />, '/trips/trips?page=2');
    await within(table()).findByText('Westlands Morning');
    // Not the list it opens on (every date): Reset Filters brings that back.
    expect(screen.getByRole('button', { name: 'Reset Filters' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(
      (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent),
    ).toEqual(['Scheduled', 'Active', 'Completed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() => expect(lastCall().get('status')).toBe('2'));
    expect(lastCall().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=2');

    // Dates come from the address as the server takes them, and are shown as people read them.
    await router.navigate('/trips/trips?status=4&start_date=2026-03-02&end_date=2026-03-06');
    await waitFor(() => expect(lastCall().get('start_date')).toBe('2026-03-02'));
    expect(lastCall().get('end_date')).toBe('2026-03-06');
    expect(lastCall().get('status')).toBe('4');
    expect(screen.getByRole('button', { name: 'Start Date' }).textContent).toBe('March 2, 2026');
    expect(screen.getByRole('button', { name: 'End Date' }).textContent).toBe('March 6, 2026');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'Cancelled');

    // Reset: back to the list the screen opens on.
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    const today = schoolToday('UTC');
    await waitFor(() => expect(lastCall().get('start_date')).toBe(today));
    expect(lastCall().get('status')).toBeNull();
    expect(lastCall().get('end_date')).toBeNull();
    expect(router.state.location.search).toBe(`?start_date=${today}&ordering=journey_date`);
  });

  it('pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get(TRIPS, ({ request }) => {
        calls.push(new URL(request.url));
        return page([scheduled, afternoon], 120);
      }),
    );
    const { router } = renderScreen(<TripsPage />, '/trips/trips?ordering=journey_date');
    expect(await screen.findByText('120 trips found')).toBeTruthy();
    expect(screen.getByText('Showing 1–50 of 120 trips')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(lastCall().get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?ordering=journey_date&page=2');
  });

  it("says 'No trips found matching your criteria' when none match", async () => {
    server.use(http.get(TRIPS, () => page([])));
    renderScreen(<TripsPage />, '/trips/trips?status=2');
    expect(await screen.findByText('No trips found matching your criteria')).toBeTruthy();
    expect(screen.getByText('0 trips found')).toBeTruthy();
  });

  it("says 'Failed to load trips' with the server's reason, or 'Failed to fetch trips' without one, and retries", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get(TRIPS, () => HttpResponse.json({ detail: 'Down for upkeep' }, { status: 503 })));
    renderScreen(<TripsPage />, '/trips/trips');
    expect(await screen.findByText('Failed to load trips')).toBeTruthy();
    expect(screen.getByText('Down for upkeep')).toBeTruthy();

    server.use(http.get(TRIPS, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to fetch trips')).toBeTruthy();

    server.use(http.get(TRIPS, () => page([scheduled])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 trip found')).toBeTruthy();
  });
  it('speaks Kiswahili when the reader chose it', async () => {
    renderScreen(<TripsPage />, '/trips/trips', 'sw');
    expect(await screen.findByText('Safari 2 zimepatikana')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Usimamizi wa Safari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tengeneza Safari' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Safari' }));
    expect(table.getByRole('columnheader', { name: /Hali/ })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: /Mwelekeo/ })).toBeTruthy();
    // The statuses in the reader's language, not the server's English status_title.
    expect(table.getByText('Imepangwa')).toBeTruthy();
    expect(table.getByText('Imekamilika')).toBeTruthy();
    expect(screen.getByText('Weka Upya Vichujio')).toBeTruthy();
  });

  it('counts the trips in Kiswahili under a long list', async () => {
    server.use(http.get(TRIPS, () => page([scheduled, afternoon], 120)));
    renderScreen(<TripsPage />, '/trips/trips?ordering=journey_date', 'sw');
    expect(await screen.findByText('Inaonyesha 1–50 kati ya safari 120')).toBeTruthy();
  });
});
