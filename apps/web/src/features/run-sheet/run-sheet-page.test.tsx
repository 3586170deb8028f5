import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { runSheetDb, type RecordedEvent } from './run-sheet-db';
import { morningTrip } from './run-sheet-fixtures.test-helpers';
import { OutboxFlusher } from './outbox-flusher';
import { RunSheetPage } from './run-sheet-page';
import type { TripDetail } from '@app/shared/trips/trip.schemas';

// The run sheet against a fake school server (msw) and an in-memory IndexedDB: today's trips, a trip
// run from Start to Complete, actions recorded without a connection shown as waiting and sent in order
// once it returns, a refusal kept with its reason, and the screen opening from the saved run sheet.

let trip: TripDetail;
let posted: RecordedEvent[];
/** False: the server gets nothing (no signal); the browser may still think it is online. */
let reachable: boolean;
let refuse: { status: number; body: { detail: string } } | null;
let online: boolean;

/** The run sheet as the console shows it: its actions sent by the console-wide outbox flusher. */
function RunSheetScreen() {
  return (
    <>
      <OutboxFlusher />
      <RunSheetPage />
    </>
  );
}

/** What the fake server does with an event: enough of the real one for the screen to show it. */
function apply(event: RecordedEvent) {
  if (event.event_type === 1) trip = { ...trip, status: 2, odometer_start: event.odometer ?? null };
  if (event.event_type === 7) trip = { ...trip, status: 3, odometer_end: event.odometer ?? null };
  const riderStatus = { 3: 'picked_up', 8: 'absent', 5: 'dropped_off' } as const;
  trip = {
    ...trip,
    journey_stops: trip.journey_stops.map((stop) => {
      if (stop.id !== event.journey_stop) return stop;
      const status = riderStatus[event.event_type as 3 | 8 | 5];
      const mark = (riders: TripDetail['journey_stops'][number]['pick_students']) =>
        riders.map((rider) => (status && rider.student === event.student ? { ...rider, status } : rider));
      return {
        ...stop,
        arrived_at: event.event_type === 2 ? event.event_time : stop.arrived_at,
        departed_at: event.event_type === 4 ? event.event_time : stop.departed_at,
        pick_students: mark(stop.pick_students),
        drop_students: mark(stop.drop_students),
      };
    }),
  };
}

const server = setupServer(
  http.get(`${API}/transport/run-sheet/`, () =>
    reachable ? HttpResponse.json({ date: '2026-03-03', trips: [trip] }) : HttpResponse.error(),
  ),
  http.post(`${API}/transport/trip-events/`, async ({ request }) => {
    if (!reachable) return HttpResponse.error();
    const event = (await request.json()) as RecordedEvent;
    posted.push(event);
    if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
    apply(event);
    return HttpResponse.json({ id: `event-${posted.length}`, ...event }, { status: 201 });
  }),
);

/** The browser's own idea of the connection, as the 'online' and 'offline' events tell it. */
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());
beforeEach(async () => {
  trip = morningTrip();
  posted = [];
  reachable = true;
  refuse = null;
  online = true;
  await runSheetDb.outbox.clear();
  await runSheetDb.savedSheets.clear();
  signInAs(401);
});
afterEach(() => server.resetHandlers());

const openTrip = async (user: ReturnType<typeof userEvent.setup>) => {
  const view = renderScreen(<RunSheetScreen />, '/run-sheet');
  await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
  return view;
};

const rider = (name: string) => screen.getByRole('group', { name });

