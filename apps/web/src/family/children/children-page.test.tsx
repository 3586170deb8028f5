import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAuthData } from '../../lib/session';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';
import { CHILD, familyTrip } from '../family-trips.test-helpers';

let loggedOut: unknown = null;
const server = setupServer(
  http.get(`${FAMILY_API}/family/children/`, () =>
    HttpResponse.json({
      results: [
        CHILD,
        { ...CHILD, id: 'c2', first_name: 'Baraka', full_name: 'Baraka Wanjiru', trip_notifications: false },
      ],
    }),
  ),
  http.get(`${FAMILY_API}/family/children/c2/trips/`, () =>
    HttpResponse.json({ date: '2026-11-27', time_zone: 'Africa/Nairobi', trips: [familyTrip()] }),
  ),
  http.post('*/api/user/logout/', async ({ request }) => {
    loggedOut = await request.json();
    return HttpResponse.json({ detail: 'Signed out.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  loggedOut = null;
  signInAsGuardian();
});
afterEach(() => server.resetHandlers());

describe('the children list', () => {
  it('lists the guardian’s children, each opening their day; sign out ends the session', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderFamily('/family');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your children' })).toBeTruthy();
    expect(await screen.findByText('The school sends you no notices about this child.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Baraka Wanjiru' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Baraka's day" })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/family/children/c2');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(loggedOut).toEqual({ refresh: 'refresh-token' });
    expect(readAuthData()).toBeNull();
  });

  it('in Kiswahili: no child linked yet, and a failed call in the server’s words', async () => {
    server.use(http.get(`${FAMILY_API}/family/children/`, () => HttpResponse.json({ results: [] })));
    const view = renderFamily('/family', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Watoto wako' })).toBeTruthy();
    expect(await screen.findByText(/Bado hakuna mtoto aliyeunganishwa nawe/)).toBeTruthy();
    view.unmount();
    server.use(
      http.get(`${FAMILY_API}/family/children/`, () =>
        HttpResponse.json({ detail: 'Huna ruhusa ya kufanya kitendo hiki.' }, { status: 403 }),
      ),
    );
    renderFamily('/family', 'sw');
    expect((await screen.findByRole('alert')).textContent).toBe('Huna ruhusa ya kufanya kitendo hiki.');
    expect(screen.getByRole('navigation', { name: 'Programu ya familia' }).textContent).toContain(
      'Mipangilio',
    );
  });
});
