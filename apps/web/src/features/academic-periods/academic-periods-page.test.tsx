import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { AcademicPeriodsPage } from './academic-periods-page';

const server = setupServer(
  http.get(`${API}/schools/academic-periods/`, () =>
    HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 'a1', title: 'Term 1', start_date: '2026-01-05', end_date: '2026-04-10' }],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('AcademicPeriodsPage in Kiswahili', () => {
  it('shows its heading and column titles in Kiswahili', async () => {
    renderScreen(<AcademicPeriodsPage />, '/', 'sw');
    const table = await screen.findByRole('table', { name: 'Vipindi vya Masomo' });
    expect(await within(table).findByText('Term 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vipindi vya Masomo' })).toBeTruthy();
    expect(within(table).getByText('Tarehe ya Kuanza')).toBeTruthy();
    expect(within(table).getByText('Tarehe ya Kuisha')).toBeTruthy();
  });
});
