import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { StreamsPage } from './streams-page';

const server = setupServer(
  http.get(`${API}/grade-levels/streams/`, () =>
    HttpResponse.json({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 's1',
          title: 'North',
          grade_level: 'g1',
          grade_level_title: 'Grade 4',
          short_title: '4N',
          student_capacity: 40,
        },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAs(100));
afterEach(() => server.resetHandlers());

describe('StreamsPage in Kiswahili', () => {
  it('shows its heading and column titles in Kiswahili', async () => {
    renderScreen(<StreamsPage />, '/', 'sw');
    const table = await screen.findByRole('table', { name: 'Mikondo' });
    expect(await within(table).findByText('North')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mikondo' })).toBeTruthy();
    expect(within(table).getByText('Idadi ya Wanafunzi')).toBeTruthy();
    expect(within(table).getByText('Darasa')).toBeTruthy();
  });
});
