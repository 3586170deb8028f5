import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { GuardiansPage } from './guardians-page';

const guardian = {
  id: 'g1',
  first_name: 'Mary',
  last_name: 'Wanjiru',
  other_name: '',
  full_name: 'Mary Wanjiru',
  mobile_number: '0712345678',
  email: null,
  date_of_birth: null,
  gender: 2,
  gender_label: 'Female',
  salutation: 2,
  salutation_label: 'Mrs.',
  photo: null,
};

const server = setupServer(
  http.get(`${API}/guardians/`, () =>
    HttpResponse.json({ count: 1, next: null, previous: null, results: [guardian] }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
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
