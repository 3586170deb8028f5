import { expect, test } from '@playwright/test';
import { createSchoolAdmin, expectAccessible, shot, signInToDashboard } from './support';

/** Issue 21 §2: the language switch in the user menu, kept on the account; sign-in follows the browser. */
test('an administrator switches the console to Kiswahili, which stays after a reload and a new sign-in', async ({
  page,
}) => {
  const admin = await createSchoolAdmin();
  await signInToDashboard(page, admin.email, admin.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const nav = page.getByRole('navigation', { name: 'Menyu kuu' });
  await expect(nav.getByRole('link', { name: 'Dashibodi' })).toBeVisible();
  await nav.getByRole('button', { name: 'Magari' }).click();
  await expect(nav.getByRole('link', { name: 'Orodha ya Magari' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wafanyakazi wa Magari' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Badilisha Wasifu' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Kiswahili' })).toHaveAttribute('aria-current', 'true');
  await shot(page, 'language-menu-sw');
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'dashboard in Kiswahili');

  // Kept on the account: a reload, then signing out and in again, speak Kiswahili.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Toka' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInToDashboard(page, admin.email, admin.password);
  await expect(page.getByRole('navigation', { name: 'Menyu kuu' })).toBeVisible();

  // Back to English from the same menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser set to Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('shows the sign-in pages in Kiswahili, their validation messages and the server’s too', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School Bus Admin');
    await expect(page).toHaveTitle('Ingia | Transport Admin');
    await page.getByRole('button', { name: 'Ingia' }).click();
    await expect(page.getByText('Tafadhali weka anwani sahihi ya barua pepe')).toBeVisible();
    await expect(page.getByText('Nenosiri linahitajika')).toBeVisible();
    await page.getByLabel('Barua pepe').fill('nobody@school.test');
    await page.getByLabel('Nenosiri').fill('wrong-password');
    await page.getByRole('button', { name: 'Ingia' }).click();
    await expect(page.getByRole('alert')).toHaveText('Barua pepe au nenosiri si sahihi.');
    await shot(page, 'login-sw');
    await expectAccessible(page, 'login in Kiswahili');
    await page.getByRole('link', { name: 'Jisajili' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fungua akaunti');
  });
});
