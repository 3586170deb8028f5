import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InspectionDetail, InspectionInput } from '@app/shared/inspections/inspection.schemas';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { runSheetDb } from './run-sheet-db';
import { morningTrip } from './run-sheet-fixtures.test-helpers';
import { RunSheetPage } from './run-sheet-page';

// The pre-trip inspection on the run sheet against a fake school server (msw): the checklist of the
// trip's vehicle type, each item answered (a defect with its note), the inspection posted and its
// photos sent after it; a major defect takes the vehicle out of service and Start stays closed.

let trip: TripDetail;
let required: boolean;
let posted: InspectionInput[];
let photos: { path: string; file: File }[];
let online: boolean;

const CHECKLIST = [
  { id: 'c2', title: 'Tyres', position: 2 },
  { id: 'c1', title: 'Brakes', position: 1 },
  { id: 'c3', title: 'First-aid kit', position: 3 },
];

/** What the fake server makes of an inspection: its result and, for a major defect, the vehicle off the road. */
function record(input: InspectionInput): InspectionDetail {
  const outcomes = input.items.map((item) => item.outcome);
  const result = outcomes.includes('major') ? 'major' : outcomes.includes('minor') ? 'minor' : 'pass';
  const inspection: InspectionDetail = {
    id: `inspection-${posted.length}`,
    vehicle: input.vehicle,
    vehicle_label: 'KDA 123A',
    trip: input.trip ?? null,
    kind: input.kind,
    result,
    performed_at: '2026-03-03T04:02:00Z',
    performed_by_name: 'Daniel Mwangi',
    minor_count: outcomes.filter((outcome) => outcome === 'minor').length,
    major_count: outcomes.filter((outcome) => outcome === 'major').length,
    notes: input.notes ?? '',
    latitude: null,
    longitude: null,
    cleared_at: null,
    cleared_by_name: null,
    clear_note: null,
    items: input.items.map((item, index) => ({
      id: `finding-${index + 1}`,
      checklist_item: item.checklist_item,
      title: CHECKLIST.find((entry) => entry.id === item.checklist_item)?.title ?? '',
      position: index + 1,
      outcome: item.outcome,
      note: item.note ?? '',
      has_photo: false,
    })),
  };
  trip = {
    ...trip,
    vehicle_out_of_service: trip.vehicle_out_of_service || result === 'major',
    inspections: [
      ...trip.inspections,
      { id: inspection.id, kind: input.kind, result, performed_at: inspection.performed_at },
    ],
  };
  return inspection;
}

