import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Inspection, InspectionDetail } from '@app/shared/inspections/inspection.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { VehicleInspectionsModal } from './vehicle-inspections-modal';

// A vehicle's inspections from the Vehicles list against a fake school server (msw): the history a
// page at a time, one inspection's findings with a defect's photo, and a major defect cleared by a
// manager with a note (and only by a manager).

const INSPECTIONS = `${API}/transport/inspections/`;
let asked: URLSearchParams[];
let cleared: { id: string; body: unknown }[];
let photoAsked: URLSearchParams | null;

const inspection = (id: string, patch: Partial<Inspection>): Inspection => ({
  id,
  vehicle: 'v1',
  vehicle_label: 'KBZ 412A',
  trip: 'trip-1',
  kind: 'pre_trip',
  result: 'pass',
  performed_at: '2026-03-03T04:02:00Z',
  performed_by_name: 'Daniel Mwangi',
  minor_count: 0,
  major_count: 0,
  notes: '',
  latitude: null,
  longitude: null,
  cleared_at: null,
  cleared_by_name: null,
  clear_note: null,
  ...patch,
});

let major: InspectionDetail;
const history = (): Inspection[] => [
  // The list's rows are the inspections without their findings.
  Object.fromEntries(Object.entries(major).filter(([key]) => key !== 'items')) as Inspection,
  inspection('i2', {
    kind: 'post_trip',
    result: 'minor',
    minor_count: 1,
    performed_at: '2026-03-02T13:30:00Z',
  }),
  // Twelve in all: two pages of ten.
  ...Array.from({ length: 10 }, (_, index) =>
    inspection(`old-${index}`, { performed_at: `2026-02-${String(10 + index)}T04:00:00Z` }),
  ),
];

const server = setupServer(
  http.get(INSPECTIONS, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const page = Number(query.get('page') ?? 1);
    const all = history();
    const results = all.slice((page - 1) * 10, page * 10);
    return HttpResponse.json({ count: all.length, next: null, previous: null, results });
  }),
  http.get(`${INSPECTIONS}i1/`, () => HttpResponse.json(major)),
  http.get(`${INSPECTIONS}i1/items/f1/photo/`, ({ request }) => {
    photoAsked = new URL(request.url).searchParams;
    return new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
  }),
  http.post(`${INSPECTIONS}i1/clear/`, async ({ request }) => {
    const body = (await request.json()) as { note: string };
    cleared.push({ id: 'i1', body });
    major = {
      ...major,
      cleared_at: '2026-03-03T06:00:00Z',
      cleared_by_name: 'Ann Bee',
      clear_note: body.note,
    };
    return HttpResponse.json(major);
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = (blob: Blob) => `blob:test/${blob.size}`;
  URL.revokeObjectURL = () => {};
});
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  cleared = [];
  photoAsked = null;
  major = {
    ...inspection('i1', { result: 'major', major_count: 1, minor_count: 0, notes: 'Parked at the depot' }),
    items: [
      {
        id: 'f1',
        checklist_item: 'c1',
        title: 'Brakes',
        position: 1,
        outcome: 'major',
        note: 'Brake pedal goes to the floor',
        has_photo: true,
      },
      {
        id: 'f2',
        checklist_item: 'c2',
        title: 'Tyres',
        position: 2,
        outcome: 'ok',
        note: '',
        has_photo: false,
      },
    ],
  };
});
afterEach(() => server.resetHandlers());

const open = () =>
  renderScreen(<VehicleInspectionsModal vehicle={{ id: 'v1', label: 'KBZ 412A' }} onClose={() => {}} />);

describe('VehicleInspectionsModal', () => {
  it("lists the vehicle's inspections newest first, a page at a time, with an open major defect marked", async () => {
    const user = userEvent.setup();
    signInAs(200);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Inspections of KBZ 412A' });
    const table = within(dialog).getByRole('table', { name: 'Inspections of KBZ 412A' });
    expect(await within(table).findByText('Not cleared')).toBeTruthy();
    expect(asked[0]?.get('vehicle')).toBe('v1');
    expect(asked[0]?.get('ordering')).toBe('-performed_at');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toContain('Pre-trip');
    expect(rows[0]!.textContent).toContain('Major defect');
    expect(rows[0]!.textContent).toContain('1 major, 0 minor');
    expect(rows[0]!.textContent).toContain('Daniel Mwangi');
    expect(rows[1]!.textContent).toContain('Post-trip');
    expect(rows[1]!.textContent).toContain('Minor defects');
    expect(within(dialog).getByText('Showing 1–10 of 12 inspections')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '2' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  });

  it('shows one inspection’s findings with the photo, and lets a manager clear its major defect with a note', async () => {
    const user = userEvent.setup();
    signInAs(200);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Inspections of KBZ 412A' });
    const views = await within(dialog).findAllByRole('button', { name: /^View the inspection of/ });
    await user.click(views[0]!);

    expect(await within(dialog).findByText('Brake pedal goes to the floor')).toBeTruthy();
    expect(within(dialog).getByText('Parked at the depot')).toBeTruthy();
    const photo = await within(dialog).findByRole('img', { name: 'Photo of Brakes' });
    expect(photo.getAttribute('src')).toBe('blob:test/4');
    expect(photoAsked?.get('size')).toBe('thumb');
    expect(within(dialog).getByText('Vehicle out of service — a manager must clear it')).toBeTruthy();

    // A note is required, as the server says.
    await user.click(within(dialog).getByRole('button', { name: 'Clear defect' }));
    expect(await within(dialog).findByText('Say why the vehicle is fit again')).toBeTruthy();
    expect(cleared).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/What was done/), 'Brake fluid line replaced and tested');
    await user.click(within(dialog).getByRole('button', { name: 'Clear defect' }));
    expect(await screen.findByText('Defect cleared: the vehicle is back in service')).toBeTruthy();
    expect(cleared).toEqual([{ id: 'i1', body: { note: 'Brake fluid line replaced and tested' } }]);
    expect(await within(dialog).findByText('Defect cleared')).toBeTruthy();
    expect(within(dialog).getByText('Brake fluid line replaced and tested')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Clear defect' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Back to inspections' }));
    expect(await within(dialog).findByRole('table', { name: 'Inspections of KBZ 412A' })).toBeTruthy();
  }, 60_000);

  it('does not offer a Transport Officer the clearing: only a School Administrator or Transport Manager may', async () => {
    const user = userEvent.setup();
    signInAs(403);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Inspections of KBZ 412A' });
    const views = await within(dialog).findAllByRole('button', { name: /^View the inspection of/ });
    await user.click(views[0]!);
    expect(
      await within(dialog).findByText('A School Administrator or Transport Manager must clear this defect.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Clear defect' })).toBeNull();
  });
});
