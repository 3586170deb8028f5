import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared/i18n/locales';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { afternoon, page, scheduled, withStops } from '../../test/trip-fixtures.test-helpers';
import { TripDetailsPage } from './trip-details-page';

// The empty-bus check on the office's side (issue 25 §2): completing a trip asks for the driver's
// confirmation and sends it; a refusal of the server shows under it; Trip Details shows, for every
// completed trip, when and where it was confirmed, or that it was not recorded.

const TRIP = `${API}/transport/trips/:id/`;
const REQUIRED = 'Walk the whole bus and confirm that no child is on board before completing the trip.';
const CONFIRMED = 'The driver confirmed that they walked the whole bus and no child is on board';
let trip: TripDetail;
let patches: unknown[];
let patchAnswer: (() => Response) | null;
const server = setupServer(
  http.get(TRIP, () => HttpResponse.json(trip)),
  http.patch(TRIP, async ({ request }) => {
    patches.push(await request.json());
    if (patchAnswer) return patchAnswer();
    // A completion from the office: the check's time, no position.
    trip = {
      ...trip,
      status: 3,
      status_title: 'Completed',
      empty_bus_checked_at: '2026-03-05T13:05:00Z',
    };
    return HttpResponse.json(trip);
  }),
  http.get(`${API}/transport/trip-events/`, () => page([])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  trip = withStops({ ...scheduled, status: 2, status_title: 'Active', odometer_start: 12480 });
  patches = [];
  patchAnswer = null;
  signInAs(200, 'Africa/Nairobi');
});
afterEach(() => server.resetHandlers());

function renderTrip(locale: Locale = 'en') {
  return renderScreen(
    <Routes>
      <Route path="/trips/trip-details/:tripId" element={<TripDetailsPage />} />
    </Routes>,
    `/trips/trip-details/${trip.id}`,
    locale,
  );
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

async function fillCompletion(user: ReturnType<typeof userEvent.setup>) {
  renderTrip();
  await user.click(await screen.findByRole('button', { name: 'Complete Trip' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete Trip' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Detail' }), 'All riders dropped off');
  await user.type(within(dialog).getByRole('textbox', { name: 'Odometer End' }), '12512');
  return dialog;
}

describe('Completing a trip from the office', () => {
  it('asks for the driver’s empty-bus check, sends it, and shows it on the trip', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await fillCompletion(user);
    const check = within(dialog).getByRole('checkbox', { name: CONFIRMED });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Trip' }));
    expect(within(dialog).getByText(REQUIRED)).toBeTruthy();
    expect(check.getAttribute('aria-invalid')).toBe('true');
    expect(patches).toEqual([]);

    await user.click(check);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Trip' }));
    expect(await screen.findByText('Trip completed successfully')).toBeTruthy();
    expect(patches).toEqual([
      { status: 3, detail: 'All riders dropped off', odometer: 12512, empty_bus_checked: true },
    ]);
    // 13:05 UTC is 16:05 in Nairobi, the school's zone.
    await waitFor(() => expect(field('Empty-Bus Check')).toBe('16:05, position not recorded'));
  });

  it('shows the server’s refusal of the check under it, and keeps the modal open', async () => {
    patchAnswer = () => HttpResponse.json({ empty_bus_checked: [REQUIRED] }, { status: 400 });
    const user = userEvent.setup({ delay: null });
    const dialog = await fillCompletion(user);
    const check = within(dialog).getByRole('checkbox', { name: CONFIRMED });
    await user.click(check);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Trip' }));
    expect(await within(dialog).findByText(REQUIRED)).toBeTruthy();
    expect(check.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Complete Trip' })).toBeTruthy();
  });

  it('asks nothing of the check when a trip is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    renderTrip();
    await user.click(await screen.findByRole('button', { name: 'Cancel Trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Trip' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});

describe('The empty-bus check on Trip Details', () => {
  it('shows when and where the driver confirmed it', async () => {
    trip = withStops(afternoon);
    renderTrip();
    await screen.findByRole('heading', { level: 1, name: 'Karen Afternoon' });
    expect(field('Empty-Bus Check')).toBe('16:05 at -1.31920, 36.70731');
  });

  it('says it was not recorded for a trip completed without it, and is not shown before completion', async () => {
    trip = withStops({
      ...afternoon,
      empty_bus_checked_at: null,
      empty_bus_latitude: null,
      empty_bus_longitude: null,
    });
    const view = renderTrip();
    await screen.findByRole('heading', { level: 1, name: 'Karen Afternoon' });
    expect(field('Empty-Bus Check')).toBe('Not recorded');
    view.unmount();

    trip = withStops(scheduled);
    renderTrip();
    await screen.findByRole('heading', { level: 1, name: 'Westlands Morning' });
    expect(screen.queryByText('Empty-Bus Check')).toBeNull();
  });

  it('speaks Kiswahili: the check on the trip and in the completion', async () => {
    trip = withStops(afternoon);
    const view = renderTrip('sw');
    await screen.findByRole('heading', { level: 1, name: 'Karen Afternoon' });
    expect(field('Ukaguzi wa Basi Tupu')).toBe('16:05, mahali: -1.31920, 36.70731');
    view.unmount();

    trip = withStops({ ...scheduled, status: 2, status_title: 'Active' });
    const user = userEvent.setup({ delay: null });
    renderTrip('sw');
    await user.click(await screen.findByRole('button', { name: 'Kamilisha Safari' }));
    const dialog = screen.getByRole('dialog', { name: 'Kamilisha Safari' });
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Dereva amethibitisha kwamba amekagua basi lote na hakuna mtoto aliyebaki ndani',
      }),
    ).toBeTruthy();
  });
});
