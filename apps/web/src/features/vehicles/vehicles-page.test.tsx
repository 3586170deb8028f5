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
  {
    id: 'v1',
    registration_number: 'KBZ 412A',
    code: 'BUS-01',
    max_capacity: 33,
    is_active: true,
    vehicle_type: 'bus',
    out_of_service: true,
    out_of_service_since: '2026-03-03T04:02:00Z',
    out_of_service_inspection: 'i1',
  },
];
let documentCalls: URL[];
const server = setupServer(
  http.get(`${API}/transport/vehicles/`, () =>
    HttpResponse.json({ count: VEHICLES.length, next: null, previous: null, results: VEHICLES }),
  ),
  http.get(`${API}/transport/documents/`, ({ request }) => {
    documentCalls.push(new URL(request.url));
    return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  documentCalls = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

describe('VehiclesPage in Kiswahili', () => {
  it('shows its heading, columns and form in Kiswahili', async () => {
    renderScreen(<VehiclesPage />, '/fleet/vehicles', 'sw');
    expect(await screen.findByText('KBZ 412A')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Usimamizi wa Magari' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Magari' });
    expect(table.textContent).toContain('Namba ya Usajili');
    expect(table.textContent).toContain('Idadi ya Juu ya Viti');
    // Issue 25 §1: a major defect not cleared, and the vehicle's inspections beside its documents.
    expect(within(table).getByText('Limezuiwa kutumika')).toBeTruthy();
    expect(within(table).getByRole('button', { name: /Ukaguzi KBZ 412A/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ongeza Gari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ongeza Gari Jipya' });
    expect(within(dialog).getByRole('button', { name: 'Ongeza Gari' })).toBeTruthy();
    expect(screen.getByLabelText(/Idadi ya Juu ya Viti/)).toBeTruthy();
    // A new vehicle is a bus unless said otherwise.
    expect(within(dialog).getByDisplayValue('Basi')).toBeTruthy();
  }, 60_000);
});

describe('VehiclesPage', () => {
  it("opens a vehicle's documents from its row (issue 25 §3)", async () => {
    renderScreen(<VehiclesPage />, '/fleet/vehicles');
    const row = (await screen.findByText('KBZ 412A')).closest('tr')!;
    const named = within(row).getAllByRole('button', { name: /^(Edit|Delete|Documents) KBZ 412A$/ });
    expect(named.map((button) => button.textContent)).toEqual(['Edit', 'Delete', 'Documents']);
    await userEvent.click(within(row).getByRole('button', { name: 'Documents KBZ 412A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documents: KBZ 412A' });
    expect(await within(dialog).findByText('No documents yet. Add the first one.')).toBeTruthy();
    expect(documentCalls.at(-1)!.searchParams.get('vehicle')).toBe('v1');
  }, 60_000);
});
