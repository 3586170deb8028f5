import { expect, test } from '@playwright/test';
import { BASE_URL } from './support';

// Issue 23 §2, §3: the family app's worker (public/family-sw.js, scope /family) shows a notice that
// arrives by web push. No push service is reachable here: the push is delivered to the worker through
// the DevTools protocol, as the push service would deliver it, with the payload the server sends.

test.use({ serviceWorkers: 'allow' });

test('a push delivered to the family app’s worker is shown as a notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated as { registrationId: string; scopeURL: string }[])
      registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto('/family/sign-in');
  // The app registers its worker once the page has loaded; it takes over at once (no precache to fill).
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${BASE_URL}/family`);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();

  const notice = {
    title: 'Basi la shule',
    body: 'Basi liko dakika 5 kutoka kituo cha Mango Tree (Amani).',
    url: '/family/children/c1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: registrations.get(scope)!,
    data: JSON.stringify(notice),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          data: shown.data as unknown,
        }));
      }),
    )
    .toEqual([{ title: notice.title, body: notice.body, data: { url: notice.url } }]);

  // A link elsewhere than the app is not followed by a tap: the app's own page instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: registrations.get(scope)!,
    data: JSON.stringify({ title: 'x', body: 'y', url: 'https://elsewhere.example/' }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => shown.data as unknown);
      }),
    )
    .toContainEqual({ url: '/family' });
});
