import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@app/shared/accounts/roles';
import type { Employee } from '@app/shared/employees/employee.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { EmployeesPage } from './employees-page';

// The Employees screen against a fake school server (msw): which row buttons a profile gets, the
// photo fetched with the caller's headers, and what Invite Staff sends and shows. Adding and editing
// with a photo (multipart) is covered by the browser test against the real server.

const ann: Employee = {
  id: '6f1c1c1e-8d52-4d0a-9d8e-0f6f3a1b2c3d',
  staff_number: 'ST-001',
  first_name: 'Ann',
  last_name: 'Wanjiru',
  other_name: '',
  full_name: 'Ann Wanjiru',
  gender: 2,
  gender_label: 'Female',
  date_of_birth: '1990-03-14',
  job_role: null,
  job_role_title: null,
  photo: `${API}/employees/6f1c1c1e-8d52-4d0a-9d8e-0f6f3a1b2c3d/photo/?v=a.png`,
};
let photoCalls: Request[];
let invitations: unknown[];
let historyCalls: URL[];

const server = setupServer(
  http.get(`${API}/employees/`, () =>
    HttpResponse.json({ count: 1, next: null, previous: null, results: [ann] }),
  ),
  http.get(`${API}/employees/:id/photo/`, ({ request }) => {
    photoCalls.push(request);
    return new HttpResponse('webp', { headers: { 'content-type': 'image/webp' } });
  }),
  http.get(`${API}/employees/job-roles/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
  ),
  // Metadata comes from the authentication service (this page's origin by default).
  http.get('*/api/metadata/', () =>
    HttpResponse.json({ profile_types: [], roles: { flat: ROLES.map((role) => ({ ...role })) } }),
  ),
  http.get(`${API}/school/audit-log/`, ({ request }) => {
    historyCalls.push(new URL(request.url));
    return HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 'e1',
          at: '2026-03-05T09:00:00.000Z',
          user_id: 'u1',
          profile_id: 'p1',
          actor_name: 'Ann Bee',
          record_type: 'employee',
          record_id: ann.id,
          record_label: 'Ann Wanjiru (ST-001)',
          action: 'update',
          changes: { last_name: { old: 'Otieno', new: 'Wanjiru' } },
          count: null,
        },
      ],
    });
  }),
  http.post(`${API}/tenants/users/send-invite-sms/`, async ({ request }) => {
    invitations.push(await request.json());
    return HttpResponse.json({}, { status: 201 });
  }),
);

const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
const revokeObjectURL = vi.fn();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterAll(() => server.close());
beforeEach(() => {
  photoCalls = [];
  invitations = [];
  historyCalls = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Employees' });

async function openInvite() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<EmployeesPage />);
  await user.click(await screen.findByRole('button', { name: 'Invite Ann Wanjiru' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Invite Staff' }) };
}

async function fillInvite(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Phone Number/), '+254 712-345-678');
  await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name: 'Driver', hidden: true }));
}

describe('EmployeesPage', () => {
  it('gives an Administrator Edit, Invite and Delete on each row, in that order, then Documents and History', async () => {
    renderScreen(<EmployeesPage />);
    await within(table()).findByText('Ann Wanjiru');
    const buttons = within(table()).getAllByRole('button', { name: /Ann Wanjiru$/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Edit',
      'Invite',
      'Delete',
      'Documents',
      'History',
    ]);
    expect(screen.getByRole('button', { name: 'Add Employee' })).toBeTruthy();
  });

  it("opens an employee's history: that record's audit trail only", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<EmployeesPage />);
    await user.click(await screen.findByRole('button', { name: 'History Ann Wanjiru' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Ann Wanjiru' });
    const history = await within(dialog).findByRole('table', { name: 'History of Ann Wanjiru' });
    expect((await within(history).findByText('Ann Bee')).closest('tr')!.textContent).toContain(
      'Last name: Otieno → changed to Wanjiru',
    );
    expect(Object.fromEntries(historyCalls[0]!.searchParams)).toMatchObject({
      record_type: 'employee',
      record_id: ann.id,
    });
  });

  it('gives a Transport Manager, who may only read employees, no Add and only their documents', async () => {
    signInAs(200);
    renderScreen(<EmployeesPage />);
    await within(table()).findByText('Ann Wanjiru');
    // The documents are the fleet's, which a Transport Manager keeps (issue 25 §3).
    const buttons = within(table()).queryAllByRole('button', { name: /Ann Wanjiru$/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Documents']);
    expect(screen.queryByRole('button', { name: 'Add Employee' })).toBeNull();
  });

  it('fetches the thumbnail with the caller’s headers, shows it from a blob: URL and revokes it on leaving', async () => {
    const view = renderScreen(<EmployeesPage />);
    const photo = await within(table()).findByRole('img', { name: 'Ann Wanjiru' });
    expect(photo.getAttribute('src')).toBe('blob:test/4');
    const call = photoCalls[0]!;
    expect(new URL(call.url).searchParams.get('size')).toBe('thumb');
    expect(new URL(call.url).searchParams.get('v')).toBe('a.png');
    expect(call.headers.get('authorization')).toBe('Bearer access-token');
    expect(call.headers.get('x-tenant-id')).toBe('t1');
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/4');
  });

  it('invites with the staff profile type and the employee’s id, offering staff roles only', async () => {
    const { user, dialog } = await openInvite();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByText('Please enter a valid phone number (10-15 digits)')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    expect(invitations).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    const options = await screen.findAllByRole('option', { hidden: true });
    const offered = options.map((option) => option.textContent);
    expect(offered).toEqual(['Staff Member', 'Driver', 'Bus Attendant', 'Transport Officer', 'Teacher']);
    await user.keyboard('{Escape}');
    await fillInvite(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent successfully')).toBeTruthy();
    expect(invitations).toEqual([
      { phone: '254712345678', email: null, role: 401, profile_type: 400, profile_id: ann.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Staff' })).toBeNull());
  });

  it('shows the server’s reason when the invitation cannot be sent, else the spec’s fallback', async () => {
    server.use(
      http.post(
        `${API}/tenants/users/send-invite-sms/`,
        () =>
          HttpResponse.json(
            { detail: 'The invitation could not be sent. Please try again.' },
            { status: 503 },
          ),
        { once: true },
      ),
      http.post(`${API}/tenants/users/send-invite-sms/`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { user, dialog } = await openInvite();
    await fillInvite(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('The invitation could not be sent. Please try again.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeTruthy();
    // The form stays open with what was typed, to try again.
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveProperty('value', '+254 712-345-678');
  });

  it('puts the server’s field messages under their fields', async () => {
    server.use(
      http.post(
        `${API}/tenants/users/send-invite-sms/`,
        () =>
          HttpResponse.json(
            { role: ['This role does not belong to the chosen profile type'] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user, dialog } = await openInvite();
    await fillInvite(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(dialog).findByText('This role does not belong to the chosen profile type'),
    ).toBeTruthy();
  });
});

describe('EmployeesPage in Kiswahili', () => {
  it('shows its heading, column titles, genders and the invitation in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<EmployeesPage />, '/', 'sw');
    const list = await screen.findByRole('table', { name: 'Wafanyakazi' });
    await within(list).findByText('Ann Wanjiru');
    expect(screen.getByRole('heading', { level: 1, name: 'Wafanyakazi' })).toBeTruthy();
    expect(within(list).getByText('Nambari ya Mfanyakazi')).toBeTruthy();
    expect(within(list).getByText('Cheo cha Kazi')).toBeTruthy();
    expect(within(list).getByText('Mwanamke')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /^Alika/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Alika Mfanyakazi' });
    expect(
      within(dialog).getByText(
        'Ann Wanjiru atapokea msimbo kwa SMS ili ajiunge na shule hii akiwa na wasifu wa mfanyakazi.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tuma Mwaliko' })).toBeTruthy();
  });
});
