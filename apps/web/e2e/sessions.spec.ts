import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, createSchoolAdmin, DEMO, expectAccessible, shot, signInToDashboard } from './support';

// Sessions in the browser: an expired access token renewed once, a spent refresh token ending on
// /login, and the tabs of one browser sharing one renewal (issue 19).

/**
 * Breaks the stored access token from a page of the same origin that runs none of the console's
 * code: a request the console still had to make after its page showed (a late query, the outbox)
 * would otherwise start a renewal that the next navigation cuts off after the server had rotated
 * the refresh token, and the old one, sent again, would rightly end the session.
 */
async function expireStoredAccess(page: Page): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('authData')!);
    localStorage.setItem('authData', JSON.stringify({ ...data, access: 'expired' }));
  });
}

const storedAuth = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('authData') ?? 'null') as { access: string; refresh: string } | null,
  );

test('an expired access token is renewed once; a spent refresh token ends on /login', async ({ page }) => {
  await signInToDashboard(page, DEMO.email, DEMO.password);

  // A bad access token with a good refresh token: renewed, the page stays.
  await expireStoredAccess(page);
  await page.goto('/fleet/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect.poll(async () => (await storedAuth(page))?.access).not.toBe('expired');
  await expect(page).toHaveURL(/\/fleet\/vehicles$/);

  // Spend the stored refresh token elsewhere, and its successor too (so the console is no tab that
  // merely came late), then make the access token fail.
  const spent = (await storedAuth(page))!.refresh;
  const renewElsewhere = (refresh: string) =>
    fetch(`${BASE_URL}/api/user/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  const rotated = await renewElsewhere(spent);
  expect(rotated.status).toBe(200);
  expect((await renewElsewhere(((await rotated.json()) as { refresh: string }).refresh)).status).toBe(200);
  await expireStoredAccess(page);
  await page.goto('/fleet/vehicles');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toBeNull();
  // The sign-in form says why it is back.
  await expect(page.getByRole('status')).toHaveText('Your session has expired. Please sign in again.');
  await expectAccessible(page, 'login after an expired session');
  await shot(page, 'session-expired');
});

const isRenewal = (url: string) => url.endsWith('/api/user/token/refresh/');

/**
 * Two tabs of one browser signed in, both on a page that runs none of the console's code, with an
 * expired access token stored: no renewal can start (and be cut off) before the test opens them.
 */
async function twoTabsWithExpiredAccess(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await signInToDashboard(first, DEMO.email, DEMO.password);
  await expireStoredAccess(first);
  const second = await context.newPage();
  await second.goto('/api/health');
  return [first, second];
}

test('two tabs with an expired access token renew it once and both stay signed in', async ({ context }) => {
  const [first, second] = await twoTabsWithExpiredAccess(context);
  const renewals: string[] = [];
  context.on('request', (request) => {
    if (isRenewal(request.url())) renewals.push(request.url());
  });
  // Both tabs load at once with the expired token, as a browser restoring its tabs does.
  await Promise.all([first.goto('/fleet/vehicles'), second.goto('/')]);
  await expect(first.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(first.getByRole('table')).toBeVisible();
  await expect.poll(async () => (await storedAuth(second))?.access).not.toBe('expired');
  expect(renewals).toHaveLength(1);
  // Both go on with the one new pair: a navigation in each is still signed in.
  await second.goto('/fleet/vehicles');
  await expect(second.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect(second).toHaveURL(/\/fleet\/vehicles$/);
});

test('without Web Locks, two tabs presenting the same refresh token at once get the same pair', async ({
  context,
}) => {
  // A browser without Web Locks: the tabs cannot take turns, so the server's grace window decides.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { locks?: unknown }).locks;
  });
  const [first, second] = await twoTabsWithExpiredAccess(context);
  const spent = (await storedAuth(first))!.refresh;

  // Each tab's renewal is held until the other's has left too, so both present the same token.
  let releaseBoth!: () => void;
  const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
  const sent: string[] = [];
  await context.route('**/api/user/token/refresh/', async (route) => {
    sent.push(route.request().postData() ?? '');
    if (sent.length === 2) releaseBoth();
    await bothSent;
    await route.continue();
  });
  const answers: Promise<{ status: number; body: string }>[] = [];
  context.on('response', (response) => {
    if (isRenewal(response.url())) {
      answers.push(response.text().then((body) => ({ status: response.status(), body })));
    }
  });

  await Promise.all([first.goto('/fleet/vehicles'), second.goto('/')]);
  await expect(first.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => answers.length).toBe(2);
  expect(sent.map((body) => JSON.parse(body))).toEqual([{ refresh: spent }, { refresh: spent }]);
  const [one, two] = await Promise.all(answers);
  expect([one!.status, two!.status]).toEqual([200, 200]);
  expect(one!.body).toBe(two!.body);
  await expect(first).toHaveURL(/\/fleet\/vehicles$/);
  await expect(second).toHaveURL(`${BASE_URL}/`);
  expect((await storedAuth(second))!.refresh).toBe((JSON.parse(one!.body) as { refresh: string }).refresh);
});

test('a browser that has signed in to an account keeps signing in while a script at its address is held', async ({
  page,
  context,
}) => {
  const admin = await createSchoolAdmin();
  await signInToDashboard(page, admin.email, admin.password);
  // The device cookie: for sign-in only, out of reach of the page's scripts.
  const devices = (await context.cookies()).filter((cookie) => cookie.name.startsWith('device_'));
  expect(devices).toEqual([
    expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login', secure: false }),
  ]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('device_');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A script on the same computer (no cookie) guesses: after 5 wrong passwords even the right one waits.
  const scripted = (password: string) =>
    fetch(`${BASE_URL}/api/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password }),
    });
  for (let attempt = 1; attempt <= 5; attempt++) expect((await scripted('wrong-password')).status).toBe(400);
  expect((await scripted(admin.password)).status).toBe(429);

  // The browser that signed in before has its own allowance.
  await signInToDashboard(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
