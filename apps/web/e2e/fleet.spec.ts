import { expect, test } from '@playwright/test';
import {
  addVehicles,
  bodyRows,
  fetchVehicle,
  LIST_PATH,
  listRequests,
  newSchool,
  openVehicles,
  row,
  SHOTS,
  table,
  toast,
} from './fleet-support';
import { expectAccessible } from './support';

// Vehicles Management (spec part 1 §2, §5, §8, §9) against the real server. Every test gets its own school,
// so counts, searches and pages only see the vehicles that test made.

test('lists vehicles with status badges and adds a vehicle', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KBA 101A', code: 'BUS-01', max_capacity: 33, is_active: true },
    { registration_number: 'KBB 202B', code: 'BUS-02', max_capacity: 14, is_active: false },
    { registration_number: 'KBC 303C', code: 'VAN-01', max_capacity: 9, is_active: true },
  ]);
  await openVehicles(page, school);

  await expect(page.getByPlaceholder('Search vehicles...')).toBeVisible();
  const headers = table(page).getByRole('columnheader');
  await expect(headers).toHaveText(['Registration Number', 'Code', 'Max Capacity', 'Status', 'Actions']);
  await expect(bodyRows(page)).toHaveCount(3);
  const active = row(page, 'KBA 101A').getByText('Active', { exact: true });
  const inactive = row(page, 'KBB 202B').getByText('Inactive', { exact: true });
  await expect(active).toBeVisible();
  await expect(inactive).toBeVisible();
  await expect(active.locator('xpath=ancestor-or-self::*[contains(@class,"Badge-root")]')).toHaveAttribute(
    'style',
    /green/,
  );
  await expect(inactive.locator('xpath=ancestor-or-self::*[contains(@class,"Badge-root")]')).toHaveAttribute(
    'style',
    /red/,
  );
  await expect(row(page, 'KBA 101A').getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(row(page, 'KBA 101A').getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByText('3 vehicles', { exact: true })).toBeVisible();
  // Spec §9: the vehicle table is 400 px high.
  const box = await page
    .locator('.mantine-ScrollArea-root')
    .filter({ has: table(page) })
    .boundingBox();
  expect(Math.round(box!.height)).toBe(400);
  await expectAccessible(page, 'Vehicles Management');
  await page.screenshot({ path: `${SHOTS}/vehicles-list.png`, fullPage: true });

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Add New Vehicle');
  // A new vehicle starts with capacity 0 and Active.
  await expect(dialog.getByLabel('Max Capacity')).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await dialog.getByLabel('Registration Number').fill('KCD 404D');
  await dialog.getByLabel('Code').fill('BUS-04');
  await dialog.getByLabel('Max Capacity').fill('40');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(LIST_PATH));
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const body = await (await created).json();
  // The select's 'false' reached the server as a boolean.
  expect(body).toMatchObject({
    registration_number: 'KCD 404D',
    code: 'BUS-04',
    max_capacity: 40,
    is_active: false,
  });

  await expect(toast(page, 'Vehicle added successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'KCD 404D')).toContainText('BUS-04');
  await expect(row(page, 'KCD 404D')).toContainText('Inactive');
  await expect(bodyRows(page)).toHaveCount(4);
});

