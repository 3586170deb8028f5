import crypto from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './support';

// Web push in the browser tests. No push service is reachable here (no network): Chromium's own
// `pushManager.subscribe` is refused ("AbortError: Registration failed - permission denied", with
// notifications granted: this headless Chromium has no push service to register with), and nothing
// could carry a push from the server to it. What a push service does is done through the DevTools
// protocol instead: a message delivered to the family app's service worker as the push service
// delivers it (ServiceWorker.deliverPushMessage).

/** What the family app's worker (public/family-sw.js) is given by a push: the notice as the server worded it. */
export type PushMessage = { title: string; body: string; url: string };

/** The family app's service worker's scope. */
export const FAMILY_SCOPE = `${BASE_URL}/family`;

/**
 * The page's service workers as DevTools sees them, to deliver a push to one: `registration(scope)`
 * waits until a worker is registered there.
 */
export async function watchServiceWorkers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated as { registrationId: string; scopeURL: string }[])
      registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const registration = async (scope: string) => {
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    return registrations.get(scope)!;
  };
  return {
    registration,
    /** Delivers `data` (JSON) to the worker of `scope`, as a push service delivers a push. */
    async push(scope: string, data: unknown): Promise<void> {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: BASE_URL,
        registrationId: await registration(scope),
        data: JSON.stringify(data),
      });
    },
  };
}

/** The notifications the family app's worker shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      data: shown.data as unknown,
    }));
  });
}

/**
 * Stands in for the browser's push service registration, in every page of `context`:
 * `pushManager.subscribe` answers a subscription of real P-256 keys (made here) at an https address
 * on this machine where nothing answers, instead of asking Firebase Cloud Messaging, which is out of
 * reach here. Everything around it is the browser's and the app's own: the permission, the worker's
 * registration, the server's VAPID key the app subscribes with (`keyUsed` tells which), and the
 * subscription the app hands the server, whose web push sender then really pushes to that address
 * (and is refused).
 */
export async function standInPushRegistration(context: BrowserContext) {
  const subscription = {
    endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`,
    keys: {
      p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
  };
  await context.addInitScript((made) => {
    // The key the app subscribed with, kept for the tab: what getSubscription() then finds.
    const KEY = 'stand-in-push-key';
    const asSubscription = () => {
      const json = { ...made, expirationTime: null };
      return {
        endpoint: made.endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      sessionStorage.setItem(KEY, typeof key === 'string' ? key : '');
      return asSubscription();
    };
    PushManager.prototype.getSubscription = async () =>
      sessionStorage.getItem(KEY) === null ? null : asSubscription();
  }, subscription);
  return {
    endpoint: subscription.endpoint,
    /** The application server key the page subscribed with (null: not subscribed). */
    keyUsed: (page: Page) => page.evaluate(() => sessionStorage.getItem('stand-in-push-key')),
  };
}
