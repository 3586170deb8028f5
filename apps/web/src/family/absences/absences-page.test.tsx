import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';

type Absence = { id: string; date: string; part: string };
let absences: Absence[];
let posted: unknown[];
let deleted: string[];
const path = `${FAMILY_API}/family/children/c1/absences/`;
const server = setupServer(
  http.get(path, () => HttpResponse.json({ results: absences })),
  http.post(path, async ({ request }) => {
    const body = (await request.json()) as Omit<Absence, 'id'>;
    posted.push(body);
    absences = [...absences, { id: `a${absences.length + 1}`, ...body }];
    return HttpResponse.json(absences.at(-1), { status: 201 });
  }),
  http.delete(`${path}:absence/`, ({ params }) => {
    deleted.push(String(params.absence));
    absences = absences.filter((absence) => absence.id !== params.absence);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  absences = [{ id: 'a1', date: '2030-01-14', part: 'morning' }];
  posted = [];
  deleted = [];
  signInAsGuardian();
});
afterEach(() => server.resetHandlers());

describe('will not ride', () => {
  it('tells the school a date and part, lists it, and withdraws one', async () => {
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/children/c1/absences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Will not ride' })).toBeTruthy();
    expect(await screen.findByText('Monday, January 14, 2030: Morning')).toBeTruthy();
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2030-01-15');
    await user.click(screen.getByRole('radio', { name: 'Afternoon' }));
    await user.click(screen.getByRole('button', { name: 'Tell the school' }));
    expect(await screen.findByText('The school now knows.')).toBeTruthy();
    expect(posted).toEqual([{ date: '2030-01-15', part: 'afternoon' }]);
    expect(await screen.findByText('Tuesday, January 15, 2030: Afternoon')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw Monday, January 14, 2030: Morning' }));
    await waitFor(() => expect(screen.queryByText('Monday, January 14, 2030: Morning')).toBeNull());
    expect(deleted).toEqual(['a1']);
  });

  it('in Kiswahili: an empty date is refused before sending, and the server’s 400 is shown at its field', async () => {
    server.use(
      http.post(path, () => HttpResponse.json({ date: ['Chagua leo au tarehe ijayo'] }, { status: 400 })),
    );
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/children/c1/absences', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hatasafiri' })).toBeTruthy();
    const date = screen.getByLabelText('Tarehe');
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Iambie shule' }));
    // The shared schema's message, from the family namespace in Kiswahili.
    const required = await screen.findByText('Tarehe inahitajika');
    expect(required.id).toBe(date.getAttribute('aria-describedby'));
    expect(posted).toEqual([]);
    await user.type(date, '2020-01-15');
    await user.click(screen.getByRole('button', { name: 'Iambie shule' }));
    expect(await screen.findByText('Chagua leo au tarehe ijayo')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });
});