test('shows the validation messages and the server field error under its field', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KDA 111A', code: 'DUP-1', max_capacity: 20, is_active: true },
  ]);
  await openVehicles(page, school);
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await dialog.getByLabel('Code').fill('A');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Registration number is required')).toBeVisible();
  await expect(dialog.getByText('Code must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Capacity must be between 1 and 100')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/vehicle-form-errors.png`, animations: 'disabled' });

  await expectAccessible(page, 'Add New Vehicle with errors');

  await dialog.getByLabel('Max Capacity').fill('101');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Capacity must be between 1 and 100')).toBeVisible();
  // A minus sign or a decimal point is kept as typed and refused with a message, never silently dropped.
  await dialog.getByLabel('Max Capacity').fill('-5');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByLabel('Max Capacity')).toHaveValue('-5');
  await expect(dialog.getByText('Capacity must be between 1 and 100')).toBeVisible();
  await dialog.getByLabel('Max Capacity').fill('12.5');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByLabel('Max Capacity')).toHaveValue('12.5');
  await expect(dialog.getByText('Capacity must be a whole number')).toBeVisible();
  expect(posts).toEqual([]);

  // Duplicate registration number (in another case): the server's message under the field, modal open.
  await dialog.getByLabel('Registration Number').fill('kda 111a');
  await dialog.getByLabel('Code').fill('NEW-1');
  await dialog.getByLabel('Max Capacity').fill('25');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const message = 'A vehicle with this registration number already exists in this school.';
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByLabel('Registration Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Registration Number')).toHaveAccessibleDescription(message);
  await expect(dialog).toBeVisible();
  await expect(toast(page, 'Failed to add vehicle')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/vehicle-form-duplicate.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bodyRows(page)).toHaveCount(1);
});

test('edits a vehicle', async ({ page }) => {
  const school = await newSchool();
  const [vehicle] = await addVehicles(school, [
    { registration_number: 'KEA 500E', code: 'BUS-50', max_capacity: 30, is_active: true },
  ]);
  await openVehicles(page, school);

  await row(page, 'KEA 500E').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Registration Number')).toHaveValue('KEA 500E');
  await expect(dialog.getByLabel('Code')).toHaveValue('BUS-50');
  await expect(dialog.getByLabel('Max Capacity')).toHaveValue('30');
  await expectAccessible(page, 'Edit Vehicle');
  await dialog.getByLabel('Max Capacity').fill('45');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page, 'Vehicle updated successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'KEA 500E')).toContainText('45');
  await expect(row(page, 'KEA 500E')).toContainText('Inactive');
  const stored = await (await fetchVehicle(school, vehicle!.id)).json();
  expect(stored).toMatchObject({
    registration_number: 'KEA 500E',
    code: 'BUS-50',
    max_capacity: 45,
    is_active: false,
  });

  // Opening Add after Edit starts from the new-vehicle defaults, not the edited vehicle.
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(add.getByLabel('Registration Number')).toHaveValue('');
  await expect(add.getByLabel('Max Capacity')).toHaveValue('0');
});

test('search waits 1000 ms and is sent only above one character', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [
    { registration_number: 'KFA 001F', code: 'NORTH-1', max_capacity: 20, is_active: true },
    { registration_number: 'KFB 002F', code: 'NORTH-2', max_capacity: 20, is_active: true },
    { registration_number: 'KGA 003G', code: 'SOUTH-1', max_capacity: 20, is_active: true },
  ]);
  await openVehicles(page, school);
  await expect(bodyRows(page)).toHaveCount(3);
  const requests = listRequests(page);
  const box = page.getByPlaceholder('Search vehicles...');

  await box.pressSequentially('s');
  await page.waitForTimeout(1600);
  expect(requests.filter((r) => new URL(r.url()).searchParams.has('search'))).toEqual([]);
  await expect(bodyRows(page)).toHaveCount(3);

  const searched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === LIST_PATH && new URL(r.url()).searchParams.get('search') === 'so',
  );
  await box.pressSequentially('o');
  const typedAt = Date.now();
  await searched;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, 'KGA 003G')).toBeVisible();
  await expect(page).toHaveURL(/search=so/);

  // Registration numbers are searched too, case-insensitively; the search survives a reload.
  await box.fill('kfb');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, 'KFB 002F')).toBeVisible();
  await page.reload();
  await expect(page.getByPlaceholder('Search vehicles...')).toHaveValue('kfb');
  await expect(bodyRows(page)).toHaveCount(1);

  await box.fill('zz');
  await expect(page.getByText('No vehicles match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(bodyRows(page)).toHaveCount(3);
});

test('deletes a vehicle after confirmation', async ({ page }) => {
  const school = await newSchool();
  const [doomed] = await addVehicles(school, [
    { registration_number: 'KHA 900H', code: 'OLD-1', max_capacity: 50, is_active: true },
    { registration_number: 'KHB 901H', code: 'KEEP-1', max_capacity: 50, is_active: true },
  ]);
  await openVehicles(page, school);

  await row(page, 'KHA 900H').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete KHA 900H?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expectAccessible(page, 'Confirm Deletion');
  await page.screenshot({ path: `${SHOTS}/vehicle-delete-dialog.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(2);

  await row(page, 'KHA 900H').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Vehicle deleted successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'KHA 900H')).toHaveCount(0);
  await expect(bodyRows(page)).toHaveCount(1);
  expect((await fetchVehicle(school, doomed!.id)).status).toBe(404);
});

test('pages through more than 50 vehicles, page kept in the URL', async ({ page }) => {
  const school = await newSchool();
  const fleet = Array.from({ length: 55 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return { registration_number: `KJ ${n}`, code: `C-${n}`, max_capacity: 30, is_active: i % 2 === 0 };
  });
  await addVehicles(school, fleet);
  await openVehicles(page, school);

  await expect(page.getByText('Showing 1–50 of 55 vehicles')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText('Showing 51–55 of 55 vehicles')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(row(page, 'KJ 055')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.screenshot({ path: `${SHOTS}/vehicles-page-2.png`, fullPage: true });

  await page.reload();
  await expect(bodyRows(page)).toHaveCount(5);
  // A new search starts again on page 1.
  await page.getByPlaceholder('Search vehicles...').fill('KJ 00');
  await expect(bodyRows(page)).toHaveCount(9);
  await expect(page).not.toHaveURL(/page=2/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/vehicles-phone.png`, fullPage: true });
});
