import { expect, test, type Page, type Route } from '@playwright/test';
import { invitedGuardian } from './family-support';
import { newSchool } from './fleet-support';
import { expectAccessible } from './support';

// Issue 23 §2, the first screen on a slow phone: the sign-in screen comes inside /family's page (rendered
// at build time, in the browser's language), usable before the script; the script takes it over
// (hydration) with no error, and a guardian already signed in still lands on their children.

/** Errors the page reports: React's hydration mismatches among them (console.error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds back the app's scripts until the returned function is called: a network slower than the guardian. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route: Route) => {
    await released;
    // A request of a page left already (the form's post) has nobody to answer.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.use({ locale: 'sw-KE', viewport: { width: 390, height: 844 } });

test('the sign-in screen works before its script, in Kiswahili, and the script completes the post', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto('/family', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingia');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expectAccessible(page, 'family app: sign-in before its script');

  const phone = page.getByLabel('Namba ya simu');
  await phone.focus();
  await page.keyboard.type('0700 000 009');
  await page.keyboard.press('Enter');
  // The server's answer to the plain form: the same screen, the phone kept.
  await page.waitForURL('**/family/sign-in', { waitUntil: 'commit' });
  await expect(page.locator('meta[name="transport-admin-family-phone-posted"]')).toHaveCount(1);
  await expect(page.getByLabel('Namba ya simu')).toHaveValue('0700 000 009');
  release();
  // The script, in at last, asks for the code: the code step.
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByLabel('Msimbo kutoka kwa SMS')).toBeVisible();
  await expectAccessible(page, 'family app: code step after a post');
  expect(errors).toEqual([]);
});

test('typed before the script, the phone is kept when the script takes the screen over', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto('/family/sign-in', { waitUntil: 'commit' });
  const phone = page.getByLabel('Namba ya simu');
  await phone.focus();
  await page.keyboard.type('0700000008');
  release();
  // Taken over: the button now asks for the code without leaving the page.
  await expect
    .poll(() => phone.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(phone).toHaveValue('0700000008');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Msimbo kutoka kwa SMS')).toBeVisible();
  expect(page.url()).toMatch(/\/family\/sign-in$/);
  expect(errors).toEqual([]);
});

test('a guardian signed in on this phone opens the app on their children, not the sign-in', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const school = await newSchool();
  const { phone, code } = await invitedGuardian(school);
  await page.goto('/family');
  await page.getByLabel('Namba ya simu').fill(phone);
  await page.keyboard.press('Enter');
  await page.getByLabel('Msimbo kutoka kwa SMS').fill(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watoto wako');

  await page.goto('/family');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watoto wako');
  await expect(page).toHaveURL(/\/family$/);
  expect(errors).toEqual([]);
});
