import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAuthData, readProfileId } from '../../lib/session';
import { FAMILY_API, loginAnswer, renderFamily } from '../family-render.test-helpers';
import { CHILD } from '../family-trips.test-helpers';
import { reloadSession } from '../family-session';

const sent: { path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  sent.push({ path: new URL(request.url).pathname, body: await request.json() });
};
const server = setupServer(
  http.post('*/api/user/login/phone/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ detail: 'If the phone has an account, a code is on its way.' });
  }),
  http.post('*/api/user/login/phone/verify/', async ({ request }) => {
    await record(request);
    return HttpResponse.json(loginAnswer());
  }),
  http.post('*/api/tenants/users/set-active-profile/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ detail: 'ok', tenant: 't1', profile: 'p1' });
  }),
  http.get(`${FAMILY_API}/family/children/`, () => HttpResponse.json({ results: [CHILD] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  reloadSession();
});
afterEach(() => server.resetHandlers());

describe('sign in', () => {
  it('by phone: the code is sent, then the guardian is signed in as their profile and sees their children', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderFamily('/family');
    // Not signed in: the app opens at its sign-in screen.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(location.history).toContain('/family/sign-in');
    await user.type(screen.getByLabelText('Phone number'), '0700 000 001');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If the phone has an account, a code is on its way.',
    );
    await user.type(screen.getByLabelText('Code from the SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Amani Wanjiru' })).toBeTruthy();
    expect(sent).toEqual([
      { path: '/api/user/login/phone/', body: { phone: '0700 000 001' } },
      { path: '/api/user/login/phone/verify/', body: { phone: '0700 000 001', code: '123456' } },
      { path: '/api/tenants/users/set-active-profile/', body: { tenant: 't1', profile: 'p1' } },
    ]);
    expect(readAuthData()?.access).toBe('access-token');
    expect(readProfileId()).toBe('p1');
    expect(location.history.at(-1)).toBe('/family');
  });

  it('in Kiswahili, with the server’s field messages at their fields', async () => {
    server.use(
      http.post('*/api/user/login/phone/', () =>
        HttpResponse.json({ phone: ['Weka namba ya simu sahihi.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/sign-in', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingia' })).toBeTruthy();
    const phone = screen.getByLabelText('Namba ya simu');
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Nitumie msimbo' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Weka namba ya simu sahihi.').id).toBe(phone.getAttribute('aria-describedby'));
    expect(readAuthData()).toBeNull();
  });

  it('by e-mail and password; an account that is no guardian is told so and stays signed out', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/user/login/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginAnswer(100));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with e-mail and password instead' }));
    await user.type(screen.getByLabelText('E-mail'), 'office@school.test');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This account is not a guardian's at any school/)).toBeTruthy();
    expect(body).toEqual({ email: 'office@school.test', password: 'secret-pass' });
    expect(readAuthData()).toBeNull();
  });

  it('in Kiswahili: a network failure is said in the app’s words', async () => {
    server.use(http.post('*/api/user/login/', () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/sign-in', 'sw');
    await user.click(
      await screen.findByRole('button', { name: 'Ingia kwa barua pepe na nenosiri badala yake' }),
    );
    await user.type(screen.getByLabelText('Barua pepe'), 'a@b.test');
    await user.type(screen.getByLabelText('Nenosiri'), 'x');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hakuna mtandao. Angalia mtandao wako kisha ujaribu tena.',
    );
  });
});
