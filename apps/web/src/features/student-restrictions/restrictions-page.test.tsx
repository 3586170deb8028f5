import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Student } from '@app/shared/students/student.schemas';
import { renderScreen } from '../../test/render-screen';
import { sickRestriction } from '../../test/restriction-fixtures.test-helpers';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { RestrictionsPage } from './restrictions-page';

// Student Trip Restrictions against a fake school server (msw): the spec's table, search, the form's
// messages and body, the fallbacks of a failed write, and the import with the rows to fix.

const PATH = `${API}/transport/student-restrictions/`;
const STUDENT_ID = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';
const student = { id: STUDENT_ID, full_name: 'Baraka Mutua', admission_number: 'ADM-001' } as Student;
const sick = sickRestriction(STUDENT_ID);

let listCalls: URL[];
let writes: { method: string; url: string; body: unknown }[];
let failWrites: boolean;
let importAnswer: () => Response;
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });
const failure = () => HttpResponse.json(null, { status: 500 });

const server = setupServer(
  http.get(PATH, ({ request }) => {
    listCalls.push(new URL(request.url));
    return page([sick]);
  }),
  http.get(`${API}/students/`, () => page([student])),
  http.post(`${PATH}import/`, () => importAnswer()),
  http.put(`${PATH}:id/`, async ({ request }) => {
    writes.push({ method: 'PUT', url: request.url, body: await request.json() });
    return failWrites ? failure() : HttpResponse.json(sick);
  }),
  http.delete(`${PATH}:id/`, ({ request }) => {
    writes.push({ method: 'DELETE', url: request.url, body: null });
    return failWrites ? failure() : new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  listCalls = [];
  writes = [];
  failWrites = false;
  signInAs(200);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Restrictions' });

async function chooseOption(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, name: string) {
  await user.click(box);
  // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('RestrictionsPage', () => {
  it("shows the spec's columns, Yes for reported by guardian, and searches after 500 ms", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />);
    const row = (await within(table()).findByText('Baraka Mutua')).closest('tr')!;
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Student',
      'Event Type',
      'Reason',
      'Start',
      'End',
      'Reported by Guardian',
      'Notes',
      'Actions',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Baraka Mutua',
      'Pickup',
      'Sick',
      'December 1, 2026',
      'December 4, 2026',
      'Yes',
      'Mother called',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search restrictions...' }), 'ADM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls.some((call) => call.searchParams.has('search'))).toBe(false);
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('search')).toBe('ADM'));
  });

  it('says what an added restriction lacks before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />);
    await within(table()).findByText('Baraka Mutua');
    await user.click(screen.getByRole('button', { name: 'Add Restriction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Restriction' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of [
      'Student is required',
      'Event type is required',
      'Reason is required',
      'Start date is required',
      'End date is required',
    ])
      expect(within(dialog).getByText(message)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('edits a restriction: its student shown, dates sent as YYYY-MM-DD, and the fallback when the server has no message', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pickup restriction of Baraka Mutua' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Restriction' });
    expect(within(dialog).getByRole('combobox', { name: /Student/ })).toHaveProperty(
      'value',
      'Baraka Mutua (ADM-001)',
    );
    expect(within(dialog).getByRole('button', { name: /Start Date/ }).textContent).toBe('December 1, 2026');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Event Type/ }), 'Dropoff');
    await user.click(within(dialog).getByRole('switch', { name: 'Reported by guardian' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restriction updated successfully')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: `${PATH}${sick.id}/`,
        body: {
          student: STUDENT_ID,
          event_type: 5,
          reason: 3,
          start_date: '2026-12-01',
          end_date: '2026-12-04',
          reported_by_guardian: false,
          notes: 'Mother called',
        },
      },
    ]);

    failWrites = true;
    await user.click(await screen.findByRole('button', { name: 'Edit Pickup restriction of Baraka Mutua' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Restriction' });
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update restriction')).toBeTruthy();
  });

  it('deletes after confirming, and says so when it fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete Pickup restriction of Baraka Mutua' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Restriction deleted successfully')).toBeTruthy();
    expect(writes.map((write) => [write.method, write.url])).toEqual([['DELETE', `${PATH}${sick.id}/`]]);

    failWrites = true;
    await user.click(
      await screen.findByRole('button', { name: 'Delete Pickup restriction of Baraka Mutua' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete restriction')).toBeTruthy();
  });

  it('imports a CSV: the rows to fix by column header, the fallback, and the count imported', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />);
    await within(table()).findByText('Baraka Mutua');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Restrictions' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Please select a file')).toBeTruthy();

    importAnswer = () =>
      HttpResponse.json(
        {
          file: ['2 rows have errors, so nothing was imported.'],
          'rows.3.admission_number': ['No student of this school has admission number NOPE-9'],
          'rows.5.event_type': ['Event type is required'],
        },
        { status: 400 },
      );
    const file = new File(['Admission Number\nNOPE-9\n'], 'absences.csv', { type: 'text/csv' });
    // The field is a button; the picker behind it is a hidden file input.
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(within(dialog).getByRole('button', { name: /File/ }).textContent).toContain('absences.csv');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const rows = await within(dialog).findByRole('table', { name: 'Rows to fix' });
    expect(
      within(rows)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '3Admission NumberNo student of this school has admission number NOPE-9',
      '5Event TypeEvent type is required',
    ]);
    expect(within(dialog).getByText('2 rows have errors, so nothing was imported.')).toBeTruthy();

    importAnswer = failure;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Failed to import restrictions')).toBeTruthy();

    importAnswer = () => HttpResponse.json({ imported: 2 }, { status: 201 });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Restrictions imported successfully: 2 restrictions imported'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Restrictions' })).toBeNull());
  });
});

describe('RestrictionsPage in Kiswahili', () => {
  it('shows its heading, columns, codes and the import in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RestrictionsPage />, '/', 'sw');
    const list = await screen.findByRole('table', { name: 'Vizuizi' });
    await within(list).findByText('Baraka Mutua');
    expect(screen.getByRole('heading', { level: 1, name: 'Vizuizi vya Safari za Wanafunzi' })).toBeTruthy();
    expect(within(list).getByText('Aina ya Tukio')).toBeTruthy();
    expect(within(list).getByText('Mgonjwa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leta CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leta Vizuizi' });
    expect(within(dialog).getByText(/Kizuizi kimoja kwa kila safu/)).toBeTruthy();
  });
});
