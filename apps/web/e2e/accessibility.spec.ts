import { expect, test, type Locator, type Page } from '@playwright/test';
import { addVehicles, newSchool, row } from './fleet-support';
import { expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// WCAG 2.2 AA: axe on every screen and modal, and what axe cannot see (keyboard use, focus, required fields).

/** Presses Tab until `target` has the focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${limit} presses`).toBeFocused();
}

/** The focused field shows a ring at least 2 px wide, not only a 1 px border colour change. */
async function expectFocusRing(field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  const outline = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test('the sign-in pages: a main landmark, one heading, own tab titles, required fields, the e-mail focused', async ({
  page,
}) => {
  await page.goto('/login');
  await expectScreen(page, 'School Bus Admin', 'Sign in');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expectFocusRing(email);
  for (const field of [email, page.getByRole('textbox', { name: 'Password', exact: true })])
    await expect(field).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible(page, 'login with errors');
  // An invalid field keeps a visible ring, in its error colour.
  await email.focus();
  await expectFocusRing(email);

  await page.goto('/register');
  await expectScreen(page, 'Create an account');
  for (const label of ['Email', 'First name', 'Last name']) {
    await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  }
  for (const name of ['Password', 'Confirm password']) {
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '');
  }
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectAccessible(page, 'register with errors');

  await page.goto('/confirm-email');
  await expectScreen(page, 'Confirm your email');
  await expect(page.getByLabel('Confirmation code')).toHaveAttribute('required', '');

  await page.goto('/reset-password');
  await expectScreen(page, 'Reset password');
  await expect(page.getByLabel('Email')).toHaveAttribute('required', '');

  await page.goto('/reset-password-confirm');
  await expectScreen(page, 'Set a new password');
  await expect(page.getByLabel('Reset code')).toHaveAttribute('required', '');
});

test('a keyboard user opens a navigation group and reaches Vehicles, then edits a vehicle', async ({
  page,
}) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KBZ 412A', code: 'KEY-1', max_capacity: 30, is_active: true },
  ]);
  await signInToDashboard(page, school.email, school.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  const fleet = nav.getByRole('button', { name: 'Fleet' });
  await tabTo(page, fleet);
  await expect(fleet).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(fleet).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fleet\/vehicles$/);
  await expectScreen(page, 'Vehicles Management');
  // Space opens and closes a group too.
  const reports = nav.getByRole('button', { name: 'Reports' });
  await reports.focus();
  await page.keyboard.press('Space');
  await expect(reports).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(reports).toHaveAttribute('aria-expanded', 'false');

  // The buttons of a row name their record.
  const edit = page.getByRole('button', { name: 'Edit KBZ 412A', exact: true });
  await expect(
    row(page, 'KBZ 412A').getByRole('button', { name: 'Delete KBZ 412A', exact: true }),
  ).toBeVisible();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(dialog.getByLabel('Registration Number')).toBeFocused();
  await expectFocusRing(dialog.getByLabel('Registration Number'));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test('the dashboard, the user menu, a report page and the vehicle modals pass axe', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KAX 100A', code: 'AXE-1', max_capacity: 30, is_active: true },
    { registration_number: 'KAX 200B', code: 'AXE-2', max_capacity: 12, is_active: false },
  ]);
  await signInToDashboard(page, school.email, school.password);
  await expectScreen(page, 'Dashboard');

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'user menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.goto('/reports/cost-analysis');
  await expectScreen(page, 'Cost Analysis');
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();

  await page.goto('/fleet/vehicles');
  await expect(row(page, 'KAX 200B')).toContainText('Inactive');
  await expectScreen(page, 'Vehicles Management');

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(add.getByRole('button', { name: 'Close' })).toBeVisible();
  for (const label of ['Registration Number', 'Code', 'Max Capacity']) {
    await expect(add.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expectAccessible(page, 'Add New Vehicle');
  await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(add.getByText('Registration number is required')).toBeVisible();
  await expectAccessible(page, 'Add New Vehicle with errors');
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(add).toBeHidden();

  await row(page, 'KAX 100A').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Vehicle' })).toBeVisible();
  await expectAccessible(page, 'Edit Vehicle');
  await page.keyboard.press('Escape');

  await row(page, 'KAX 100A').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectAccessible(page, 'Confirm Deletion');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vehicle deleted successfully' })).toBeVisible();
  await expectAccessible(page, 'a success toast');
  await shot(page, 'vehicles-toast');
});
