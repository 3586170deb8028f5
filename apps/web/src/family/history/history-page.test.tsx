import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';
import { familyTrip } from '../family-trips.test-helpers';

let pageSize: string | null = null;
const server = setupServer(
  http.get(`${FAMILY_API}/family/children/c1/history/`, ({ request }) => {
    pageSize = new URL(request.url).searchParams.get('page_size');
    return HttpResponse.json({
      count: 3,
      next: null,
      previous: null,
      results: [
        familyTrip({
          trip: 't3',
          date: '2026-11-26',
          route_title: 'Route 7 Afternoon',
          direction: 2,
          picked_up_at: null,
          dropped_off_at: '2026-11-26T13:48:00Z',
        }),
        familyTrip({ trip: 't2', date: '2026-11-26' }),
        familyTrip({
          trip: 't1',
          date: '2026-11-25',
          status: 4,
          rider_status: 'expected',
          picked_up_at: null,
        }),
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => signInAsGuardian());
afterEach(() => server.resetHandlers());

describe('the last two weeks', () => {
  it('lists the trips by day, newest first, with what happened to the child', async () => {
    renderFamily('/family/children/c1/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Last two weeks' })).toBeTruthy();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Thursday, November 26, 2026',
      'Wednesday, November 25, 2026',
    ]);
    const thursday = screen.getByRole('region', { name: 'Thursday, November 26, 2026' });
    expect(thursday.textContent).toContain('Dropped off at 16:48');
    expect(thursday.textContent).toContain('Picked up at 07:12');
    expect(screen.getByRole('region', { name: 'Wednesday, November 25, 2026' }).textContent).toContain(
      'Cancelled',
    );
    expect(pageSize).toBe('100');
  });

  it('in Kiswahili, with no trips', async () => {
    server.use(
      http.get(`${FAMILY_API}/family/children/c1/history/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderFamily('/family/children/c1/history', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wiki mbili zilizopita' })).toBeTruthy();
    expect(await screen.findByText('Hakuna safari katika wiki mbili zilizopita.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rudi kwa leo' }).getAttribute('href')).toBe(
      '/family/children/c1',
    );
  });
});
