import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentType } from '@app/shared/documents/document-type.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { DocumentTypesPage } from './document-types-page';

// School Setup → Document Types against a fake school server (msw): the list, add, edit, and the
// server's reason when a type in use is deleted (409).

const TYPES = `${API}/transport/document-types/`;
let types: DocumentType[];
let bodies: unknown[];

const server = setupServer(
  http.get(TYPES, () =>
    HttpResponse.json({ count: types.length, next: null, previous: null, results: types }),
  ),
  http.post(TYPES, async ({ request }) => {
    const body = (await request.json()) as Omit<DocumentType, 'id' | 'document_count'>;
    bodies.push(body);
    const created = { id: `t${types.length + 1}`, document_count: 0, ...body };
    types.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.put(`${TYPES}:id/`, async ({ request, params }) => {
    const body = (await request.json()) as Partial<DocumentType>;
    bodies.push(body);
    types = types.map((type) => (type.id === params.id ? { ...type, ...body } : type));
    return HttpResponse.json(types.find((type) => type.id === params.id));
  }),
  http.delete(`${TYPES}:id/`, () =>
    HttpResponse.json(
      { detail: 'This document type cannot be deleted: it has 1 document.' },
      { status: 409 },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  types = [
    { id: 't1', title: 'Insurance Certificate', applies_to: 'vehicle', is_active: true, document_count: 1 },
    { id: 't2', title: 'Medical Certificate', applies_to: 'employee', is_active: false, document_count: 0 },
  ];
  bodies = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Document Types' });

// A user's flow through modals and pickers takes seconds, more on a busy machine.
describe('DocumentTypesPage', () => {
  it('lists each type with whose documents it describes, how many there are and its status', async () => {
    renderScreen(<DocumentTypesPage />, '/school/document-types');
    const row = (await within(table()).findByText('Insurance Certificate')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Document Types' })).toBeTruthy();
    expect(row.textContent).toContain('Vehicles');
    expect(row.textContent).toContain('Active');
    const medical = within(table()).getByText('Medical Certificate').closest('tr')!;
    expect(medical.textContent).toContain('Employees');
    expect(medical.textContent).toContain('Inactive');
  }, 60_000);

  it('adds a type for employees, then edits it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentTypesPage />, '/school/document-types');
    await within(table()).findByText('Insurance Certificate');
    await user.click(screen.getByRole('button', { name: 'Add Document Type' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Document Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Document type title is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose whether the type is for vehicles or for employees')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/Title/), 'First Aid Certificate');
    const appliesTo = within(dialog).getByRole('combobox', { name: 'Applies To' });
    await user.click(appliesTo);
    const list = document.getElementById(appliesTo.getAttribute('aria-controls')!)!;
    await user.click(await within(list).findByRole('option', { name: 'Employees', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Document type added successfully')).toBeTruthy();
    expect(bodies).toEqual([{ title: 'First Aid Certificate', applies_to: 'employee', is_active: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Edit First Aid Certificate' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Document Type' });
    const title = within(dialog).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'First Aid Certificate (Red Cross)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Document type updated successfully')).toBeTruthy();
    expect(await within(table()).findByText('First Aid Certificate (Red Cross)')).toBeTruthy();
  }, 60_000);

  it('shows the server’s reason when a type in use is deleted, and keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentTypesPage />, '/school/document-types');
    await user.click(await screen.findByRole('button', { name: 'Delete Insurance Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This document type cannot be deleted: it has 1 document.')).toBeTruthy();
    expect(within(table()).getByText('Insurance Certificate')).toBeTruthy();
  }, 60_000);

  it('words its texts in Kiswahili', async () => {
    renderScreen(<DocumentTypesPage />, '/school/document-types', 'sw');
    const swTable = await screen.findByRole('table', { name: 'Aina za Hati' });
    await within(swTable).findByText('Insurance Certificate');
    expect(within(swTable).getByText('Magari')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongeza Aina ya Hati' })).toBeTruthy();
  }, 60_000);
});
