import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { JobRolesPage } from './job-roles-page';

const server = setupServer(
  http.get(`${API}/employees/job-roles/`, () =>
    HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 'r1', title: 'Bus Driver', category: 4, category_label: 'Driver' }],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('JobRolesPage in Kiswahili', () => {
  it('shows its heading, column titles and categories in Kiswahili', async () => {
    renderScreen(<JobRolesPage />, '/', 'sw');
    const table = await screen.findByRole('table', { name: 'Vyeo vya Kazi' });
    expect(await within(table).findByText('Bus Driver')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vyeo vya Kazi' })).toBeTruthy();
    expect(within(table).getByText('Jina la Cheo')).toBeTruthy();
    expect(within(table).getByText('Aina')).toBeTruthy();
    expect(within(table).getByText('Dereva')).toBeTruthy();
  });
});
