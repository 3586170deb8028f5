import { expect, test } from '@playwright/test';
import { expectFamilyScreen, invitedGuardian, signInByPhone, tabTo } from './family-support';
import { newSchool } from './fleet-support';
import { BASE_URL, expectAccessible } from './support';

// Issue 23 §2 against the real server: the family app at /family, on a phone's width (390 px) by keyboard
// alone, axe on every screen; and its first screen at 800 and 1280 px. A guardian of a new school, invited
// from their record, signs in with their phone and the invitation's code (their first sign-in makes the account).

test('a guardian signs in by phone and goes through every family screen at 390 px, by keyboard', async ({
  page,
}) => {
  const school = await newSchool();
  const { phone, code } = await invitedGuardian(school);
  await page.setViewportSize({ width: 390, height: 844 });

  await signInByPhone(page, phone, code, 'family');
  await expectFamilyScreen(page, 'Your children', 'children');
  const child = page.getByRole('link', { name: 'Amani Wanjiru' });
  await tabTo(page, child);
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, "Amani's day", 'child-day');

  await tabTo(page, page.getByRole('link', { name: 'Will not ride' }));
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, 'Will not ride', 'absences');
  // A radio group is one Tab stop (the chosen one); the arrows choose within it.
  await tabTo(page, page.getByRole('radio', { name: 'Morning and afternoon' }));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Morning', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Tell the school' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The school now knows.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Withdraw .*: Morning$/ })).toBeVisible();
  await expectAccessible(page, 'family app: absence told');

  await tabTo(page, page.getByRole('link', { name: 'Back to today' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Last two weeks' }));
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, 'Last two weeks', 'history');

  await tabTo(page, page.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, 'Settings', 'settings');
  await tabTo(page, page.getByLabel('Language'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Language')).toHaveValue('sw');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Mipangilio']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expectFamilyScreen(page, 'Mipangilio', 'settings-sw');

  await tabTo(page, page.getByRole('button', { name: 'Toka' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE_URL}/family/sign-in`);
  // Signed out, the app speaks the browser's language again: the account's choice went with the account.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Sign in']);
});

for (const width of [800, 1280]) {
  test(`the family app's sign-in is usable at ${width} px, and installable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/family/sign-in');
    await expectFamilyScreen(page, 'Sign in', `sign-in-${width}`);
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await (await fetch(`${BASE_URL}${manifest}`)).json();
    expect(answer).toMatchObject({ start_url: '/family', display: 'standalone' });
    for (const icon of answer.icons as { src: string }[])
      expect((await fetch(`${BASE_URL}${icon.src}`)).headers.get('content-type')).toBe('image/png');
  });
}
