import { screen } from '@testing-library/react';
import { formatTime } from '@app/shared/i18n/formats';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';
import { CHILD, eventStream, familyTrip } from '../family-trips.test-helpers';

// Leaflet in jsdom: lines in SVG need this method, and the map needs a size.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 260 });

let trips: ReturnType<typeof familyTrip>[];
let liveQuery: string | null;
let sentEta = '';
const soon = () => new Date(Date.now() + 4.5 * 60_000).toISOString();
const server = setupServer(
  http.get(`${FAMILY_API}/family/children/`, () => HttpResponse.json({ results: [CHILD] })),
  http.get(`${FAMILY_API}/family/children/c1/trips/`, () =>
    HttpResponse.json({ date: '2026-11-27', time_zone: 'Africa/Nairobi', trips }),
  ),
  http.get(`${FAMILY_API}/family/trips/trip-2/live/`, ({ request }) => {
    liveQuery = new URL(request.url).searchParams.get('child');
    const eta = soon();
    sentEta = eta;
    return new HttpResponse(
      eventStream([
        { event: 'position', data: { time: eta, latitude: -1.3, longitude: 36.81, speed: 8, heading: 90 } },
        { event: 'eta', data: { trip_stop: 'ts-2', eta, minutes: 4 } },
      ]),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  signInAsGuardian();
  liveQuery = null;
  trips = [
    familyTrip(),
    familyTrip({
      trip: 'trip-2',
      route_title: 'Route 7 Afternoon',
      direction: 2,
      status: 2,
      stop: {
        ...familyTrip().stop,
        trip_stop: 'ts-2',
        role: 'dropoff',
        expected_time: '2026-11-27T13:40:00Z',
      },
      rider_status: 'expected',
      picked_up_at: null,
      ended_at: null,
    }),
  ];
});
afterEach(() => server.resetHandlers());

describe("a child's day", () => {
  it('shows each trip with its stop, time and status; the active one live with its bus and ETA', async () => {
    const { container } = renderFamily('/family/children/c1');
    expect(await screen.findByRole('heading', { level: 1, name: "Amani's day" })).toBeTruthy();
    const morning = screen.getByRole('region', { name: 'Route 7 Morning' });
    expect(morning.textContent).toContain('Pick-up stop: Mango Tree, at 07:05');
    expect(morning.textContent).toContain('Completed');
    expect(morning.textContent).toContain('Picked up at 07:12');
    const afternoon = screen.getByRole('region', { name: 'Route 7 Afternoon' });
    expect(afternoon.textContent).toContain('Drop-off stop: Mango Tree, at 16:40');
    expect(afternoon.textContent).toContain('On the way');
    const eta = await screen.findByText(/The bus is 5 minutes from your stop/);
    expect(eta.textContent).toContain(`(about ${formatTime('en', 'Africa/Nairobi', sentEta)})`);
    expect(liveQuery).toBe('c1');
    // The map (loaded only now) shows that bus and the child's stop, nothing else.
    expect(await screen.findByRole('region', { name: 'The bus and your stop, Mango Tree' })).toBeTruthy();
    const markers = [...container.querySelectorAll('.leaflet-marker-icon')].map((m) =>
      m.getAttribute('title'),
    );
    expect(markers).toEqual(['Mango Tree', 'Bus']);
  });

  it('in Kiswahili, with absent and will-not-ride trips, and no live view for them', async () => {
    trips = [
      familyTrip({ rider_status: 'absent', picked_up_at: null, marked_absent_at: '2026-11-27T04:06:00Z' }),
      familyTrip({
        trip: 'trip-2',
        route_title: 'Route 7 Afternoon',
        status: 2,
        will_not_ride: true,
        picked_up_at: null,
      }),
    ];
    renderFamily('/family/children/c1', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siku ya Amani' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Route 7 Morning' }).textContent).toContain(
      'Amewekwa kuwa hayupo',
    );
    const afternoon = screen.getByRole('region', { name: 'Route 7 Afternoon' });
    expect(afternoon.textContent).toContain('Hatasafiri (uliiambia shule)');
    expect(afternoon.textContent).toContain('Inaendelea');
    expect(screen.queryByText(/Basi liko/)).toBeNull();
    expect(liveQuery).toBeNull();
  });

  it('in Kiswahili: picked up and dropped off times, and a day without trips', async () => {
    trips = [familyTrip({ dropped_off_at: '2026-11-27T13:48:00Z' })];
    const view = renderFamily('/family/children/c1', 'sw');
    const trip = await screen.findByRole('region', { name: 'Route 7 Morning' });
    expect(trip.textContent).toContain('Amepakiwa saa 07:12');
    expect(trip.textContent).toContain('Ameshushwa saa 16:48');
    view.unmount();
    trips = [];
    renderFamily('/family/children/c1', 'sw');
    expect(await screen.findByText('Hakuna safari leo.')).toBeTruthy();
  });
});
