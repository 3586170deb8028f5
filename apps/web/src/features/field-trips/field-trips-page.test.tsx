import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { FieldTripsPage } from './field-trips-page';
import { fieldTrip, fieldTripHandlers, scheduledTrip, TRIP_ID, type Sent } from './field-trips.test-helpers';

// Trips → Field Trips as a list against a fake school server (msw): the columns, the filters and the
// search in the address and the list call, and the view switch.

const state: { trip: FieldTripDetail } = { trip: fieldTrip() };
let sent: Sent;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state.trip = fieldTrip();
  sent = { lists: [], calls: [] };
  server.use(...fieldTripHandlers(state, sent));
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Field Trips' });
const lastQuery = () => Object.fromEntries(sent.lists.at(-1)!);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('FieldTripsPage (list)', () => {
  it('lists each trip with its date, times, passengers, status, who asked and the step whose turn it is', async () => {
    renderScreen(<FieldTripsPage />, '/trips/field-trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Field Trips' })).toBeTruthy();
    const link = await within(table()).findByRole('link', { name: 'Grade 6 museum visit' });
    expect(link.getAttribute('href')).toBe(`/trips/field-trips/${TRIP_ID}`);
    const row = link.closest('tr')!;
    for (const text of [
      'National Museum, Nairobi',
      'November 12, 2026',
      '08:30–15:00',
      '60',
      'Requested',
      'Grace Achieng',
      'Head teacher',
      'School Administrator',
    ])
      expect(row.textContent).toContain(text);
    expect(screen.getByText('1 field trip')).toBeTruthy();
  });

  it('shows the vehicles of a scheduled trip where the next step was', async () => {
    state.trip = scheduledTrip();
    renderScreen(<FieldTripsPage />, '/trips/field-trips');
    const row = (await within(table()).findByRole('link', { name: 'Grade 6 museum visit' })).closest('tr')!;
    expect(row.textContent).toContain('Scheduled');
    expect(row.textContent).toContain('KBZ 412A and KCA 100B');
  });

  it('filters by status and by what awaits my decision, and searches, all in the list call', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<FieldTripsPage />, '/trips/field-trips');
    await within(table()).findByRole('link', { name: 'Grade 6 museum visit' });
    await choose(user, 'Status', 'Approved');
    await waitFor(() => expect(lastQuery().status).toBe('approved'));
    await user.click(screen.getByRole('switch', { name: 'Awaiting my decision' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'approved', awaiting_me: 'true' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search field trips...' }), 'museum');
    await waitFor(() => expect(lastQuery().search).toBe('museum'));
    expect(router.state.location.search).toContain('awaiting_me=true');
    expect(router.state.location.search).toContain('status=approved');
  });

  it('offers a teacher Request Field Trip but no decisions to wait for', async () => {
    signInAs(404);
    renderScreen(<FieldTripsPage />, '/trips/field-trips');
    await within(table()).findByRole('link', { name: 'Grade 6 museum visit' });
    expect(screen.getByRole('button', { name: 'Request Field Trip' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Awaiting my decision' })).toBeNull();
  });

  it('switches to the calendar and keeps the view in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<FieldTripsPage />, '/trips/field-trips');
    await within(table()).findByRole('link', { name: 'Grade 6 museum visit' });
    await user.click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(router.state.location.search).toBe('?view=calendar');
    expect(screen.queryByRole('table', { name: 'Field Trips' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
  });
});
