import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VehiclePersonnel } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { VehiclePersonnelPage } from './vehicle-personnel-page';

// An assignment refused for an expired document (issue 25 §3): the document under its field, and for
// a manager a reason to save it anyway with; for a Transport Officer the refusal alone.

const VEHICLE = '7c0e6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const DRIVER = '3d9a1c2b-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
const ASSIGNMENT: VehiclePersonnel = {
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  vehicle: VEHICLE,
  vehicle_details: { id: VEHICLE, registration_number: 'KBZ 412A', code: 'BUS-01' },
  driver: DRIVER,
  driver_name: 'Juma Otieno',
  start_date: '2026-01-05',
  end_date: '2026-03-31',
  is_active: true,
};
const LICENCE = "Juma Otieno's Driving Licence expired on November 3, 2026.";
const HINT = 'A School Administrator or Transport Manager can go ahead anyway by giving a reason.';
const REASON = 'Licence renewal receipt seen; new card due Friday.';
const emptyPage = () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
let puts: Record<string, unknown>[];
const server = setupServer(
  http.get(`${API}/transport/vehicle-personnel/`, () =>
    HttpResponse.json({ count: 1, next: null, previous: null, results: [ASSIGNMENT] }),
  ),
  http.put(`${API}/transport/vehicle-personnel/:id/`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push(body);
    if (body.document_override_reason) return HttpResponse.json(ASSIGNMENT);
    return HttpResponse.json({ driver: [LICENCE], document_override_reason: [HINT] }, { status: 400 });
  }),
  http.get(`${API}/transport/vehicles/`, emptyPage),
  http.get(`${API}/employees/`, emptyPage),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  puts = [];
});
afterEach(() => server.resetHandlers());

async function saveRefused(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<VehiclePersonnelPage />, '/fleet/personnel');
  const [edit] = await screen.findAllByRole('button', { name: /^Edit .*Juma Otieno/ });
  await user.click(edit!);
  const dialog = screen.getByRole('dialog', { name: 'Edit Personnel Assignment' });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText(LICENCE)).toBeTruthy();
  expect(within(dialog).getByText(HINT)).toBeTruthy();
  return dialog;
}

describe('Saving an assignment with an expired document', () => {
  it('lets a Transport Manager save it with a reason', async () => {
    signInAs(200);
    const user = userEvent.setup({ delay: null });
    const dialog = await saveRefused(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Override with a reason' }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Personnel assignment updated successfully')).toBeTruthy();
    expect(puts.map((body) => body.document_override_reason)).toEqual([undefined, REASON]);
    // Two saves of a whole form on a machine shared with the API tests.
  }, 60_000);

  it('gives a Transport Officer the refusal and no reason to type', async () => {
    signInAs(403);
    const user = userEvent.setup({ delay: null });
    const dialog = await saveRefused(user);
    expect(within(dialog).queryByRole('textbox', { name: 'Override with a reason' })).toBeNull();
    expect(puts).toHaveLength(1);
  });
});
