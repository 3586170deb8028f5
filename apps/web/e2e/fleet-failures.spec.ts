import { expect, test } from '@playwright/test';
import {
  addVehicles,
  bodyRows,
  isList,
  isVehicle,
  newSchool,
  openVehicles,
  row,
  SHOTS,
  table,
  toast,
} from './fleet-support';
import { expectAccessible } from './support';

// Vehicles Management when things go wrong: the spec's failure toasts (where they sit, how many show) and a
// list that cannot load. The server's refusals are stood in for with routes.

test('failures show the spec toasts; a 409 on delete shows the server reason', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KLA 700L', code: 'ERR-1', max_capacity: 12, is_active: true },
  ]);
  await openVehicles(page, school);
  await expect(bodyRows(page)).toHaveCount(1);

  // Nothing depends on a vehicle yet (personnel and trips come later), so the server's refusals are stood in for.
  await page.route(isList, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { detail: 'Internal error.' } })
      : route.fallback(),
  );
  await page.route(isVehicle, (route) => {
    const method = route.request().method();
    if (method === 'PUT') return route.fulfill({ status: 503, json: { detail: 'Service unavailable.' } });
    if (method === 'DELETE') {
      return route.fulfill({
        status: 409,
        json: { detail: 'This record cannot be deleted because trips depend on it.' },
      });
    }
    return route.fallback();
  });

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await add.getByLabel('Registration Number').fill('KLB 701L');
  await add.getByLabel('Code').fill('ERR-2');
  await add.getByLabel('Max Capacity').fill('10');
  await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Failed to add vehicle. Please try again.')).toContainText('Error');
  await expect(toast(page, 'Failed to add vehicle. Please try again.')).toHaveAttribute('style', /red/);
  await expect(add).toBeVisible();

  // Toasts sit at the bottom right, clear of the header's user menu.
  const menu = (await page.getByTestId('user-menu').boundingBox())!;
  const shown = (await toast(page, 'Failed to add vehicle. Please try again.').boundingBox())!;
  const overlaps =
    shown.x < menu.x + menu.width &&
    menu.x < shown.x + shown.width &&
    shown.y < menu.y + menu.height &&
    menu.y < shown.y + shown.height;
  expect(overlaps).toBe(false);
  expect(shown.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  await expectAccessible(page, 'an error toast over the form');
  // They do not pile up: five more failures in a row never show more than three toasts at once. A toast that
  // is closing (Mantine sets its state opacity to 0 at once, then fades it out) no longer counts as shown.
  await page.evaluate(() => {
    const shownNow = () =>
      [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')].filter(
        (element) => element.style.getPropertyValue('--notifications-state-opacity') === '1',
      ).length;
    const track = window as unknown as { mostToasts: number };
    track.mostToasts = shownNow();
    new MutationObserver(() => (track.mostToasts = Math.max(track.mostToasts, shownNow()))).observe(
      document.body,
      { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] },
    );
  });
  let failures = 0;
  page.on('response', (r) => r.request().method() === 'POST' && isList(new URL(r.url())) && (failures += 1));
  for (let i = 0; i < 5; i += 1) await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect.poll(() => failures).toBe(5);
  await expect(toast(page, 'Failed to add vehicle. Please try again.')).toHaveCount(3);
  expect(
    await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts),
  ).toBeLessThanOrEqual(3);
  await add.getByRole('button', { name: 'Cancel' }).click();

  await row(page, 'KLA 700L').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Failed to update vehicle. Please try again.')).toContainText('Error');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row(page, 'KLA 700L').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'This record cannot be deleted because trips depend on it.')).toContainText(
    'Error',
  );
  await expect(toast(page, 'Failed to delete vehicle')).toHaveCount(0);

  await page.unroute(isVehicle);
  await page.route(isVehicle, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { detail: 'x' } })
      : route.fallback(),
  );
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Failed to delete vehicle. Please try again.')).toContainText('Error');
  await expect(bodyRows(page)).toHaveCount(1);
});

test('a list that cannot load shows the error message and offers Retry', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KRT 300R', code: 'RETRY-1', max_capacity: 15, is_active: true },
  ]);
  await page.route(isList, (route) =>
    route.fulfill({ status: 403, json: { detail: 'You do not have permission to perform this action.' } }),
  );
  await openVehicles(page, school);
  await expect(table(page).getByText('You do not have permission to perform this action.')).toBeVisible();
  await expectAccessible(page, 'a list that failed to load');
  await page.screenshot({ path: `${SHOTS}/vehicles-load-failed.png`, animations: 'disabled' });

  // The cause went away: Retry loads the list without leaving the page.
  await page.unroute(isList);
  const reloaded = page.waitForResponse((r) => isList(new URL(r.url())) && r.status() === 200);
  await table(page).getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  await expect(row(page, 'KRT 300R')).toBeVisible();
  await expect(page.getByText('Could not load the list')).toHaveCount(0);
});
