import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '@app/shared/documents/document.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { DocumentsPage } from './documents-page';
import {
  documentHandlers,
  DOCUMENTS,
  expiredInsurance,
  INSURANCE,
  LICENCE,
  licenceSoon,
  VEHICLE,
  type Sent,
} from './documents.test-helpers';

// Fleet → Documents against a fake school server (msw): the list with its days left and files, the
// filters in the address and the list call, add with a file, edit, delete.

let documents: Document[];
let sent: Sent;
let downloads: string[];
const server = setupServer(
  http.get(`${DOCUMENTS}:id/file/`, ({ params }) => {
    downloads.push(String(params.id));
    return new HttpResponse('%PDF-1.4', {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="insurance.pdf"',
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  documents = [{ ...expiredInsurance }, { ...licenceSoon }];
  sent = { lists: [], bodies: [], files: [], deleted: [] };
  downloads = [];
  server.use(...documentHandlers(documents, sent));
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Documents' });
const lastQuery = () => Object.fromEntries(sent.lists.at(-1)!.searchParams);
type User = ReturnType<typeof userEvent.setup>;

/** Picks an option of the select named `label` in `scope`, from that select's own list. */
async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  const select = within(scope).getByRole('combobox', { name: label });
  await user.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

// A user's flow through modals and pickers takes seconds, more on a busy machine.
describe('DocumentsPage', () => {
  it('lists each document with its owner, dates, days left as a word and its file', async () => {
    renderScreen(<DocumentsPage />, '/fleet/documents');
    const row = (await within(table()).findByText('Insurance Certificate')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Vehicle' })).toBeTruthy();
    expect(row.textContent).toContain('KBZ 412A');
    expect(row.textContent).toContain('INS-1');
    expect(row.textContent).toContain('June 1, 2025');
    expect(within(row).getByText('Expired 12 days ago')).toBeTruthy();
    const licence = within(table()).getByText('Driving Licence').closest('tr')!;
    expect(within(licence).getByText('12 days left')).toBeTruthy();
    expect(within(licence).getByText('No file')).toBeTruthy();
    expect(screen.getByText('2 documents')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Insurance Certificate: KBZ 412A' })).toBeTruthy();
  }, 60_000);

  it('downloads a file through the API, named as it was uploaded', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentsPage />, '/fleet/documents');
    await user.click(
      await screen.findByRole('button', {
        name: 'Download the file of Insurance Certificate: KBZ 412A',
      }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(downloads).toEqual(['d1']);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('insurance.pdf');
    clicked.mockRestore();
  }, 60_000);

  it('sends the filters with the list call, keeps them in the address, and offers the kind’s types only', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<DocumentsPage />, '/fleet/documents?page=2');
    await within(table()).findByText('Insurance Certificate');
    expect(lastQuery()).toMatchObject({ page: '2' });

    await choose(user, document.body, 'Expiring', 'Expired or expiring within 30 days');
    await waitFor(() => expect(lastQuery()).toMatchObject({ expiring_within_days: '30', page: '1' }));
    expect(router.state.location.search).toContain('expiring_within_days=30');

    await choose(user, document.body, 'Owner', 'Vehicles');
    await waitFor(() => expect(lastQuery()).toMatchObject({ owner_kind: 'vehicle' }));
    const type = screen.getByRole('combobox', { name: 'Document Type' });
    await user.click(type);
    const list = document.getElementById(type.getAttribute('aria-controls')!)!;
    const offered = await within(list).findAllByRole('option', { hidden: true });
    expect(offered.map((option) => option.textContent)).toEqual(['Insurance Certificate']);
    await user.click(offered[0]!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ document_type: INSURANCE }));
  }, 60_000);

  it('says when no document matches the filters', async () => {
    renderScreen(<DocumentsPage />, '/fleet/documents?expiring_within_days=0&document_type=' + LICENCE);
    // The licence has 12 days left: not expired.
    expect(await screen.findByText('No documents match these filters.')).toBeTruthy();
  }, 60_000);

  it('adds a vehicle’s document with its file: the fields first, then the file, then the toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentsPage />, '/fleet/documents');
    await within(table()).findByText('Insurance Certificate');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });

    // The shared schema's messages before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      within(dialog).getByText('Choose the vehicle or the employee the document belongs to'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Document type is required')).toBeTruthy();
    expect(within(dialog).getByText('Expiry date is required')).toBeTruthy();
    expect(sent.bodies).toEqual([]);

    await choose(user, dialog, 'Vehicle', 'KBZ 412A (BUS-01)');
    await choose(user, dialog, 'Document Type', 'Insurance Certificate');
    await user.type(within(dialog).getByLabelText('Document Number'), ' INS-2 ');
    const expiry = dayjs().date(15);
    await user.click(within(dialog).getByRole('button', { name: /Expiry Date/ }));
    await user.click(screen.getByRole('button', { name: expiry.format('D MMMM YYYY') }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // Another type is said at once, as the server would.
    // As a person would by choosing "All files" in the picker.
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The file must be a PDF, JPEG or PNG')).toBeTruthy();
    expect(sent.bodies).toEqual([]);

    const pdf = new File(['%PDF-1.4 scan'], 'insurance-2026.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Document added successfully')).toBeTruthy();
    expect(sent.bodies).toEqual([
      {
        method: 'POST',
        body: {
          document_type: INSURANCE,
          vehicle: VEHICLE,
          employee: null,
          number: 'INS-2',
          issued_on: null,
          expires_on: expiry.format('YYYY-MM-DD'),
          notes: '',
        },
      },
    ]);
    expect(sent.files).toEqual([{ id: 'd3', text: '%PDF-1.4 scan' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table()).findByText('INS-2')).toBeTruthy();
  }, 60_000);

  it('keeps a document whose file was refused, and saves the file on the next press without adding it twice', async () => {
    let refusals = 1;
    server.use(
      http.put(`${DOCUMENTS}:id/file/`, () =>
        refusals-- > 0
          ? HttpResponse.json({ file: ['The file must be a PDF, JPEG or PNG'] }, { status: 400 })
          : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentsPage />, '/fleet/documents');
    await within(table()).findByText('Insurance Certificate');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await choose(user, dialog, 'Vehicle', 'KBZ 412A (BUS-01)');
    await choose(user, dialog, 'Document Type', 'Insurance Certificate');
    await user.click(within(dialog).getByRole('button', { name: /Expiry Date/ }));
    await user.click(screen.getByRole('button', { name: dayjs().date(20).format('D MMMM YYYY') }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['not really'], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The file must be a PDF, JPEG or PNG')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain(
      'The document was saved, but its file was not.',
    );

    await user.upload(input, new File(['%PDF-1.4 second'], 'scan-2.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Document added successfully')).toBeTruthy();
    expect(sent.bodies.map(({ method, id }) => [method, id])).toEqual([
      ['POST', undefined],
      ['PUT', 'd3'],
    ]);
    expect(sent.files).toEqual([{ id: 'd3', text: '%PDF-1.4 second' }]);
  }, 60_000);

  it('edits a document from its row, starting from its values, and removes its file', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.delete(`${DOCUMENTS}:id/file/`, ({ params }) => {
        sent.deleted.push(`${String(params.id)}/file`);
        return HttpResponse.json({ ...documents[0]!, file_name: null, file_type: null, file_size: null });
      }),
    );
    renderScreen(<DocumentsPage />, '/fleet/documents');
    await user.click(await screen.findByRole('button', { name: 'Edit Insurance Certificate: KBZ 412A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Document' });
    expect((within(dialog).getByRole('combobox', { name: 'Vehicle' }) as HTMLInputElement).value).toMatch(
      /^KBZ 412A/,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Document Type' })).toHaveProperty(
      'value',
      'Insurance Certificate',
    );
    expect(within(dialog).getByText('Current file: insurance.pdf')).toBeTruthy();
    const number = within(dialog).getByLabelText('Document Number');
    await user.clear(number);
    await user.type(number, 'INS-1B');
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(within(dialog).getByText('The file will be removed when you save.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Document updated successfully')).toBeTruthy();
    expect(sent.bodies).toEqual([
      {
        method: 'PUT',
        id: 'd1',
        body: expect.objectContaining({ number: 'INS-1B', vehicle: VEHICLE, issued_on: '2025-01-10' }),
      },
    ]);
    expect(sent.deleted).toEqual(['d1/file']);
  }, 60_000);

  it('deletes a document after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DocumentsPage />, '/fleet/documents');
    await user.click(await screen.findByRole('button', { name: 'Delete Driving Licence: Ann Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Driving Licence: Ann Wanjiru');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeTruthy();
    expect(sent.deleted).toEqual(['d2']);
    await waitFor(() => expect(within(table()).queryByText('Driving Licence')).toBeNull());
  }, 60_000);

  it('words its texts in Kiswahili', async () => {
    renderScreen(<DocumentsPage />, '/fleet/documents', 'sw');
    const swTable = await screen.findByRole('table', { name: 'Hati' });
    await within(swTable).findByText('Insurance Certificate');
    expect(within(swTable).getByText('Iliisha siku 12 zilizopita')).toBeTruthy();
    expect(within(swTable).getByText('Zimebaki siku 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongeza Hati' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Tafuta hati...')).toBeTruthy();
  }, 60_000);
});
