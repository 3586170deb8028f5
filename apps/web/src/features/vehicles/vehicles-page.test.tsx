import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { VehiclesPage } from './vehicles-page';

// The Vehicles screen in Kiswahili against a fake school server (msw).

const VEHICLES: Vehicle[] = [
  { id: 'v1', registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true },
];
const server = setupServer(
  http.get(`${API}/transport/vehicles/`, () =>
    HttpResponse.json({ count: VEHICLES.length, next: null, previous: null, results: VEHICLES }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('VehiclesPage in Kiswahili', () => {
  it('shows its heading, columns and form in Kiswahili', async () => {
    renderScreen(<VehiclesPage />, '/fleet/vehicles', 'sw');
    expect(await screen.findByText('KBZ 412A')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Usimamizi wa Magari' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Magari' });
    expect(table.textContent).toContain('Namba ya Usajili');
    expect(table.textContent).toContain('Idadi ya Juu ya Viti');

    await userEvent.click(screen.getByRole('button', { name: 'Ongeza Gari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ongeza Gari Jipya' });
    expect(within(dialog).getByRole('button', { name: 'Ongeza Gari' })).toBeTruthy();
    expect(screen.getByLabelText(/Idadi ya Juu ya Viti/)).toBeTruthy();
  }, 60_000);
});
