import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTICE_SETTINGS } from '@app/shared/family/family.schemas';
import { FAMILY_API, renderFamily, signInAsGuardian } from '../family-render.test-helpers';

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const calls: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.get(`${FAMILY_API}/family/settings/`, () => HttpResponse.json(DEFAULT_NOTICE_SETTINGS)),
  http.get(`${FAMILY_API}/family/push/key/`, () => HttpResponse.json({ public_key: KEY })),
  http.all(`${FAMILY_API}/family/push/subscriptions/`, async ({ request }) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return new HttpResponse(null, { status: 204 });
  }),
);

/** A browser with push (jsdom has none): a worker registration whose push manager subscribes. */
function stubPush(permission: NotificationPermission) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null =
    null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: 'https://push.example/s/1',
      toJSON: () => ({ endpoint: 'https://push.example/s/1', keys: { p256dh: 'p-key', auth: 'a-key' } }),
      unsubscribe: async () => ((subscription = null), true),
    };
    expect(options).toEqual({ userVisibleOnly: true, applicationServerKey: KEY });
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { register, subscribe };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  signInAsGuardian();
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications on this phone', () => {
  it('turns on: the worker is subscribed with the school’s key and the server told; then off again', async () => {
    const { register } = stubPush('granted');
    const user = userEvent.setup({ delay: null });
    renderFamily('/family/settings');
    expect(await screen.findByText('Notifications are off for this phone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this phone.')).toBeTruthy();
    expect(register).toHaveBeenCalledWith('/family-sw.js', { scope: '/family' });
    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText('Notifications are off for this phone.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/family/push/subscriptions/',
        body: { endpoint: 'https://push.example/s/1', keys: { p256dh: 'p-key', auth: 'a-key' } },
      },
      {
        method: 'DELETE',
        path: '/api/family/push/subscriptions/',
        body: { endpoint: 'https://push.example/s/1' },
      },
    ]);
  });

  it('in Kiswahili: a phone that blocks notifications is told where to allow them', async () => {
    const { subscribe } = stubPush('denied');
    renderFamily('/family/settings', 'sw');
    expect(await screen.findByText(/Simu hii inazuia arifa za programu/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Washa arifa' }) as HTMLButtonElement).disabled).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
