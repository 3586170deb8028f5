import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { baraka, barakaRow } from '../../test/student-fixtures.test-helpers';
import { StudentsPage } from './students-page';

// The student form's home location (issue 24) against a fake school server (msw): a list's row has
// none, so the form reads the student before it offers the two fields; what a save sends of them.

let sent: Record<string, FormDataEntryValue>[];
let reads: number;
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  http.get(`${API}/students/`, () => page([barakaRow])),
  http.get(`${API}/students/:id/`, () => {
    reads++;
    return HttpResponse.json(baraka);
  }),
  http.put(`${API}/students/:id/`, async ({ request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return HttpResponse.json(baraka);
  }),
  http.post(`${API}/students/`, async ({ request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return HttpResponse.json(baraka, { status: 201 });
  }),
  http.get(`${API}/schools/academic-periods/`, () => page([])),
  http.get(`${API}/grade-levels/`, () => page([])),
  http.get(`${API}/grade-levels/streams/`, () => page([])),
  http.get(`${API}/guardians/`, () => page([])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  reads = 0;
  signInAs(100);
});
afterEach(() => server.resetHandlers());

async function editBaraka(locale: 'en' | 'sw' = 'en') {
  const user = userEvent.setup({ delay: null });
  renderScreen(<StudentsPage />, '/', locale);
  const table = await screen.findByRole('table', { name: locale === 'en' ? 'Students' : 'Wanafunzi' });
  await within(table).findByText('Baraka Mutua');
  const edit = within(table).getAllByRole('button', { name: /Baraka Mutua$/ })[0]!;
  await user.click(edit);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const homeFields = (dialog: HTMLElement) => {
  const group = within(dialog).getByRole('group', { name: 'Home location' });
  return {
    group,
    latitude: within(group).getByLabelText('Home Latitude') as HTMLInputElement,
    longitude: within(group).getByLabelText('Home Longitude') as HTMLInputElement,
  };
};

describe("the student form's home location", () => {
  it('reads the student opened from the list, then saves a change of it', async () => {
    const { user, dialog } = await editBaraka();
    const { group, latitude, longitude } = homeFields(dialog);
    expect(within(group).getByText(/only the school's staff can see it; guardians never do\./i)).toBeTruthy();
    await waitFor(() => expect(latitude.value).toBe('-1.2921'));
    expect(longitude.value).toBe('36.8219');
    expect(latitude.disabled).toBe(false);
    expect(reads).toBe(1);
    await user.clear(latitude);
    await user.type(latitude, '-1.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ home_latitude: '-1.3', home_longitude: '36.8219' });
  });

  it('sends both fields empty to clear it, and names the half missing before sending', async () => {
    const { user, dialog } = await editBaraka();
    const { latitude, longitude } = homeFields(dialog);
    await waitFor(() => expect(longitude.value).toBe('36.8219'));
    await user.clear(longitude);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Home longitude is required when a home latitude is given'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(latitude);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ home_latitude: '', home_longitude: '' });
  });

  it('keeps the stored location when the student cannot be read: the fields wait, the save leaves them out', async () => {
    server.use(
      http.get(`${API}/students/:id/`, () => HttpResponse.json({ detail: 'Down' }, { status: 500 })),
    );
    const { user, dialog } = await editBaraka();
    const { latitude, longitude } = homeFields(dialog);
    expect(latitude.disabled && longitude.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.keys(sent[0]!)).not.toContain('home_latitude');
    expect(Object.keys(sent[0]!)).not.toContain('home_longitude');
  });

  it('starts empty for a new student, reading nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<StudentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Student' });
    const { latitude, longitude } = homeFields(dialog);
    expect([latitude.value, longitude.value, latitude.disabled]).toEqual(['', '', false]);
    expect(reads).toBe(0);
  });

  it('is in Kiswahili: the group, its fields, its hint and a message', async () => {
    const { user, dialog } = await editBaraka('sw');
    const group = within(dialog).getByRole('group', { name: 'Mahali pa nyumbani' });
    const latitude = within(group).getByLabelText('Latitudo ya Nyumbani') as HTMLInputElement;
    expect(within(group).getByLabelText('Longitudo ya Nyumbani')).toBeTruthy();
    expect(within(group).getByText(/walezi hawaioni kamwe\./)).toBeTruthy();
    await waitFor(() => expect(latitude.value).toBe('-1.2921'));
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(within(dialog).getByRole('button', { name: /Hifadhi/ }));
    expect(await within(dialog).findByText('Latitudo ya nyumbani iwe kati ya -90 na 90')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
