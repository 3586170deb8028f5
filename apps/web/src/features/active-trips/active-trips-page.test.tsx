import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import { fakeLiveStreams, livePosition, tripEta } from '../../test/live-stream.test-helpers';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { activeTrip, afternoon, pickup, scheduled } from '../../test/trip-fixtures.test-helpers';
import { ActiveTripsPage } from './active-trips-page';

// Active Trips against a fake school server (msw): each trip's last event, next stop and lateness,
// the map of last positions (drawn with no tiles), kept live by the server's stream (positions, ETAs,
// lateness, last seen) with a slow safety refresh of the list, and each state's message.

// Leaflet draws in SVG when the browser can; jsdom lacks only this method of it.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
// jsdom lays nothing out: the map is given a size, or every marker would be at one pixel.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });

const ACTIVE = `${API}/transport/trips/active/`;
const streams = fakeLiveStreams();
let results: ActiveTrip[];
let calls: number;
const server = setupServer(
  streams.handler,
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
  streams.opened.length = 0;
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

  it("keeps each row's bus, ETA and lateness live from the stream, and asks for the list only every 5 minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A second bus on the map, west of the first: the map's view spans both.
    results[1] = activeTrip(
      { ...afternoon, vehicle: 'v2' },
      { position: { latitude: -1.3, longitude: 36.7, at: '2026-03-05T03:30:00Z' } },
    );
    const { container } = renderScreen(<ActiveTripsPage />, '/trips/active-trips');
    await screen.findByText('2 trips under way');
    await waitFor(() => expect(streams.opened).toHaveLength(1));
    const stream = streams.opened[0]!;
    const marker = () => container.querySelector<HTMLElement>('.leaflet-marker-icon[title="WL-01"]')!;
    const other = () => container.querySelector<HTMLElement>('.leaflet-marker-icon[title="KR-02"]')!;
    // Where WL-01 is drawn from KR-02: the map's view is fitted again as the bus moves.
    const gap = () => Number.parseFloat(marker().style.top) - Number.parseFloat(other().style.top);
    await waitFor(() => expect(other()).toBeTruthy());
    const before = gap();
    act(() => {
      stream.send('snapshot', [livePosition(scheduled.vehicle, scheduled.id, { latitude: -1.25 })]);
      stream.send('etas', [
        tripEta(scheduled.id, scheduled.vehicle, { delay: 900, eta: '2026-03-05T04:45:00Z' }),
      ]);
    });
    const morning = () => rowOf('Westlands Morning');
    expect(await within(morning()).findByText('15 min late')).toBeTruthy();
    expect(morning().textContent).toContain('2. Hillside SchoolETA 04:45, learned from past trips');
    expect(screen.getByRole('status').textContent).toBe(
      'Live: positions and arrival estimates as the buses send them',
    );
    // North (up the screen) of where the last event put it.
    await waitFor(() => expect(gap()).toBeLessThan(before));
    expect(morning().textContent).not.toContain('Last seen');

    // Quiet for two minutes: the row says when the bus was last heard.
    await act(() => vi.advanceTimersByTimeAsync(125_000));
    expect(morning().textContent).toContain('KBZ 412A (BUS-01)Last seen 2 minutes ago');
    act(() =>
      stream.send('etas', [
        tripEta(scheduled.id, scheduled.vehicle, { delay: -240, eta: '2026-03-05T04:26:00Z' }),
      ]),
    );
    expect(await within(morning()).findByText('4 min early')).toBeTruthy();
    expect(calls).toBe(1);

    // The list itself is asked for again only as a safety net, five minutes on.
    results = [activeTrip(scheduled, { minutes_late: 4 })];
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('1 trip under way')).toBeTruthy();
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
