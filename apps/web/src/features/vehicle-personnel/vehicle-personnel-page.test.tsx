import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VehiclePersonnel } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { VehiclePersonnelPage } from './vehicle-personnel-page';

// The Personnel screen in Kiswahili against a fake school server (msw).

const ASSIGNMENTS: VehiclePersonnel[] = [
  {
    id: 'p1',
    vehicle: 'v1',
    vehicle_details: { id: 'v1', registration_number: 'KBZ 412A', code: 'BUS-01' },
    driver: 'e1',
    driver_name: 'Juma Otieno',
    start_date: '2026-01-05',
    end_date: '2026-03-31',
    is_active: true,
  },
];
const server = setupServer(
  http.get(`${API}/transport/vehicle-personnel/`, () =>
    HttpResponse.json({ count: ASSIGNMENTS.length, next: null, previous: null, results: ASSIGNMENTS }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('VehiclePersonnelPage in Kiswahili', () => {
  it('shows its heading, columns and buttons in Kiswahili', async () => {
    renderScreen(<VehiclePersonnelPage />, '/fleet/personnel', 'sw');
    expect(await screen.findByText('Juma Otieno')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Usimamizi wa Wafanyakazi wa Magari' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('Jina la Dereva');
    expect(table.textContent).toContain('KBZ 412A (BUS-01)');
    expect(screen.getByRole('button', { name: /Panga Wafanyakazi wa Magari/ })).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /Mgao wa Juma Otieno kwa KBZ 412A/ }).length,
    ).toBeGreaterThan(0);
  });
});
