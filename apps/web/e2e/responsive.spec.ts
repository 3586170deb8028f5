import { expect, test, type Page } from '@playwright/test';
import { addVehicles, newSchool } from './fleet-support';
import { expectWithinWidth } from './people-support';
import { expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// Lists on a phone (390 px) and a tablet (800 px): the navigation collapses, and every row's actions are on
// screen without scrolling sideways.

const REGISTRATIONS = ['KBZ 412A', 'KCA 1234Z-LONG', 'KDD 007'];

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { width, height, device } of [
  { width: 390, height: 844, device: 'phone' },
  { width: 800, height: 1100, device: 'tablet' },
]) {
  test(`on a ${device} (${width} px) the navigation collapses and Edit and Delete are on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const school = await newSchool();
    await addVehicles(
      school,
      REGISTRATIONS.map((registration_number, i) => ({
        registration_number,
        code: `RESP-${i}`,
        max_capacity: 20 + i,
        is_active: i !== 1,
      })),
    );
    await signInToDashboard(page, school.email, school.password);

    // The navigation is behind the burger, and out of the keyboard's way while closed.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeFocused();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    await expectAccessible(page, `the ${device} navigation`);
    await shot(page, `navigation-${width}`);
    await nav.getByRole('button', { name: 'Fleet' }).click();
    await nav.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/fleet\/vehicles$/);
    await expect(nav.getByRole('link', { name: 'Vehicles' })).not.toBeInViewport();
    await expectScreen(page, 'Vehicles Management');

    for (const registration of REGISTRATIONS) {
      for (const action of ['Edit', 'Delete']) {
        const button = page.getByRole('button', { name: `${action} ${registration}`, exact: true });
        await expect(button).toBeVisible();
        await expectWithinWidth(page, button);
      }
    }
    await expectNoSidewaysScroll(page);
    await shot(page, `vehicles-${width}`);

    // The modals fit as well.
    await page.getByRole('button', { name: `Edit ${REGISTRATIONS[1]}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await expect(dialog.getByLabel('Registration Number')).toHaveValue(REGISTRATIONS[1]!);
    await expectWithinWidth(page, dialog.getByRole('button', { name: 'Save Changes' }));
    await expectAccessible(page, `Edit Vehicle on a ${device}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('on a phone the rows are cards that keep every column and can still be sorted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KPA 001', code: 'PHONE-B', max_capacity: 40, is_active: true },
    { registration_number: 'KPB 002', code: 'PHONE-A', max_capacity: 10, is_active: false },
  ]);
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/fleet/vehicles');
  const list = page.getByRole('list', { name: 'Vehicles' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const first = cards.filter({ hasText: 'KPA 001' });
  for (const text of ['Code', 'PHONE-B', 'Max Capacity', '40', 'Status', 'Active']) {
    await expect(first.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(cards.filter({ hasText: 'KPB 002' }).getByText('Inactive', { exact: true })).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Code, ascending' });
  await expect(page).toHaveURL(/ordering=code/);
  await expect(cards.first()).toContainText('KPB 002');
  await expectAccessible(page, 'vehicle cards');
});
