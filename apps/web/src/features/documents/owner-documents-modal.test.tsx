import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Document } from '@app/shared/documents/document.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { OwnerDocumentsModal } from './owner-documents-modal';
import {
  documentHandlers,
  EMPLOYEE,
  expiredInsurance,
  LICENCE,
  licenceSoon,
  VEHICLE,
  type Sent,
} from './documents.test-helpers';

// One owner's documents (the Documents button of the vehicles' and employees' lists) against a fake
// school server (msw): the list asked for that owner only, and Add giving the new one to them.

let documents: Document[];
let sent: Sent;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  documents = [{ ...expiredInsurance }, { ...licenceSoon }];
  sent = { lists: [], bodies: [], files: [], deleted: [] };
  server.use(...documentHandlers(documents, sent));
  signInAs(100);
});
afterEach(() => server.resetHandlers());

// A user's flow through modals and pickers takes seconds, more on a busy machine.
describe('OwnerDocumentsModal', () => {
  it("lists a vehicle's documents only, without an owner column", async () => {
    renderScreen(
      <OwnerDocumentsModal owner={{ kind: 'vehicle', id: VEHICLE, label: 'KBZ 412A' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Documents: KBZ 412A' });
    const table = within(dialog).getByRole('table', { name: 'Documents of KBZ 412A' });
    expect(await within(table).findByText('Insurance Certificate')).toBeTruthy();
    expect(within(table).queryByText('Driving Licence')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Owner' })).toBeNull();
    expect(Object.fromEntries(sent.lists.at(-1)!.searchParams)).toMatchObject({ vehicle: VEHICLE });
  }, 60_000);

  it("adds an employee's document to that employee, offering the employees' types only", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <OwnerDocumentsModal
        owner={{ kind: 'employee', id: EMPLOYEE, label: 'Ann Wanjiru' }}
        onClose={() => {}}
      />,
    );
    const list = await screen.findByRole('dialog', { name: 'Documents: Ann Wanjiru' });
    await within(list).findByText('Driving Licence');
    await user.click(within(list).getByRole('button', { name: 'Add Document' }));
    // One modal at a time: the form takes the list's place.
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Documents: Ann Wanjiru' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Employee' })).toHaveProperty('value', 'Ann Wanjiru');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();

    const type = within(dialog).getByRole('combobox', { name: 'Document Type' });
    await user.click(type);
    const options = document.getElementById(type.getAttribute('aria-controls')!)!;
    const offered = await within(options).findAllByRole('option', { hidden: true });
    expect(offered.map((option) => option.textContent)).toEqual(['Driving Licence']);
    await user.click(offered[0]!);
    const expiry = dayjs().date(10);
    await user.click(within(dialog).getByRole('button', { name: /Expiry Date/ }));
    await user.click(screen.getByRole('button', { name: expiry.format('D MMMM YYYY') }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Document added successfully')).toBeTruthy();
    expect(sent.bodies).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({
          document_type: LICENCE,
          vehicle: null,
          employee: EMPLOYEE,
          expires_on: expiry.format('YYYY-MM-DD'),
        }),
      },
    ]);
    // The list comes back, with the new document.
    const back = await screen.findByRole('dialog', { name: 'Documents: Ann Wanjiru' });
    await waitFor(() => expect(within(back).getAllByText('Driving Licence')).toHaveLength(2));
  }, 60_000);
});
