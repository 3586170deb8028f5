import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChecklistItem, ChecklistItemInput } from '@app/shared/inspections/inspection.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { ChecklistPage } from './checklist-page';

// School Setup → Inspection Checklist against a fake school server (msw) that keeps the items: one
// vehicle type's list at a time, each item added, edited and deleted.

const PATH = `${API}/transport/inspection-checklist-items/`;
let items: ChecklistItem[];
let asked: URLSearchParams[];
let sent: ChecklistItemInput[];
let added: number;

const server = setupServer(
  http.get(PATH, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const results = items
      .filter((item) => item.vehicle_type === query.get('vehicle_type'))
      .sort((a, b) => a.position - b.position);
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  }),
  http.post(PATH, async ({ request }) => {
    const input = (await request.json()) as ChecklistItemInput;
    sent.push(input);
    added += 1;
    const last = Math.max(
      0,
      ...items.filter((i) => i.vehicle_type === input.vehicle_type).map((i) => i.position),
    );
    const item: ChecklistItem = {
      id: `new-${added}`,
      vehicle_type: input.vehicle_type,
      title: input.title,
      position: input.position ?? last + 1,
      is_active: input.is_active ?? true,
    };
    items.push(item);
    return HttpResponse.json(item, { status: 201 });
  }),
  http.put(`${PATH}:id/`, async ({ request, params }) => {
    const input = (await request.json()) as ChecklistItemInput;
    sent.push(input);
    items = items.map((item) =>
      item.id === params.id ? { ...item, ...input, position: input.position ?? item.position } : item,
    );
    return HttpResponse.json(items.find((item) => item.id === params.id));
  }),
  http.delete(`${PATH}:id/`, ({ params }) => {
    items = items.filter((item) => item.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  items = [
    { id: 'b1', vehicle_type: 'bus', title: 'Brakes', position: 1, is_active: true },
    { id: 'b2', vehicle_type: 'bus', title: 'Tyres and wheel nuts', position: 2, is_active: true },
    { id: 'v1', vehicle_type: 'van', title: 'Sliding door', position: 1, is_active: true },
  ];
  asked = [];
  sent = [];
  added = 0;
  signInAs(200);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Inspection Checklist' });

describe('ChecklistPage', () => {
  it("shows the buses' checklist in order, and another type's when it is chosen", async () => {
    const user = userEvent.setup();
    renderScreen(<ChecklistPage />, '/school/inspection-checklist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Checklist' })).toBeTruthy();
    expect(await within(table()).findByText('Tyres and wheel nuts')).toBeTruthy();
    expect(asked.at(-1)?.get('vehicle_type')).toBe('bus');
    expect(within(table()).queryByText('Sliding door')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Van' }));
    expect(await within(table()).findByText('Sliding door')).toBeTruthy();
    expect(within(table()).queryByText('Brakes')).toBeNull();
    expect(asked.at(-1)?.get('vehicle_type')).toBe('van');
  });

  it('adds an item to the chosen type (last when no position is given), edits it, and deletes it', async () => {
    const user = userEvent.setup();
    renderScreen(<ChecklistPage />, '/school/inspection-checklist');
    await user.click(await screen.findByRole('radio', { name: 'Minibus' }));
    expect(await screen.findByText('This vehicle type has no checklist items yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Checklist Item' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Checklist Item' });
    // The title is required, as the server says.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Checklist item title is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Item/), '  Roof hatch ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(table()).findByText('Roof hatch')).toBeTruthy();
    expect(sent[0]).toEqual({ vehicle_type: 'minibus', title: 'Roof hatch', is_active: true });

    await user.click(screen.getByRole('button', { name: 'Edit Roof hatch' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Checklist Item' });
    const title = within(dialog).getByLabelText(/^Item/);
    await user.clear(title);
    await user.type(title, 'Roof hatch and vents');
    // It came last (1 of 1); it moves to 3.
    const position = within(dialog).getByLabelText(/^Position/);
    expect((position as HTMLInputElement).value).toBe('1');
    await user.clear(position);
    await user.type(position, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(table()).findByText('Roof hatch and vents')).toBeTruthy();
    expect(sent[1]).toEqual({
      vehicle_type: 'minibus',
      title: 'Roof hatch and vents',
      position: 3,
      is_active: true,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Roof hatch and vents' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table()).queryByText('Roof hatch and vents')).toBeNull());
    expect(items.filter((item) => item.vehicle_type === 'minibus')).toEqual([]);
  }, 60_000);
});
