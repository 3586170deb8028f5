import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { GradeLevelsPage } from './grade-levels-page';

const server = setupServer(
  http.get(`${API}/grade-levels/`, () =>
    HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [{ es_grade_level: 'g1', title: 'Grade 1', short_title: 'G1' }],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('GradeLevelsPage in Kiswahili', () => {
  it('shows its heading and column titles in Kiswahili', async () => {
    renderScreen(<GradeLevelsPage />, '/', 'sw');
    const table = await screen.findByRole('table', { name: 'Madarasa' });
    expect(await within(table).findByText('Grade 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Madarasa' })).toBeTruthy();
    expect(within(table).getByText('Jina')).toBeTruthy();
    expect(within(table).getByText('Jina Fupi')).toBeTruthy();
  });
});
