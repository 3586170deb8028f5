import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit-log/audit-log.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { AuditLogPage } from './audit-log-page';

// The Audit Log screen against a fake school server (msw): how entries read, and what the filters send.

const update: AuditEntry = {
  id: 'e2',
  at: '2026-03-05T14:30:00.000Z',
  user_id: 'u1',
  profile_id: 'p1',
  actor_name: 'Ann Bee',
  record_type: 'employee',
  record_id: 'r1',
  record_label: 'Grace Kamau (T-001)',
  action: 'update',
  changes: {
    last_name: { old: 'Atieno', new: 'Kamau' },
    gender: { old: 2, new: 1 },
    gender_label: { old: 'Female', new: 'Male' },
    date_of_birth: { old: '1985-03-14', new: '1985-03-15' },
    other_name: { old: 'W.', new: '' },
    photo: { old: null, new: '/employees/r1/photo/?v=0c3d2b8e-1111-4222-8333-444455556666.png' },
  },
  count: null,
};
const removal: AuditEntry = {
  ...update,
  id: 'e3',
  user_id: 'u2',
  actor_name: 'Brian Otieno',
  action: 'delete',
  changes: { staff_number: { old: 'T-001' } },
};
const anImport: AuditEntry = {
  ...update,
  id: 'e4',
  record_type: 'student-import',
  record_id: null,
  record_label: 'students.csv',
  action: 'import',
  changes: {},
  count: 42,
};

let calls: URL[];
const server = setupServer(
  http.get(`${API}/school/audit-log/`, ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    const user = url.searchParams.get('user');
    const results = [removal, update, anImport].filter((entry) => !user || entry.user_id === user);
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  }),
  http.get(`${API}/school/audit-log/people/`, () =>
    HttpResponse.json({
      results: [
        { id: 'u1', name: 'Ann Bee' },
        { id: 'u2', name: 'Brian Otieno' },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Audit Log' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('AuditLogPage', () => {
  it('shows who changed which record when, and each field as it was and became', async () => {
    renderScreen(<AuditLogPage />, '/school/audit-log');
    await within(table()).findByText('Brian Otieno');
    const changed = rowOf('Ann Bee');
    // The school's time zone (UTC in the signed-in school).
    expect(changed.textContent).toContain('March 5, 2026 at 2:30 PM');
    expect(changed.textContent).toContain('Employee');
    expect(changed.textContent).toContain('Grace Kamau (T-001)');
    expect(within(changed).getByText('Updated')).toBeTruthy();
    const lines = within(changed)
      .getAllByText(/:$/)
      .map((label) => label.parentElement!.textContent);
    expect(lines).toEqual([
      'Date of birth: March 14, 1985 → changed to March 15, 1985',
      // The code (2 → 1) is shown by its label only.
      'Gender: Female → changed to Male',
      'Last name: Atieno → changed to Kamau',
      'Other name: W. → changed to empty',
    ]);
    // A photo by what happened to it, never by its stored file's name (issue 19).
    expect(within(changed).getByText('Photo added')).toBeTruthy();
    expect(changed.textContent).not.toContain('0c3d2b8e');
    expect(rowOf('Brian Otieno').textContent).toContain('Staff number: T-001');
    expect(within(rowOf('students.csv')).getByText('42 records')).toBeTruthy();
    expect(rowOf('students.csv').textContent).toContain('Student import');
    expect(calls[0]!.searchParams.get('page')).toBe('1');
  });

  it('filters by person, record type and dates, and resets', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<AuditLogPage />, '/school/audit-log?page=2');
    await within(table()).findByText('Brian Otieno');

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Brian Otieno', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('user')).toBe('u2'));
    // A new filter starts on the first page.
    expect(calls.at(-1)!.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(within(table()).queryByText('Ann Bee')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Record Type' }));
    await user.click(await screen.findByRole('option', { name: 'Employee', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('record_type')).toBe('employee'));

    // Dates come from the address as the server takes them, and are shown as people read them.
    await router.navigate('/school/audit-log?date_from=2026-03-01&date_to=2026-03-31');
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('date_from')).toBe('2026-03-01'));
    expect(calls.at(-1)!.searchParams.get('date_to')).toBe('2026-03-31');
    expect(screen.getByRole('button', { name: 'From' }).textContent).toBe('March 1, 2026');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?page=1&page_size=50'));
  });

  it('says when nothing matches, and when nothing is recorded yet', async () => {
    server.use(
      http.get(`${API}/school/audit-log/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { router } = renderScreen(<AuditLogPage />, '/school/audit-log');
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    await router.navigate('/school/audit-log?record_type=guardian');
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
  });
});

describe('AuditLogPage in Kiswahili', () => {
  it('shows its heading, columns, badges and filters in Kiswahili', async () => {
    renderScreen(<AuditLogPage />, '/audit-log', 'sw');
    const table = await screen.findByRole('table', { name: 'Kumbukumbu za Ukaguzi' });
    expect(await within(table).findByText('Imefutwa')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Kumbukumbu za Ukaguzi' })).toBeTruthy();
    expect(within(table).getByText('Mabadiliko')).toBeTruthy();
    expect(within(table).getAllByText('Mfanyakazi').length).toBeGreaterThan(0);
    expect(within(table).getByText('rekodi 42')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Aina ya Rekodi' })).toBeTruthy();
  });
});
