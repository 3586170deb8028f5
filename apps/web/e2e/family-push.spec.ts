import { expect, test } from '@playwright/test';
import { FAMILY_SCOPE, shownNotifications, watchServiceWorkers } from './push-support';
import { BASE_URL } from './support';

// Issue 23 §2, §3: the family app's worker (public/family-sw.js, scope /family) shows a notice that
// arrives by web push. No push service is reachable here: the push is delivered to the worker through
// the DevTools protocol, as the push service would deliver it, with the payload the server sends.

test.use({ serviceWorkers: 'allow' });

test('a push delivered to the family app’s worker is shown as a notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const workers = await watchServiceWorkers(page);

  await page.goto('/family/sign-in');
  // The app registers its worker once the page has loaded; it takes over at once (no precache to fill).
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(FAMILY_SCOPE);
  await workers.registration(scope);

  const notice = {
    title: 'Basi la shule',
    body: 'Basi liko dakika 5 kutoka kituo cha Mango Tree (Amani).',
    url: '/family/children/c1',
  };
  await workers.push(scope, notice);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: notice.title, body: notice.body, data: { url: notice.url } }]);

  // A link elsewhere than the app is not followed by a tap: the app's own page instead.
  await workers.push(scope, { title: 'x', body: 'y', url: 'https://elsewhere.example/' });
  await expect
    .poll(async () => (await shownNotifications(page)).map((shown) => shown.data))
    .toContainEqual({ url: '/family' });
});