describe('RunSheetPage', () => {
  it("shows recorded times on the school's clock, not the phone's", async () => {
    const user = userEvent.setup();
    signInAs(401, 'Africa/Nairobi');
    const [first, ...rest] = trip.journey_stops;
    trip = { ...trip, journey_stops: [{ ...first!, arrived_at: '2026-03-03T04:12:00Z' }, ...rest] };
    await openTrip(user);
    // 04:12 UTC is 07:12 in Nairobi (UTC+3).
    expect(await screen.findByText('Arrived 07:12')).toBeTruthy();
  });

  it('tells a driver with no trip today just that', async () => {
    server.use(
      http.get(`${API}/transport/run-sheet/`, () => HttpResponse.json({ date: '2026-03-03', trips: [] })),
    );
    renderScreen(<RunSheetScreen />, '/run-sheet');
    expect(await screen.findByText('You have no trips today.')).toBeTruthy();
    expect(screen.queryByText(/for drivers and bus attendants/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Active Trips/ })).toBeNull();
  });

  it('tells the office who the run sheet is for, and leads to Active Trips', async () => {
    signInAs(100);
    server.use(
      http.get(`${API}/transport/run-sheet/`, () => HttpResponse.json({ date: '2026-03-03', trips: [] })),
    );
    renderScreen(<RunSheetScreen />, '/run-sheet');
    expect(await screen.findByText('You have no trips today.')).toBeTruthy();
    expect(
      screen.getByText(
        'The run sheet is for drivers and bus attendants: it lists the trips they are assigned to today.',
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Follow today’s trips on Active Trips' });
    expect(link.getAttribute('href')).toBe('/trips/active-trips');
  });

  it('lists today’s trips with route, times, vehicle and status, and opens one with its stops in order', async () => {
    const user = userEvent.setup();
    renderScreen(<RunSheetScreen />, '/run-sheet');

    const card = await screen.findByRole('button', { name: /R-12 Westlands Morning/ });
    expect(card.textContent).toContain('To School · 07:10–07:45');
    expect(card.textContent).toContain('KDA 123A (BUS-4)');
    expect(card.textContent).toContain('Scheduled');
    // The console's date format.
    expect(screen.getByText('March 3, 2026')).toBeTruthy();

    await user.click(card);
    const stops = screen.getAllByRole('button', { name: /^\d\. / }).map((button) => button.textContent);
    expect(stops[0]).toMatch(/^1\. Sarit CentreExpected 07:10 · 2 to pick up$/);
    expect(stops[1]).toMatch(/^2\. Westgate/);
    expect(stops[2]).toBe('3. Hillside SchoolExpected 07:45 · 3 to drop off');
    // Before Start there is nothing to record at a stop.
    expect(screen.queryByRole('button', { name: 'Arrived' })).toBeNull();
    expect(within(rider('Amina Otieno')).getByText('Expected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All trips' }));
    expect(screen.getByRole('button', { name: /R-12 Westlands Morning/ })).toBeTruthy();
  });

  it('starts a trip with the odometer reading as a Trip Started event and shows it active at once', async () => {
    const user = userEvent.setup();
    await openTrip(user);
    await user.click(screen.getByRole('button', { name: 'Start trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Start trip' }));
    expect(
      within(dialog).getByText('Odometer reading must be a whole number from 0 to 9,999,999'),
    ).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Odometer reading (km)'), '12500');
    await user.click(within(dialog).getByRole('button', { name: 'Start trip' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      trip: 'trip-1',
      event_type: 1,
      odometer: 12500,
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event_time: expect.any(String),
    });
    expect(await screen.findByText('Odometer at start: 12,500 km')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arrived' })).toBeTruthy();
  });

  it('keeps what is recorded without a connection, shows it waiting, and sends it in order once when back', async () => {
    trip = morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 });
    const user = userEvent.setup();
    await openTrip(user);
    setOnline(false);
    reachable = false;

    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    await user.click(await within(rider('Amina Otieno')).findByRole('button', { name: 'Picked up' }));
    await user.click(within(rider('Brian Kamau')).getByRole('button', { name: 'Absent' }));

    const waiting = await screen.findByRole('list', { name: 'Waiting to send' });
    await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(3));
    expect(waiting.textContent).toMatch(
      /Arrived at Sarit Centre.*Picked up: Amina Otieno.*Absent: Brian Kamau/,
    );
    expect(screen.getByText('3 waiting to send')).toBeTruthy();
    expect(within(rider('Amina Otieno')).getByText('Picked up')).toBeTruthy();
    expect(within(rider('Amina Otieno')).getByText('Waiting to send')).toBeTruthy();
    expect(within(rider('Brian Kamau')).getByText('Absent')).toBeTruthy();
    expect(posted).toEqual([]);

    reachable = true;
    setOnline(true);
    await waitFor(() => expect(screen.queryByText(/waiting to send/i)).toBeNull());
    expect(posted.map((event) => [event.event_type, event.student ?? null])).toEqual([
      [2, null],
      [3, 'student-1'],
      [8, 'student-2'],
    ]);
    expect(new Set(posted.map((event) => event.client_key)).size).toBe(3);
    // The answers are the server's now, and nothing went twice.
    expect(within(rider('Amina Otieno')).getByText('Picked up')).toBeTruthy();
    expect(posted).toHaveLength(3);
  });

  it('tries again by itself when a send got no answer though the phone was online', async () => {
    trip = morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 });
    const user = userEvent.setup();
    await openTrip(user);
    reachable = false;

    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(await screen.findByText('1 waiting to send')).toBeTruthy();
    reachable = true;

    // The first retry comes 2 s after the failed try.
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('1 waiting to send')).toBeNull());
  });

  it('shows an action the office refused with its reason, and discards it', async () => {
    const user = userEvent.setup();
    refuse = { status: 403, body: { detail: 'Only the driver or attendant of this trip may do this.' } };
    await openTrip(user);

    await user.click(screen.getByRole('button', { name: 'Report incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report incident' });
    await user.click(within(dialog).getByRole('button', { name: 'Report incident' }));
    expect(within(dialog).getByText('Say what happened')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('What happened?'), 'Flat tyre on Waiyaki Way');
    await user.click(within(dialog).getByRole('button', { name: 'Report incident' }));

    const alert = await screen.findByRole('alert', { name: /Not accepted by the office/ });
    expect(alert.textContent).toContain('Incident: Flat tyre on Waiyaki Way');
    expect(alert.textContent).toContain('Only the driver or attendant of this trip may do this.');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ event_type: 6, notes: 'Flat tyre on Waiyaki Way' });

    await user.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(posted).toHaveLength(1);
  });

  it('records where an event happened when the phone knows', async () => {
    trip = morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        watchPosition: (success: PositionCallback) => {
          success({
            coords: { latitude: -1.261234567, longitude: 36.80123456 },
            timestamp: Date.now(),
          } as GeolocationPosition);
          return 1;
        },
        clearWatch: () => {},
      },
    });
    const user = userEvent.setup();
    const view = await openTrip(user);
    await user.click(screen.getByRole('button', { name: 'Arrived' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ latitude: -1.2612346, longitude: 36.8012346 });
    view.unmount();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('drops off, departs, and completes with a reading not below the start', async () => {
    trip = morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 });
    const user = userEvent.setup();
    await openTrip(user);
    await user.click(screen.getByRole('button', { name: /3\. Hillside School/ }));
    await user.click(await screen.findByRole('button', { name: 'Arrived' }));
    await user.click(await within(rider('Chloe Wanjiru')).findByRole('button', { name: 'Dropped off' }));
    await user.click(screen.getByRole('button', { name: 'Departed' }));
    await waitFor(() => expect(posted.map((event) => event.event_type)).toEqual([2, 5, 4]));

    await user.click(screen.getByRole('button', { name: 'Complete trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete trip' });
    expect(dialog.textContent).toContain('2 of 3 stops have no departure recorded.');
    await user.type(within(dialog).getByLabelText('Odometer reading (km)'), '12400');
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));
    expect(
      within(dialog).getByText('The end reading cannot be less than the start reading (12,500).'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Odometer reading (km)'));
    await user.type(within(dialog).getByLabelText('Odometer reading (km)'), '12541');
    // The empty-bus check (empty-bus-check.test.tsx).
    await user.click(within(dialog).getByRole('checkbox', { name: /no child is on board/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));

    await waitFor(() =>
      expect(posted.at(-1)).toMatchObject({ event_type: 7, odometer: 12541, empty_bus_checked: true }),
    );
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.getByText('Odometer at start: 12,500 km, at the end: 12,541 km')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete trip' })).toBeNull();
  });

  it('opens without a connection from the run sheet saved on the phone', async () => {
    const first = renderScreen(<RunSheetScreen />, '/run-sheet');
    await screen.findByRole('button', { name: /R-12 Westlands Morning/ });
    await waitFor(async () => expect(await runSheetDb.savedSheets.count()).toBe(1));
    first.unmount();

    reachable = false;
    setOnline(false);
    renderScreen(<RunSheetScreen />, '/run-sheet');
    expect(await screen.findByRole('button', { name: /R-12 Westlands Morning/ })).toBeTruthy();
    expect(screen.getByText(/Showing the run sheet saved on this phone at \d\d:\d\d\./)).toBeTruthy();
  });

  it('says so when there is no connection and nothing saved', async () => {
    reachable = false;
    renderScreen(<RunSheetScreen />, '/run-sheet');
    expect(await screen.findByText('Could not load your trips. Please try again.')).toBeTruthy();
  });
});
