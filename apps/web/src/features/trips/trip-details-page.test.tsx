import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import {
  afternoon,
  arrivedAutomatically,
  page,
  pickup,
  scheduled,
  started,
  tripId,
  withStops,
} from '../../test/trip-fixtures.test-helpers';
import { TripDetailsPage } from './trip-details-page';
import { ViewTripButton } from '../../components/trip-labels';

// Trip details against a fake school server (msw): the header and body, the status changes a trip may
// make and the modal asking for them, the two tabs, and each state's message.

const TRIP = `${API}/transport/trips/:id/`;
let trip: TripDetail;
let events: TripEvent[];
let patches: unknown[];
let patchAnswer: (() => Response) | null;
const server = setupServer(
  http.get(TRIP, ({ params }) =>
    params.id === trip.id
      ? HttpResponse.json(trip)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.patch(TRIP, async ({ request }) => {
    const body = (await request.json()) as { status: 2 | 3 | 4; odometer?: number };
    patches.push(body);
    if (patchAnswer) return patchAnswer();
    const titles = { 2: 'Active', 3: 'Completed', 4: 'Cancelled' };
    trip = {
      ...trip,
      status: body.status,
      status_title: titles[body.status],
      odometer_start: body.odometer ?? null,
    };
    return HttpResponse.json(trip);
  }),
  http.get(`${API}/transport/trip-events/`, ({ request }) =>
    new URL(request.url).searchParams.get('trip') === trip.id
      ? page(events)
      : HttpResponse.json({ detail: 'Wrong trip' }, { status: 400 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  trip = withStops(scheduled);
  events = [started, pickup];
  patches = [];
  patchAnswer = null;
  signInAs(200);
});
afterEach(() => server.resetHandlers());

function renderTrip(id = trip.id) {
  return renderScreen(
    <Routes>
      <Route path="/trips/trip-details/:tripId" element={<TripDetailsPage />} />
    </Routes>,
    `/trips/trip-details/${id}`,
  );
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('TripDetailsPage', () => {
  it('shows the route, direction and status, the date, vehicle, driver and odometers', async () => {
    renderTrip();
    expect(await screen.findByRole('heading', { level: 1, name: 'Westlands Morning' })).toBeTruthy();
    expect(screen.getByText('WL-01')).toBeTruthy();
    expect(screen.getByText('To School')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(field('Date')).toBe('March 5, 2026');
    expect(field('Vehicle')).toBe('KBZ 412A (BUS-01)');
    expect(field('Driver')).toBe('Peter Mwangi');
    expect(field('Odometer Start')).toBe('Not recorded');
    expect(field('Odometer End')).toBe('Not recorded');
    // No attendant, no notes: not shown.
    expect(screen.queryByText('Attendant', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Notes', { selector: 'dt' })).toBeNull();
    // Opened from its address, not from a list: back to every trip.
    const back = screen.getByRole('link', { name: 'Back to Trip Management' });
    expect(back.getAttribute('href')).toBe('/trips/trips');
  });

  it.each([
    ['/trips/trips?status=1&page=2', 'Trip Management'],
    ['/trips/active-trips', 'Active Trips'],
  ])('leads back to the list it was opened from (%s), as it was', async (list, screenTitle) => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(
      <Routes>
        <Route path="/trips/trip-details/:tripId" element={<TripDetailsPage />} />
        <Route
          path="*"
          element={<ViewTripButton trip={trip} name={trip.journey_code} screen={screenTitle} />}
        />
      </Routes>,
      list,
    );
    await user.click(screen.getByRole('link', { name: `View details of ${trip.journey_code}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Westlands Morning' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Back to/ }).map((link) => link.textContent)).toEqual([
      `Back to ${screenTitle}`,
    ]);
    await user.click(screen.getByRole('link', { name: `Back to ${screenTitle}` }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(list);
  });

  it('shows the attendant, notes, status detail and recorded odometers when there are', async () => {
    trip = {
      ...withStops(afternoon),
      attendant_name: 'Grace Atieno',
      notes: 'Road works on Ngong Road',
      detail: 'All dropped off',
    };
    renderTrip();
    await screen.findByRole('heading', { level: 1, name: 'Karen Afternoon' });
    expect(field('Attendant')).toBe('Grace Atieno');
    expect(field('Notes')).toBe('Road works on Ngong Road');
    expect(field('Status Detail')).toBe('All dropped off');
    expect(field('Odometer Start')).toBe('12,480 km');
    expect(field('Odometer End')).toBe('12,512 km');
    expect(field('Driver')).toBe('No driver');
  });

  it('lists the stops with their expected and actual times, and the events with their place', async () => {
    const user = userEvent.setup({ delay: null });
    renderTrip();
    await screen.findByRole('table', { name: 'Journey Stops' });
    expect(
      within(screen.getByRole('table', { name: 'Journey Stops' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sequence', 'Stop', 'Expected Time', 'Pickups', 'Dropoffs', 'Actual Arrival']);
    // The school's clock (UTC in the signed-in school).
    expect(rowsOf('Journey Stops')).toEqual([
      ['1', 'Sarit Centre', '06:40', '3', '0', '03:43'],
      ['2', 'Hillside School', '07:30', '0', '3', '—'],
    ]);

    await user.click(screen.getByRole('tab', { name: 'Trip Events' }));
    await screen.findByRole('table', { name: 'Trip Events' });
    expect(
      within(screen.getByRole('table', { name: 'Trip Events' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event Type', 'Stop', 'Notes', 'Time', 'Location']);
    // Each coordinate cut to 8 characters.
    expect(rowsOf('Trip Events')).toEqual([
      ['Trip Started', '—', 'Left the depot', '03:30', '-1.29206, 36.82194'],
      ['Pickup', 'Sarit Centre', 'Baraka Mutua', '03:44', '—'],
    ]);
  });

  it('marks the arrivals and departures recorded from the bus position', async () => {
    events = [started, arrivedAutomatically, pickup];
    const user = userEvent.setup({ delay: null });
    renderTrip();
    await user.click(await screen.findByRole('tab', { name: 'Trip Events' }));
    const table = await screen.findByRole('table', { name: 'Trip Events' });
    const [, automatic, byCrew] = within(table).getAllByRole('row').slice(1);
    // Read as what it means; seen as 'Automatic', the meaning under the pointer.
    const badge = within(automatic!).getByText('Recorded from the bus position').parentElement!;
    expect(badge.querySelector('[aria-hidden]')!.textContent).toBe('Automatic');
    expect(rowsOf('Trip Events')[1]!.slice(0, 2)).toEqual([
      'Arrived at StopAutomaticRecorded from the bus position',
      'Sarit Centre',
    ]);
    expect(within(byCrew!).queryByText('Recorded from the bus position')).toBeNull();
    expect(within(table).getAllByText('Automatic')).toHaveLength(1);
    await user.hover(within(automatic!).getByText('Automatic'));
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Recorded from the bus position',
    );
  });

  it("says 'Failed to load trip events' when the events cannot be had, and when none are recorded", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get(`${API}/transport/trip-events/`, () => new HttpResponse(null, { status: 500 })));
    renderTrip();
    await user.click(await screen.findByRole('tab', { name: 'Trip Events' }));
    // Said once: the heading, with no reason from the server to add.
    expect(await screen.findAllByText('Failed to load trip events')).toHaveLength(1);

    server.use(http.get(`${API}/transport/trip-events/`, () => page([])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No events recorded yet')).toBeTruthy();
  });

  it('offers only the changes a trip may make in its status', async () => {
    const buttons = () =>
      ['Start Trip', 'Complete Trip', 'Cancel Trip'].filter((name) => screen.queryByRole('button', { name }));
    const first = renderTrip();
    await screen.findByRole('heading', { level: 1, name: 'Westlands Morning' });
    expect(buttons()).toEqual(['Start Trip', 'Cancel Trip']);
    first.unmount();

    for (const [status, status_title, offered] of [
      [2, 'Active', ['Complete Trip', 'Cancel Trip']],
      [3, 'Completed', []],
      [4, 'Cancelled', []],
    ] as const) {
      trip = { ...withStops(scheduled), id: tripId(10 + status), status, status_title };
      const view = renderTrip();
      await screen.findByText(status_title);
      expect(buttons()).toEqual(offered);
      view.unmount();
    }
  });

  it('starts a trip with a detail (required) and the odometer reading, and shows it active', async () => {
    const user = userEvent.setup({ delay: null });
    renderTrip();
    await user.click(await screen.findByRole('button', { name: 'Start Trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Trip' }));
    expect(within(dialog).getByText('Detail is required')).toBeTruthy();
    expect(patches).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Detail' }), 'Left the depot on time');
    await user.type(within(dialog).getByRole('textbox', { name: 'Odometer Start' }), '12480');
    await user.click(within(dialog).getByRole('button', { name: 'Start Trip' }));
    expect(await screen.findByText('Trip started successfully')).toBeTruthy();
    expect(patches).toEqual([{ status: 2, detail: 'Left the depot on time', odometer: 12480 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Trip' })).toBeNull());
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(field('Odometer Start')).toBe('12,480 km');
    expect(screen.getByRole('button', { name: 'Complete Trip' })).toBeTruthy();
  });

  it('cancels with a detail only, and shows a refused change in the words of the server', async () => {
    const user = userEvent.setup({ delay: null });
    patchAnswer = () =>
      HttpResponse.json({ status: ['A trip cannot go from Completed to Cancelled.'] }, { status: 400 });
    renderTrip();
    await user.click(await screen.findByRole('button', { name: 'Cancel Trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Trip' });
    expect(within(dialog).queryByRole('textbox', { name: /Odometer/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Detail' }), 'Bus broke down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Trip' }));
    expect(await screen.findByText('A trip cannot go from Completed to Cancelled.')).toBeTruthy();
    expect(patches).toEqual([{ status: 4, detail: 'Bus broke down' }]);

    patchAnswer = () => new HttpResponse(null, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Trip' }));
    expect(await screen.findByText(`Failed to update trip status for ID: ${trip.id}`)).toBeTruthy();
    // Still open, to try again.
    expect(screen.getByRole('dialog', { name: 'Cancel Trip' })).toBeTruthy();
  });

  it("says 'Trip not found' for an id of no trip, and for one that cannot name a trip without asking", async () => {
    const { unmount } = renderTrip(tripId(99));
    expect(await screen.findByText('Trip not found')).toBeTruthy();
    unmount();
    renderTrip('not-an-id');
    expect(screen.getByText('Trip not found')).toBeTruthy();
  });

  it("says 'Failed to fetch trip with ID: {id}' when the trip cannot be had", async () => {
    server.use(http.get(TRIP, () => new HttpResponse(null, { status: 500 })));
    renderTrip();
    // The trip is asked for twice (one retry) before the failure shows, said once.
    expect(
      await screen.findAllByText(`Failed to fetch trip with ID: ${trip.id}`, {}, { timeout: 10_000 }),
    ).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
  it('speaks Kiswahili when the reader chose it, event titles and the automatic mark included', async () => {
    events = [started, pickup, arrivedAutomatically];
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <Routes>
        <Route path="/trips/trip-details/:tripId" element={<TripDetailsPage />} />
      </Routes>,
      `/trips/trip-details/${trip.id}`,
      'sw',
    );
    await screen.findByRole('heading', { level: 1, name: 'Westlands Morning' });
    expect(field('Dereva')).toBe('Peter Mwangi');
    expect(field('Odomita Mwanzoni')).toBe('Haijarekodiwa');
    expect(screen.getByRole('button', { name: 'Anza Safari' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Matukio ya Safari' }));
    expect(await screen.findByText('Safari Imeanza')).toBeTruthy();
    expect(screen.getByText('Kupakiwa')).toBeTruthy();
    expect(screen.getByText('Otomatiki')).toBeTruthy();
    expect(screen.getByText('Imerekodiwa kutoka mahali pa basi')).toBeTruthy();
  });
});
