import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { page, scheduled, withStops } from '../../test/trip-fixtures.test-helpers';
import { TripDetailsPage } from './trip-details-page';

// A start refused for an expired document (issue 25 §3): the office reads what expired; a manager
// may give a reason and start anyway, or give leave beforehand; Trip Details shows the leave given.

const TRIP = `${API}/transport/trips/:id/`;
const INSURANCE = "KDC 1A's Insurance Certificate expired on November 1, 2026.";
const LICENCE = "Grace Atieno's Driving Licence expired on November 3, 2026.";
const HINT = 'A School Administrator or Transport Manager can go ahead anyway by giving a reason.';
const REASON = 'Renewal paid; the certificate arrives tomorrow.';
let trip: TripDetail;
let patches: Record<string, unknown>[];
const refusal = () =>
  HttpResponse.json({ status: [INSURANCE, LICENCE], document_override_reason: [HINT] }, { status: 400 });
const server = setupServer(
  http.get(TRIP, () => HttpResponse.json(trip)),
  http.patch(TRIP, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push(body);
    if (!body.document_override_reason) return refusal();
    trip = {
      ...trip,
      status: body.status === 2 ? 2 : trip.status,
      document_override_reason: String(body.document_override_reason),
      document_override_by: 'u1',
      document_override_by_name: 'Amani Otieno',
      document_override_at: '2026-03-05T05:30:00Z',
    };
    return HttpResponse.json(trip);
  }),
  http.get(`${API}/transport/trip-events/`, () => page([])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  trip = withStops(scheduled);
  patches = [];
});
afterEach(() => server.resetHandlers());

function renderTrip() {
  return renderScreen(
    <Routes>
      <Route path="/trips/trip-details/:tripId" element={<TripDetailsPage />} />
    </Routes>,
    `/trips/trip-details/${trip.id}`,
  );
}

async function startRefused(user: ReturnType<typeof userEvent.setup>) {
  renderTrip();
  await user.click(await screen.findByRole('button', { name: 'Start Trip' }));
  const dialog = screen.getByRole('dialog', { name: 'Start Trip' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Detail' }), 'Leaving the depot');
  await user.click(within(dialog).getByRole('button', { name: 'Start Trip' }));
  expect(await within(dialog).findByText(INSURANCE)).toBeTruthy();
  expect(within(dialog).getByText(LICENCE)).toBeTruthy();
  return dialog;
}

describe('Starting a trip with an expired document', () => {
  it('shows a manager what expired and starts it with their reason', async () => {
    signInAs(200, 'Africa/Nairobi');
    const user = userEvent.setup({ delay: null });
    const dialog = await startRefused(user);
    const reason = within(dialog).getByRole('textbox', { name: 'Override with a reason' });
    expect(within(dialog).getByText(HINT)).toBeTruthy();
    await user.click(reason);
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Start Trip' }));
    expect(await screen.findByText('Trip started successfully')).toBeTruthy();
    // Sent as JSON: what is undefined is left out.
    expect(patches).toEqual([
      { status: 2, detail: 'Leaving the depot' },
      { status: 2, detail: 'Leaving the depot', document_override_reason: REASON },
    ]);
    // Two submissions of the modal on a machine shared with the API tests.
  }, 60_000);

  it('shows a Transport Officer what expired and who may override, with no reason to give', async () => {
    signInAs(403);
    const user = userEvent.setup({ delay: null });
    const dialog = await startRefused(user);
    expect(within(dialog).getByText(HINT)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Override with a reason' })).toBeNull();
    expect(patches).toHaveLength(1);
  });
});

describe('Leave to start on Trip Details', () => {
  it('lets a manager give it beforehand, then shows the reason, who and when', async () => {
    signInAs(100, 'Africa/Nairobi');
    const user = userEvent.setup({ delay: null });
    renderTrip();
    await user.click(await screen.findByRole('button', { name: 'Allow Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Allow the trip to start' });
    await user.click(within(dialog).getByRole('button', { name: 'Allow Start' }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await user.click(within(dialog).getByRole('textbox', { name: 'Override with a reason' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Allow Start' }));
    expect(await screen.findByText('The trip may now be started.')).toBeTruthy();
    expect(patches).toEqual([{ document_override_reason: REASON }]);
    const override = screen.getByText('Document override', { selector: 'dt' }).nextElementSibling!;
    // 05:30 UTC is 08:30 in Nairobi, the school's zone.
    await waitFor(() => expect(override.textContent).toContain(REASON));
    expect(override.textContent).toContain('Given by Amani Otieno on March 5, 2026 at 8:30 AM');
    expect(screen.queryByRole('button', { name: 'Allow Start' })).toBeNull();
  });

  it('is not offered to a Transport Officer', async () => {
    signInAs(403);
    renderTrip();
    await screen.findByRole('button', { name: 'Start Trip' });
    expect(screen.queryByRole('button', { name: 'Allow Start' })).toBeNull();
  });
});