const server = setupServer(
  http.get(`${API}/transport/run-sheet/`, () =>
    HttpResponse.json({
      date: '2026-03-03',
      trips: [trip],
      checklists: { bus: CHECKLIST },
      inspection_required: required,
    } satisfies RunSheet),
  ),
  http.post(`${API}/transport/inspections/`, async ({ request }) => {
    const input = (await request.json()) as InspectionInput;
    posted.push(input);
    return HttpResponse.json(record(input), { status: 201 });
  }),
  http.put(`${API}/transport/inspections/:id/items/:item/photo/`, async ({ request }) => {
    const form = await request.formData();
    photos.push({ path: new URL(request.url).pathname, file: form.get('photo') as File });
    return HttpResponse.json({});
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());
beforeEach(async () => {
  trip = morningTrip();
  required = true;
  posted = [];
  photos = [];
  online = true;
  await runSheetDb.outbox.clear();
  await runSheetDb.savedSheets.clear();
  signInAs(401);
});
afterEach(() => server.resetHandlers());

async function openTrip(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<RunSheetPage />, '/run-sheet');
  await user.click(await screen.findByRole('button', { name: /R-12 Westlands Morning/ }));
}

async function openChecklist(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Inspect vehicle' }));
  return screen.findByRole('dialog', { name: 'Pre-trip inspection: KDA 123A (BUS-4)' });
}

const answer = (dialog: HTMLElement, item: string, outcome: string) =>
  within(within(dialog).getByRole('radiogroup', { name: item })).getByRole('radio', { name: outcome });

describe('the run sheet’s pre-trip inspection', () => {
  it('keeps Start closed until the required inspection passes, and asks for a note for each defect', async () => {
    const user = userEvent.setup();
    await openTrip(user);
    expect(screen.getByText('This school requires a pre-trip inspection before Start.')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start trip' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(start.getAttribute('aria-describedby')).toBeTruthy();

    const dialog = await openChecklist(user);
    // In the checklist's order.
    const titles = within(dialog)
      .getAllByText(/^(Brakes|Tyres|First-aid kit)$/)
      .map((node) => node.textContent);
    expect(titles).toEqual(['Brakes', 'Tyres', 'First-aid kit']);

    // Nothing answered: each item says so, and the first takes the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Submit inspection' }));
    expect(within(dialog).getAllByText('Choose OK, Minor defect or Major defect')).toHaveLength(3);
    expect(document.activeElement).toBe(answer(dialog, 'Brakes', 'OK'));
    expect(posted).toHaveLength(0);

    await user.click(answer(dialog, 'Brakes', 'OK'));
    await user.click(answer(dialog, 'Tyres', 'Minor defect'));
    await user.click(answer(dialog, 'First-aid kit', 'OK'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit inspection' }));
    // A defect says what is wrong (the server's words).
    expect(await within(dialog).findByText('Say what is wrong')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/What is wrong/), '  Front left tyre worn ');
    const photo = new File(['jpeg bytes'], 'tyre.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Washed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit inspection' }));

    expect(await within(dialog).findByText('Inspection recorded')).toBeTruthy();
    expect(within(dialog).getByText(/1 minor defect was recorded/)).toBeTruthy();
    expect(posted).toEqual([
      {
        vehicle: 'vehicle-1',
        trip: 'trip-1',
        kind: 'pre_trip',
        items: [
          { checklist_item: 'c1', outcome: 'ok', note: '' },
          { checklist_item: 'c2', outcome: 'minor', note: 'Front left tyre worn' },
          { checklist_item: 'c3', outcome: 'ok', note: '' },
        ],
        notes: 'Washed',
      },
    ]);
    // The photo goes to the finding the server made of its item, after the inspection.
    await waitFor(() => expect(photos).toHaveLength(1));
    expect(photos[0]!.path).toBe('/api/transport/inspections/inspection-1/items/finding-2/photo/');
    expect(await photos[0]!.file.text()).toBe('jpeg bytes');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start trip' }).hasAttribute('disabled')).toBe(false),
    );
    const made = screen.getByRole('list', { name: 'Inspections of this trip' });
    expect(made.textContent).toContain('Pre-trip inspection at 04:02');
    expect(made.textContent).toContain('Minor defects');
  }, 60_000);

  it('takes the vehicle out of service on a major defect: Start stays closed and says why', async () => {
    const user = userEvent.setup();
    required = false;
    await openTrip(user);
    expect(screen.getByText('A pre-trip inspection is recommended before Start.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start trip' }).hasAttribute('disabled')).toBe(false);

    const dialog = await openChecklist(user);
    await user.click(answer(dialog, 'Brakes', 'Major defect'));
    await user.type(within(dialog).getByLabelText(/What is wrong/), 'Brake pedal goes to the floor');
    await user.click(answer(dialog, 'Tyres', 'OK'));
    await user.click(answer(dialog, 'First-aid kit', 'OK'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit inspection' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Vehicle out of service — a manager must clear it');
    expect(posted[0]!.items[0]).toEqual({
      checklist_item: 'c1',
      outcome: 'major',
      note: 'Brake pedal goes to the floor',
    });
    expect(photos).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start trip' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByText('Vehicle out of service — a manager must clear it')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Inspections of this trip' }).textContent).toContain(
      'Major defect',
    );
  }, 60_000);

  it('offers a post-trip inspection once the trip is completed', async () => {
    const user = userEvent.setup();
    trip = morningTrip({ status: 3, status_title: 'Completed', odometer_start: 12500, odometer_end: 12540 });
    await openTrip(user);
    expect(screen.queryByRole('button', { name: 'Inspect vehicle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post-trip inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post-trip inspection: KDA 123A (BUS-4)' });
    for (const item of ['Brakes', 'Tyres', 'First-aid kit']) await user.click(answer(dialog, item, 'OK'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit inspection' }));
    expect(await within(dialog).findByText('No defects were found.')).toBeTruthy();
    expect(posted[0]).toMatchObject({ trip: 'trip-1', kind: 'post_trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // One is enough: the button goes once it is made.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post-trip inspection' })).toBeNull());
    expect(screen.getByRole('list', { name: 'Inspections of this trip' }).textContent).toContain('Passed');
  }, 60_000);

  it('says an inspection needs a connection rather than keeping it on the phone', async () => {
    const user = userEvent.setup();
    await openTrip(user);
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const dialog = await openChecklist(user);
    expect(
      within(dialog).getByText(/You are offline. An inspection is sent only with a connection/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit inspection' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
