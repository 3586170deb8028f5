import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { activeTrip, afternoon, pickup, scheduled } from '../../test/trip-fixtures.test-helpers';
import { ActiveTripsPage } from './active-trips-page';

// Active Trips against a fake school server (msw): each trip's last event, next stop and lateness,
// the map of last positions (drawn with no tiles), refreshing by itself, and each state's message.

// Leaflet draws in SVG when the browser can; jsdom lacks only this method of it.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;

const ACTIVE = `${API}/transport/trips/active/`;
let results: ActiveTrip[];
let calls: number;
const server = setupServer(
  http.get(ACTIVE, () => {
    calls += 1;
    return HttpResponse.json({ results });
  }),
  // No tiles to be had (no internet): the markers are drawn all the same.
  http.get(`${API}/console/map-settings/`, () => new HttpResponse(null, { status: 503 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = 0;
  results = [
    activeTrip(scheduled),
    activeTrip(afternoon, {
      last_event: pickup,
      minutes_late: 12,
      next_stop: null,
      position: null,
    }),
  ];
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Active Trips' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('ActiveTripsPage', () => {
  it('shows each trip under way with its last event, next stop and lateness, and a way to its details', async () => {
    renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    expect(await screen.findByText('2 trips under way')).toBeTruthy();
    const morning = rowOf('Westlands Morning');
    expect(morning.textContent).toContain('WL-01');
    expect(morning.textContent).toContain('KBZ 412A (BUS-01)');
    expect(morning.textContent).toContain('Peter Mwangi');
    // The school's clock (UTC in the signed-in school).
    expect(morning.textContent).toContain('Trip Started03:30');
    expect(morning.textContent).toContain('2. Hillside SchoolExpected 07:30');
    expect(within(morning).getByText('On time')).toBeTruthy();
    expect(within(morning).getByRole('link', { name: 'View details of WL-01' }).getAttribute('href')).toBe(
      `/trips/trip-details/${scheduled.id}`,
    );

    const karen = rowOf('Karen Afternoon');
    expect(karen.textContent).toContain('Pickup03:44 · Sarit Centre');
    expect(karen.textContent).toContain('Last stop passed');
    expect(within(karen).getByText('12 min late')).toBeTruthy();
  });

  it('marks each last known position on the map by route code, without tiles', async () => {
    const { container } = renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    await screen.findByRole('region', {
      name: "Map of the active trips' last known positions, labelled by route code",
    });
    const markers = [...container.querySelectorAll('.leaflet-marker-icon')];
    expect(markers.map((marker) => marker.getAttribute('title'))).toEqual(['WL-01']);
    // Its label is always shown, not only on hover.
    await waitFor(() =>
      expect([...container.querySelectorAll('.leaflet-tooltip')].map((label) => label.textContent)).toEqual([
        'WL-01',
      ]),
    );
    expect(screen.getByText('1 trip not on the map: no position recorded yet.')).toBeTruthy();
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('asks again every 30 seconds by itself and shows what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    await screen.findByText('2 trips under way');
    expect(calls).toBe(1);

    results = [activeTrip(scheduled, { minutes_late: 4 })];
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('1 trip under way')).toBeTruthy();
    expect(within(rowOf('Westlands Morning')).getByText('4 min late')).toBeTruthy();
  });

  it('says so when no trip is under way, with no map', async () => {
    results = [];
    renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    expect(await screen.findByText('No trips are under way right now')).toBeTruthy();
    expect(screen.getByText('0 trips under way')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Map of the active trips/ })).toBeNull();
  });

  it("says 'Failed to load trips' and 'Failed to fetch trips' when the server gives no reason", async () => {
    server.use(http.get(ACTIVE, () => new HttpResponse(null, { status: 500 })));
    renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    expect(await screen.findByText('Failed to load trips')).toBeTruthy();
    expect(screen.getByText('Failed to fetch trips')).toBeTruthy();
  });
  it('speaks Kiswahili when the reader chose it, event titles included', async () => {
    renderScreen(<ActiveTripsPage />, '/trips/active-trips', 'sw');
    expect(await screen.findByText('Safari 2 zinaendelea')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Safari Zinazoendelea' })).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Safari Zinazoendelea' }))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Karen Afternoon'))!;
    expect(row.textContent).toContain('Kupakiwa');
    expect(row.textContent).toContain('Kituo cha mwisho kimepitwa');
    expect(within(row).getByText('Imechelewa dakika 12')).toBeTruthy();
  });
});
