import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '@app/shared/accounts/roles';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { GuardiansPage } from './guardians-page';

const guardian = {
  id: '9b2f6c1e-4d7a-4e8b-9c3d-2a1b0c9d8e7f',
  first_name: 'Mary',
  last_name: 'Wanjiru',
  other_name: '',
  full_name: 'Mary Wanjiru',
  mobile_number: '254712345678',
  email: 'mary@example.test',
  date_of_birth: null,
  gender: 2,
  gender_label: 'Female',
  salutation: 2,
  salutation_label: 'Mrs.',
  photo: null,
};

let invitations: unknown[] = [];
const server = setupServer(
  http.get(`${API}/guardians/`, () =>
    HttpResponse.json({ count: 1, next: null, previous: null, results: [guardian] }),
  ),
  http.get('*/api/metadata/', () =>
    HttpResponse.json({ profile_types: [], roles: { flat: ROLES.map((role) => ({ ...role })) } }),
  ),
  http.post(`${API}/tenants/users/send-invite-sms/`, async ({ request }) => {
    invitations.push(await request.json());
    return HttpResponse.json({}, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  invitations = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

describe('GuardiansPage in Kiswahili', () => {
  it('shows its heading, column titles, codes and actions in Kiswahili', async () => {
    renderScreen(<GuardiansPage />, '/', 'sw');
    const table = await screen.findByRole('table', { name: 'Walezi' });
    expect(await within(table).findByText('Mary Wanjiru')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Walezi' })).toBeTruthy();
    expect(within(table).getByText('Jina Kamili')).toBeTruthy();
    expect(within(table).getByText('Cheo cha Heshima')).toBeTruthy();
    expect(within(table).getByText('Mwanamke')).toBeTruthy();
    expect(within(table).getByText('Bi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unganisha Mwanafunzi na Mlezi' })).toBeTruthy();
  });
});

// Issue 23 §1: the office invites a guardian from their record: the phone and e-mail the record has,
// the guardian's one role already chosen, and the guardian's id as the profile it stands for.
describe('inviting a guardian', () => {
  it('sends the record’s phone and e-mail with the guardian profile, its one role chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GuardiansPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite Mary Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guardian' });
    expect(within(dialog).getByText(/Mary Wanjiru gets a code by SMS/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveProperty('value', '254712345678');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveProperty('value', 'mary@example.test');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveProperty(
        'value',
        'Parent/Guardian',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent successfully')).toBeTruthy();
    expect(invitations).toEqual([
      {
        phone: '254712345678',
        email: 'mary@example.test',
        role: 300,
        profile_type: 300,
        profile_id: guardian.id,
      },
    ]);
  });

  it('is not offered to a Transport Manager, who may not invite', async () => {
    signInAs(200);
    renderScreen(<GuardiansPage />);
    expect(await screen.findByRole('button', { name: 'Edit Mary Wanjiru' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Mary Wanjiru' })).toBeNull();
  });
});
