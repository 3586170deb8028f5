import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_NAMES } from '@app/shared/common/weekdays';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import type { JourneyLoad } from '@app/shared/journeys/journey.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { RouteDetailsPage } from './route-details-page';
import { busStopId, page, stopOf, westlands } from './route-fixtures.test-helpers';

// A route's details against a fake school server (msw): the header and cards, riders against the
// vehicle's capacity, the Stop Schedule's table and timeline, moving and adding stops, and each
// state's message. The map's drawing is StopsMap's own test.

// Leaflet draws lines in SVG when the browser can; jsdom lacks only this method of it.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;

const ROUTE = `${API}/transport/journeys/:id/`;
const STOPS = `${API}/transport/journey-stops/`;
let stops: JourneyStop[];
let load: JourneyLoad;
let reorders: unknown[];
let added: unknown[];

const loadOf = (riders: number[]): JourneyLoad => ({
  capacity: 40,
  over_capacity: riders.some((count) => count > 40),
  days: riders.map((count, index) => ({
    day_of_week: index + 1,
    day_name: DAY_NAMES[index]!,
    riders: count,
    over_capacity: count > 40,
  })),
});

const server = setupServer(
  http.get(ROUTE, ({ params }) =>
    params.id === westlands.id
      ? HttpResponse.json(westlands)
      : HttpResponse.json({ detail: 'Route not found.' }, { status: 404 }),
  ),
  http.get(`${ROUTE}load/`, () => HttpResponse.json(load)),
  http.get(STOPS, () => page(stops)),
  // The assignment modal's list of riders at a stop (its own tests are in features/student-journeys).
  http.get(`${API}/transport/student-journeys/`, () => page([])),
  http.post(`${STOPS}reorder/`, async ({ request }) => {
    const body = (await request.json()) as { stops: string[] };
    reorders.push(body);
    stops = body.stops.map((id, index) => ({
      ...stops.find((stop) => stop.id === id)!,
      sequence: index + 1,
    }));
    return HttpResponse.json(stops);
  }),
  http.post(STOPS, async ({ request }) => {
    added.push(await request.json());
    return new HttpResponse(null, { status: 500 });
  }),
  http.get(`${API}/transport/zones/`, () =>
    page([{ id: 'zone-1', title: 'Westlands', description: '', is_active: true, bus_stop_count: 1 }]),
  ),
  http.get(`${API}/transport/bus-stops/`, () =>
    page([
      {
        id: busStopId(9),
        zone: 'zone-1',
        zone_title: 'Westlands',
        title: 'Sarit Centre',
        description: '',
        latitude: -1.26,
        longitude: 36.8,
        is_active: true,
      },
    ]),
  ),
  http.get(`${API}/console/map-settings/`, () =>
    HttpResponse.json({ tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles' }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  stops = [
    stopOf(1, 'Main Gate', { pick: ['Amani Otieno', 'Brian Kamau'] }),
    stopOf(2, 'Oak Road'),
    stopOf(3, 'School', { drop: ['Amani Otieno'] }),
  ];
  load = loadOf([38, 42, 38, 38, 41, 0, 0]);
  reorders = [];
  added = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const open = (path = `/routes/details/${westlands.id}`, locale: 'en' | 'sw' = 'en') =>
  renderScreen(
    <Routes>
      <Route path="/routes/details/:routeId?" element={<RouteDetailsPage />} />
    </Routes>,
    path,
    locale,
  );
const stopTable = () => screen.getByRole('table', { name: 'Stops of route WL-01' });
const stopOrder = () =>
  within(stopTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('RouteDetailsPage', () => {
  it('heads the route and shows its cards and riders per weekday in Kiswahili', async () => {
    open(undefined, 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Njia WL-01' })).toBeTruthy();
    expect(screen.getByText('INATUMIKA')).toBeTruthy();
    const fields = (title: string) => screen.getByRole('heading', { name: title }).parentElement!.textContent;
    expect(fields('Maelezo ya Gari')).toContain('Idadi ya Juu ya Vitiabiria 40');
    expect(fields('Maelezo ya Njia')).toContain('Mhudumu wa BasiGrace Atieno');
    expect(
      await screen.findByRole('table', { name: 'Wasafiri wa njia WL-01 kwa siku ya wiki' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Wasafiri ni wengi kuliko viti 40 vya gari');
  });

  it('heads the route with its code, title and status, and shows its journey and vehicle', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Route WL-01' })).toBeTruthy();
    expect(screen.getByText('Westlands Morning')).toBeTruthy();
    expect(screen.getByText('ACTIVE')).toBeTruthy();
    const fields = (title: string) => screen.getByRole('heading', { name: title }).parentElement!.textContent;
    expect(fields('Journey Details')).toContain('Academic PeriodTerm 1 2026');
    expect(fields('Journey Details')).toContain('AttendantGrace Atieno');
    expect(fields('Journey Details')).toContain('Time Range06:30 – 07:45');
    expect(fields('Journey Details')).toContain('DirectionTo School');
    expect(fields('Vehicle Details')).toContain('RegistrationKBZ 412A');
    expect(fields('Vehicle Details')).toContain('CodeBUS-01');
    expect(fields('Vehicle Details')).toContain('Max Capacity40 passengers');
    expect(fields('Vehicle Details')).toContain('StatusActive');
  });

  it('counts riders per weekday against the capacity, warning of the days over it', async () => {
    open();
    const riders = await screen.findByRole('table', { name: 'Riders of route WL-01 per weekday' });
    const tuesday = within(riders).getByText('Tuesday').closest('tr')!;
    expect(tuesday.textContent).toBe('Tuesday4240Over by 2');
    expect(within(riders).getByText('Monday').closest('tr')!.textContent).toBe('Monday38402 free');
    expect(screen.getByRole('alert').textContent).toContain(
      "More riders than the vehicle's 40 seats on Tuesday (42), Friday (41).",
    );
  });

  it('lists the stops with their zone, time, and riders’ counts, each with Add or Edit', async () => {
    open();
    const row = (
      await within(await screen.findByRole('table', { name: 'Stops of route WL-01' })).findByText('Main Gate')
    ).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Main Gate', 'Westlands', '06:35', '2Edit', '0Add']);
    const user = userEvent.setup({ delay: null });
    const pickUps = within(row).getByRole('button', { name: 'Edit pick-ups at Main Gate' });
    expect(pickUps.getAttribute('aria-expanded')).toBe('false');
    await user.click(pickUps);
    expect(pickUps.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog', { name: 'Pick-ups at Main Gate' })).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Add drop-offs at Main Gate' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('moves a stop with its buttons, sending the whole new order, and keeps the focus on it', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('button', { name: 'Move Oak Road up' });
    expect(screen.queryByText('Times out of order')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Main Gate up' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Move Oak Road up' }));
    await waitFor(() => expect(stopOrder()).toEqual(['Oak Road', 'Main Gate', 'School']));
    expect(reorders).toEqual([{ journey: westlands.id, stops: ['stop-2', 'stop-1', 'stop-3'] }]);
    // The times stayed with their stops: Main Gate, now second, is expected before Oak Road.
    expect(await screen.findByText('Times out of order')).toBeTruthy();
    expect(screen.getByText(/2\. Main Gate is expected at 06:35, before 1\. Oak Road at/)).toBeTruthy();
    // Oak Road is first now: its Move up is inactive, so the focus went to its Move down.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Oak Road down'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stopOrder()).toEqual(['Main Gate', 'Oak Road', 'School']));
    await user.click(screen.getByRole('button', { name: 'Move School down' }));
    expect(reorders).toHaveLength(2);
  });

  it('shows the stops as a timeline with times, names and riders', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('table', { name: 'Stops of route WL-01' });
    await user.click(screen.getByRole('radio', { name: 'Timeline' }));
    const timeline = screen.getByRole('list', { name: 'Stops of route WL-01' });
    const items = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('06:35 · Main Gate');
    expect(items[0]).toContain('2 pick-ups · 0 drop-offs');
    expect(items[2]).toContain('06:45 · School');
    expect(items[2]).toContain('0 pick-ups · 1 drop-off');
  });

  it('offers the next sequence for a new stop, and says when it cannot be added', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Add Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stop' });
    expect(within(dialog).getByLabelText(/Sequence/)).toHaveProperty('value', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Bus stop is required')).toBeTruthy();
    expect(within(dialog).getByText('Expected time is required')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /Bus Stop/ }));
    await user.click(await screen.findByRole('option', { name: 'Sarit Centre (Westlands)', hidden: true }));
    await user.type(within(dialog).getByLabelText(/Expected Time/), '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An error occurred while adding the stop')).toBeTruthy();
    // The zone is only a filter: it is not sent.
    expect(added).toEqual([
      { journey: westlands.id, bus_stop: busStopId(9), sequence: 4, expected_time: '07:00:00' },
    ]);
  });

  it("says 'No stops added' for a route without stops, in both views", async () => {
    stops = [];
    const user = userEvent.setup({ delay: null });
    open();
    expect(await screen.findAllByText('No stops added')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Timeline' }));
    expect(screen.getAllByText('No stops added')).toHaveLength(2);
  });

  it("says 'Failed to load journey stops' when the stops cannot be loaded", async () => {
    server.use(http.get(STOPS, () => new HttpResponse(null, { status: 500 })));
    open();
    expect(await screen.findByText('Failed to load journey stops')).toBeTruthy();
  });

  it("says 'Failed to load journey details' when the route cannot be loaded, and 'Route not found' for no route", async () => {
    server.use(http.get(ROUTE, () => new HttpResponse(null, { status: 500 })));
    open();
    // A failed read is tried once more (about a second later) before it is shown, said once.
    expect(
      await screen.findAllByText('Failed to load journey details', {}, { timeout: 10_000 }),
    ).toHaveLength(1);
    server.resetHandlers();
    open('/routes/details/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('Route not found')).toBeTruthy();
  });

  it.each(['/routes/details', '/routes/details/abc'])(
    'asks for a route when the address has no id or one that names none (%s), without a call',
    async (path) => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(request.url));
      open(path);
      expect(
        await screen.findByText('Invalid route ID. Please check the URL or select a valid route.'),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Route Details' })).toBeTruthy();
      expect(calls.filter((url) => url.includes('/transport/journeys/'))).toEqual([]);
      server.events.removeAllListeners();
    },
  );
});
