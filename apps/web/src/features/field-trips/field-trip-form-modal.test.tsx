import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { calendarDate } from '@app/shared/i18n/formats';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { FieldTripDetailsPage } from './field-trip-details-page';
import { FieldTripsPage } from './field-trips-page';
import {
  fieldTrip,
  fieldTripHandlers,
  OTHER_ID,
  TRIP_ID,
  TRIPS,
  type Sent,
} from './field-trips.test-helpers';

// Request Field Trip and Edit Request against a fake school server (msw): the shared schema's messages
// in English and in Kiswahili, the server's 400 under its field, and the new request opened.

const state: { trip: FieldTripDetail } = { trip: fieldTrip() };
let sent: Sent;
let posted: unknown[];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.trip = fieldTrip();
  sent = { lists: [], calls: [] };
  posted = [];
  server.use(
    http.post(TRIPS, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      // The first request names a day the school's clock has passed: the server's word for it.
      if (posted.length === 1)
        return HttpResponse.json(
          { trip_date: ['A field trip cannot be asked for a day that has passed'] },
          { status: 400 },
        );
      return HttpResponse.json({ ...fieldTrip(), ...body, id: OTHER_ID }, { status: 201 });
    }),
    ...fieldTripHandlers(state, sent),
  );
  signInAs(404);
});
afterEach(() => server.resetHandlers());

type User = ReturnType<typeof userEvent.setup>;
const routes = (
  <Routes>
    <Route path="/trips/field-trips" element={<FieldTripsPage />} />
    <Route path="/trips/field-trips/:tripId" element={<FieldTripDetailsPage />} />
  </Routes>
);

async function openRequest(user: User, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

describe('Request Field Trip', () => {
  it('says what is missing or wrong, puts the server’s refusal under its field, and opens the new request', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(routes, '/trips/field-trips');
    const dialog = await openRequest(user, 'Request Field Trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    for (const message of [
      'Purpose is required',
      'Destination is required',
      'Date is required',
      'Departure time is required',
      'Return time is required',
      'Passengers must be a whole number from 1 to 1,000',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Purpose/), 'Grade 4 farm visit');
    await user.type(within(dialog).getByLabelText(/^Destination/), 'Kiambu tea farm');
    await user.click(within(dialog).getByRole('button', { name: /^Date/ }));
    // The school's today: the first day the calendar offers.
    const today = calendarDate('UTC');
    await user.click(screen.getByRole('button', { name: dayjs(today).format('D MMMM YYYY') }));
    await user.type(within(dialog).getByLabelText(/^Departs/), '15:00');
    await user.type(within(dialog).getByLabelText(/^Returns/), '08:00');
    await user.type(within(dialog).getByLabelText(/^Passengers/), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Return time must be after departure time')).toBeTruthy();
    expect(posted).toHaveLength(0);

    const returns = within(dialog).getByLabelText(/^Returns/);
    await user.clear(returns);
    await user.type(returns, '16:30');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByText('A field trip cannot be asked for a day that has passed'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Field trip requested successfully')).toBeTruthy();
    expect(posted[1]).toEqual({
      title: 'Grade 4 farm visit',
      destination: 'Kiambu tea farm',
      trip_date: today,
      departs_at: '15:00:00',
      returns_at: '16:30:00',
      passengers: 45,
      vehicles_needed: 1,
      notes: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trips/field-trips/${OTHER_ID}`));
  }, 60_000);

  it('says the form’s messages in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(routes, '/trips/field-trips', 'sw');
    const dialog = await openRequest(user, 'Omba Safari ya Masomo');
    await user.click(within(dialog).getByRole('button', { name: 'Tuma Ombi' }));
    for (const message of [
      'Madhumuni yanahitajika',
      'Mahali pa kwenda panahitajika',
      'Tarehe inahitajika',
      'Saa ya kuondoka inahitajika',
      'Saa ya kurudi inahitajika',
      'Idadi ya abiria iwe namba kamili kuanzia 1 hadi 1,000',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    const vehicles = within(dialog).getByLabelText(/^Magari yanayohitajika/);
    await user.clear(vehicles);
    await user.type(vehicles, '21');
    await user.click(within(dialog).getByRole('button', { name: 'Tuma Ombi' }));
    expect(
      await within(dialog).findByText('Idadi ya magari yanayohitajika iwe namba kamili kuanzia 1 hadi 20'),
    ).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('edits a request no step has decided on yet, from its own screen', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(routes, `/trips/field-trips/${TRIP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Field Trip Request' });
    expect(within(dialog).getByLabelText(/^Departs/)).toHaveProperty('value', '08:30');
    const passengers = within(dialog).getByLabelText(/^Passengers/);
    await user.clear(passengers);
    await user.type(passengers, '64');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Field trip request updated successfully')).toBeTruthy();
    expect(sent.calls[0]).toMatchObject({
      path: 'edit',
      body: { passengers: 64, departs_at: '08:30:00', trip_date: '2026-11-12' },
    });
  }, 60_000);
});
