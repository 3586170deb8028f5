import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { OutboxFlusher } from './outbox-flusher';
import { runSheetDb, type RecordedEvent } from './run-sheet-db';
import { morningTrip } from './run-sheet-fixtures.test-helpers';
import { RunSheetPage } from './run-sheet-page';

// Completing a trip on the run sheet asks for the empty-bus check first (issue 25 §2): no Trip
// Completed event without it; with it, the event says so and carries where the bus was, and the
// outbox keeps it for a send after the connection returns.

let posted: RecordedEvent[];
let reachable: boolean;
let online: boolean;
const active = morningTrip({ status: 2, status_title: 'Active', odometer_start: 12500 });

const server = setupServer(
  http.get(`${API}/transport/run-sheet/`, () =>
    reachable ? HttpResponse.json({ date: '2026-03-03', trips: [active] }) : HttpResponse.error(),
  ),
  http.post(`${API}/transport/trip-events/`, async ({ request }) => {
    if (!reachable) return HttpResponse.error();
    const event = (await request.json()) as RecordedEvent;
    posted.push(event);
    return HttpResponse.json({ id: `event-${posted.length}`, ...event }, { status: 201 });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());
beforeEach(async () => {
  posted = [];
  reachable = true;
  online = true;
  await runSheetDb.outbox.clear();
  await runSheetDb.savedSheets.clear();
  signInAs(401);
});
afterEach(() => server.resetHandlers());

/** The phone knows where it is: at the school's gate. */
function atTheGate() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback) => {
        success({
          coords: { latitude: -1.2804, longitude: 36.8219 },
          timestamp: Date.now(),
        } as GeolocationPosition);
        return 1;
      },
      clearWatch: () => {},
    },
  });
}

async function openCompletion(user: ReturnType<typeof userEvent.setup>) {
  const view = renderScreen(
    <>
      <OutboxFlusher />
      <RunSheetPage />
    </>,
    '/run-sheet',
  );
  await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
  await user.click(screen.getByRole('button', { name: 'Complete trip' }));
  return { view, dialog: await screen.findByRole('dialog', { name: 'Complete trip' }) };
}

const CHECK = 'I walked the whole bus and no child is on board';
const REQUIRED = 'Walk the whole bus and confirm that no child is on board before completing the trip.';

describe('Completing a trip on the run sheet', () => {
  it('refuses without the empty-bus check, then sends it with the Trip Completed event and its position', async () => {
    atTheGate();
    const user = userEvent.setup();
    const { view, dialog } = await openCompletion(user);
    const check = within(dialog).getByRole('checkbox', { name: CHECK });
    expect((check as HTMLInputElement).checked).toBe(false);
    // The check comes first, and has the focus.
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(within(dialog).getByText(/Check every seat, from the front to the back/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Odometer reading (km)'), '12541');
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));
    expect(within(dialog).getByText(REQUIRED)).toBeTruthy();
    expect(check.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
    expect(await runSheetDb.outbox.count()).toBe(0);

    // By keyboard, as on a phone with a keyboard attached.
    check.focus();
    await user.keyboard(' ');
    expect(within(dialog).queryByText(REQUIRED)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      trip: 'trip-1',
      event_type: 7,
      odometer: 12541,
      empty_bus_checked: true,
      latitude: -1.2804,
      longitude: 36.8219,
    });
    view.unmount();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('keeps the check with the event on the phone and sends it once the connection returns', async () => {
    const user = userEvent.setup();
    const { dialog } = await openCompletion(user);
    online = false;
    reachable = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(within(dialog).getByRole('checkbox', { name: CHECK }));
    await user.type(within(dialog).getByLabelText('Odometer reading (km)'), '12541');
    await user.click(within(dialog).getByRole('button', { name: 'Complete trip' }));

    expect(await screen.findByText('1 waiting to send')).toBeTruthy();
    const [kept] = await runSheetDb.outbox.toArray();
    expect(kept?.event).toMatchObject({ event_type: 7, odometer: 12541, empty_bus_checked: true });
    expect(posted).toEqual([]);

    online = true;
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      event_type: 7,
      empty_bus_checked: true,
      client_key: kept?.event.client_key,
    });
  });
});
