import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import { fakeLiveStreams, livePosition, tripEta } from '../../test/live-stream.test-helpers';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { activeTrip, afternoon, page, scheduled } from '../../test/trip-fixtures.test-helpers';
import { LiveMapPage } from './live-map-page';

// Live Map against a fake school server (msw) that pushes its buses over a stream: the list's words (route,
// next stop and ETA with its basis, delay, last seen) in both languages, the arrows' headings and colours,
// the stream read as it comes, and opened again after a drop. Tiles fail: the buses are drawn all the same.

// Leaflet draws in SVG when the browser can; jsdom lacks only this method of it.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
// jsdom lays nothing out: the map is given a size, or every bus would be at one pixel.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });

const V1 = scheduled.vehicle;
const V2 = 'v2000000-0000-4000-8000-000000000002';
const V3 = 'v3000000-0000-4000-8000-000000000003';
const T1 = scheduled.id;
const T2 = afternoon.id;
const vehicles = [
  { id: V1, registration_number: 'KBZ 412A', code: 'BUS-01' },
  { id: V2, registration_number: 'KCA 100B', code: 'BUS-02' },
  { id: V3, registration_number: 'KDD 300C', code: 'BUS-03' },
];

const streams = fakeLiveStreams();
let trips: ActiveTrip[];
let tripCalls: number;
const server = setupServer(
  streams.handler,
  http.get(`${API}/transport/trips/active/`, () => {
    tripCalls += 1;
    return HttpResponse.json({ results: trips });
  }),
  http.get(`${API}/transport/vehicles/`, () => page(vehicles.map((vehicle) => ({ ...vehicle })))),
  http.get(`${API}/console/map-settings/`, () => new HttpResponse(null, { status: 503 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  streams.opened.length = 0;
  tripCalls = 0;
  trips = [
    activeTrip(scheduled),
    activeTrip({ ...afternoon, vehicle: V2 }, { minutes_late: 3, next_stop: null }),
  ];
  signInAs(200);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Buses' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;
const marker = (container: HTMLElement, delay: string) =>
  container.querySelector(`.leaflet-marker-icon:has([data-delay="${delay}"])`) as HTMLElement | null;

/** Opens the screen and sends the first picture: two buses on their trips, one in the depot. */
async function openWithSnapshot(locale: 'en' | 'sw' = 'en') {
  const view = renderScreen(<LiveMapPage />, '/trips/live-map', locale);
  await waitFor(() => expect(streams.opened).toHaveLength(1));
  await waitFor(() => expect(tripCalls).toBe(1));
  const stream = streams.opened[0]!;
  act(() => {
    stream.raw('retry: 2000\n\n');
    stream.send('snapshot', [
      livePosition(V1, T1, { heading: 90 }),
      livePosition(V2, T2, { heading: 180, latitude: -1.3 }),
      livePosition(V3, null, { heading: null, latitude: -1.25 }),
    ]);
    stream.send('etas', [
      tripEta(T1, V1, { delay: 60, eta: '2026-03-05T04:42:00Z' }),
      tripEta(T2, V2, { delay: 420, eta: '2026-03-05T05:10:00Z', basis: 'schedule' }),
    ]);
  });
  await screen.findByText('KDD 300C (BUS-03)');
  // The map draws its markers once it has been laid out, a render after the list.
  await waitFor(() => expect(view.container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(3));
  return { ...view, stream };
}

describe('LiveMapPage', () => {
  it("opens the school's stream with the console's token, school and profile, and lists each bus in words", async () => {
    const { container } = await openWithSnapshot();
    const headers = streams.opened[0]!.headers;
    expect(headers.get('authorization')).toBe('Bearer access-token');
    expect(headers.get('x-tenant-id')).toBe('t1');
    expect(headers.get('x-profile-id')).toBe('p1');
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(screen.getByRole('heading', { level: 1, name: 'Live Map' })).toBeTruthy();
    expect(screen.getByText('3 buses on the map')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Live: positions and arrival estimates as the buses send them',
    );

    const first = rowOf('KBZ 412A (BUS-01)');
    expect(first.textContent).toContain('Westlands MorningWL-01');
    expect(first.textContent).toContain('2. Hillside SchoolETA 04:42, learned from past trips');
    expect(within(first).getByText('On time')).toBeTruthy();
    expect(first.textContent).toContain('Just now');
    const second = rowOf('KCA 100B (BUS-02)');
    expect(second.textContent).toContain('ETA 05:10, from the schedule');
    expect(within(second).getByText('7 min late')).toBeTruthy();
    const depot = rowOf('KDD 300C (BUS-03)');
    expect(depot.textContent).toContain('Not on a trip');
    // Buses on a trip first, by route code; then the others.
    expect(
      within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.slice(0, 17)),
    ).toEqual(['KCA 100B (BUS-02)', 'KBZ 412A (BUS-01)', 'KDD 300C (BUS-03)']);

    // On the map: an arrow turned to each heading (a dot without one), coloured by delay, named in words.
    expect(await screen.findByRole('button', { name: 'KBZ 412A (BUS-01), On time' })).toBe(
      marker(container, 'onTime'),
    );
    expect(await screen.findByRole('button', { name: 'KCA 100B (BUS-02), 7 min late' })).toBe(
      marker(container, 'late'),
    );
    expect(await screen.findByRole('button', { name: 'KDD 300C (BUS-03), Not on a trip' })).toBe(
      marker(container, 'unknown'),
    );
    const arrow = (delay: string) => marker(container, delay)!.querySelector<HTMLElement>('[data-delay]')!;
    expect(arrow('onTime').style.transform).toBe('rotate(90deg)');
    expect(arrow('late').style.transform).toBe('rotate(180deg)');
    expect(arrow('unknown').querySelector('circle')).not.toBeNull();
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('moves the buses and changes their estimates as the stream says, without asking the server again', async () => {
    const { container, stream } = await openWithSnapshot();
    // Leaflet places a marker by its left and top in jsdom (no 3D transforms there).
    const where = () => {
      const style = marker(container, 'onTime')?.style;
      return `${style?.left} ${style?.top}`;
    };
    const before = where();
    act(() => {
      // A message split over two writes is read whole.
      stream.raw(
        `event: positions\ndata: ${JSON.stringify([livePosition(V1, T1, { latitude: -1.26, secondsAgo: -1 })])}`,
      );
      stream.raw('\n\n');
    });
    await waitFor(() => expect(where()).not.toBe(before));

    act(() =>
      stream.send('etas', [
        tripEta(T1, V1, { delay: 900, eta: '2026-03-05T04:57:00Z' }),
        tripEta(T2, V2, { delay: -300, eta: '2026-03-05T05:00:00Z' }),
      ]),
    );
    expect(await within(rowOf('KBZ 412A (BUS-01)')).findByText('15 min late')).toBeTruthy();
    expect(rowOf('KBZ 412A (BUS-01)').textContent).toContain('ETA 04:57, learned from past trips');
    expect(within(rowOf('KCA 100B (BUS-02)')).getByText('5 min early')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'KBZ 412A (BUS-01), 15 min late' })).toBe(
      marker(container, 'veryLate'),
    );
    expect(await screen.findByRole('button', { name: 'KCA 100B (BUS-02), 5 min early' })).toBe(
      marker(container, 'early'),
    );
    // Data that is not the contract's is passed over; the stream goes on.
    act(() => {
      stream.raw('event: positions\ndata: [{"vehicle": 1}]\n\n');
      stream.raw('event: news\ndata: {}\n\n: alive\n\n');
    });
    expect(rowOf('KBZ 412A (BUS-01)')).toBeTruthy();
    expect(tripCalls).toBe(1);
    expect(streams.opened).toHaveLength(1);
  });

  it('says when a bus was last seen once it has been quiet for a minute, and counts on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openWithSnapshot();
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(rowOf('KBZ 412A (BUS-01)').textContent).toContain('Just now');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(rowOf('KBZ 412A (BUS-01)').textContent).toContain('Last seen 1 minute ago');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(rowOf('KBZ 412A (BUS-01)').textContent).toContain('Last seen 2 minutes ago');
    // A new position: heard from again.
    act(() => streams.opened[0]!.send('positions', [livePosition(V1, T1, { secondsAgo: -1 })]));
    await waitFor(() => expect(rowOf('KBZ 412A (BUS-01)').textContent).toContain('Just now'));
    expect(rowOf('KDD 300C (BUS-03)').textContent).toContain('Last seen 2 minutes ago');
  });

  it("opens the stream again after a drop, after the server's retry and then twice as long, from a new snapshot", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let refused = 0;
    server.use(
      http.get(`${API}/transport/positions/live/`, () => {
        // The first try after the drop finds the server down; the next one gets through.
        if (streams.opened.length !== 1 || refused > 0) return undefined;
        refused += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { stream } = await openWithSnapshot();
    act(() => stream.end());
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeTruthy();
    // The server said retry: 2000.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(refused).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(refused).toBe(1));
    // Refused: the next try waits twice as long (4 s).
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(streams.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(streams.opened).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Reconnecting…');

    // The new snapshot is the whole picture: a bus not in it is gone.
    act(() => streams.opened[1]!.send('snapshot', [livePosition(V1, T1)]));
    expect(await screen.findByText('1 bus on the map')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Live:');
    expect(screen.queryByText('KDD 300C (BUS-03)')).toBeNull();
  });

  it('speaks Kiswahili when the reader chose it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openWithSnapshot('sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Ramani ya Moja kwa Moja' })).toBeTruthy();
    expect(screen.getByText('Mabasi 3 kwenye ramani')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Mabasi' });
    const row = (text: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(text))!;
    expect(row('KBZ 412A').textContent).toContain('Kufika takriban 04:42, kulingana na safari zilizopita');
    expect(within(row('KBZ 412A')).getByText('Kwa wakati')).toBeTruthy();
    expect(row('KCA 100B').textContent).toContain('Kufika takriban 05:10, kulingana na ratiba');
    expect(within(row('KCA 100B')).getByText('Imechelewa dakika 7')).toBeTruthy();
    expect(row('KDD 300C').textContent).toContain('Haliko safarini');
    expect(row('KDD 300C').textContent).toContain('Sasa hivi');
    expect(screen.getByRole('button', { name: 'Onyesha kwenye ramani: KBZ 412A (BUS-01)' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(125_000));
    expect(row('KDD 300C').textContent).toContain('Imeonekana mwisho dakika 2 zilizopita');
  });
});
