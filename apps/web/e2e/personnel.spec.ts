import { expect, test } from '@playwright/test';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import { addVehicles, newSchool, SHOTS } from './fleet-support';
import { expectNoSidewaysScroll } from './people-support';
import {
  addAssignment,
  addEmployee,
  addJobRole,
  bodyRows,
  day,
  openPersonnel,
  options,
  PERSONNEL_PATH,
  pickDate,
  pickDateByKeyboard,
  pickOption,
  row,
  shown,
  table,
  toast,
  wire,
} from './personnel-support';
import { expectAccessible, signInToDashboard } from './support';

// Personnel Management (spec part 1 §2, §3, §5, §8, §9; DESIGN §5 Vehicle personnel) against the real
// server, each test in a school of its own.

test('assigns a driver, refuses an overlap naming it, edits, searches and deletes', async ({ page }) => {
  const school = await newSchool();
  const [bus] = await addVehicles(school, [
    { registration_number: 'KPA 300C', code: 'BUS-01', max_capacity: 33, is_active: true },
    { registration_number: 'KPB 301C', code: 'BUS-02', max_capacity: 14, is_active: true },
  ]);
  const role = await addJobRole(school, { title: 'Bus Driver', category: DRIVER_CATEGORY });
  const john = await addEmployee(school, 'John Otieno', role.id);
  await addEmployee(school, 'Grace Atieno', role.id);
  await addEmployee(school, 'Mary Wanjiku');
  await openPersonnel(page, school);

  await expect(page.getByPlaceholder('Search personnel...')).toBeVisible();
  await expect(page.getByText('No personnel assignments yet. Add the first one.')).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Vehicle',
    'Driver Name',
    'Start Date',
    'End Date',
    'Status',
    'Actions',
  ]);
  await expectAccessible(page, 'Personnel Management');

  // Every required field says so, and nothing is sent.
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.getByRole('button', { name: 'Assign Personnel' }).click();
  const add = page.getByRole('dialog', { name: 'Assign Personnel' });
  await expectAccessible(page, 'Assign Personnel');
  await add.getByRole('button', { name: 'Assign' }).click();
  for (const message of ['Vehicle is required', 'Driver is required', 'Start date is required']) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await expect(add.getByText('End date is required')).toBeVisible();
  await expectAccessible(page, 'Assign Personnel with errors');
  await page.screenshot({ path: `${SHOTS}/personnel-form-errors.png`, animations: 'disabled' });

  // Some employees have the Driver job role: only they are offered.
  await add.getByRole('combobox', { name: 'Driver' }).click();
  await expect(options(page)).toHaveText(['Grace Atieno', 'John Otieno']);
  await page.keyboard.press('Escape');

  // The vehicle is searched on the server as the user types.
  const searched = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/transport/vehicles/' && r.url().includes('search=kpa+300'),
  );
  await pickOption(page, add, 'Vehicle', 'kpa 300', 'KPA 300C (BUS-01)');
  await searched;
  await pickOption(page, add, 'Driver', 'john', 'John Otieno');

  // An end before the start is refused before anything is sent.
  await pickDate(page, add, 'Start Date', day(20));
  await pickDate(page, add, 'End Date', day(10));
  await add.getByRole('button', { name: 'Assign' }).click();
  await expect(add.getByText('End date must be on or after the start date')).toBeVisible();
  expect(posts).toEqual([]);

  await pickDate(page, add, 'End Date', day(25));
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(PERSONNEL_PATH),
  );
  await add.getByRole('button', { name: 'Assign' }).click();
  expect(await (await created).json()).toMatchObject({
    vehicle: bus!.id,
    driver: john.id,
    driver_name: 'John Otieno',
    start_date: wire(day(20)),
    end_date: wire(day(25)),
    is_active: true,
  });
  await expect(toast(page, 'Personnel assignment added successfully')).toContainText('Success');
  await expect(add).toBeHidden();
  const johns = row(page, 'John Otieno');
  await expect(johns.getByRole('cell')).toHaveText([
    'KPA 300C (BUS-01)',
    'John Otieno',
    shown(day(20)),
    shown(day(25)),
    'Active',
    /Edit.*Delete/,
  ]);

  // A second driver on the same vehicle for overlapping days: the server names the clash under Vehicle.
  await page.getByRole('button', { name: 'Assign Personnel' }).click();
  await pickOption(page, add, 'Vehicle', 'BUS-01', 'KPA 300C (BUS-01)');
  await pickOption(page, add, 'Driver', 'grace', 'Grace Atieno');
  await pickDate(page, add, 'Start Date', day(22));
  await pickDate(page, add, 'End Date', day(28));
  await add.getByRole('button', { name: 'Assign' }).click();
  const clash = `KPA 300C is driven by John Otieno from ${wire(day(20))} to ${wire(day(25))}.`;
  await expect(add.getByText(clash)).toBeVisible();
  await expect(add.getByRole('combobox', { name: 'Vehicle' })).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Failed to add personnel assignment')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/personnel-overlap.png`, animations: 'disabled' });
  // Another vehicle is free on those days.
  await pickOption(page, add, 'Vehicle', 'kpb', 'KPB 301C (BUS-02)');
  await expect(add.getByText(clash)).toHaveCount(0);
  await add.getByRole('button', { name: 'Assign' }).click();
  // The first assignment's toast may still be showing (toasts close after 5 s): the newest is last.
  await expect(toast(page, 'Personnel assignment added successfully').last()).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);

  // Edit opens on the assignment's own vehicle and driver; made inactive.
  await page.getByRole('button', { name: "Edit John Otieno's assignment to KPA 300C" }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Personnel Assignment' });
  await expect(edit.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('KPA 300C (BUS-01)');
  await expect(edit.getByRole('combobox', { name: 'Driver' })).toHaveValue('John Otieno');
  await expect(edit.getByLabel('Start Date')).toHaveText(shown(day(20)));
  await expectAccessible(page, 'Edit Personnel Assignment');
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Personnel assignment updated successfully')).toContainText('Success');
  await expect(johns).toContainText('Inactive');
  await expect(edit).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/personnel-list.png`, fullPage: true });

  // Search waits 1000 ms, then finds by driver name.
  const box = page.getByPlaceholder('Search personnel...');
  const searchSent = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname === PERSONNEL_PATH && new URL(r.url()).searchParams.get('search') === 'grace',
  );
  await box.fill('grace');
  const typedAt = Date.now();
  await searchSent;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, 'Grace Atieno')).toContainText('KPB 301C (BUS-02)');

  // 'Confirm Deletion' names the driver.
  await page.getByRole('button', { name: "Delete Grace Atieno's assignment to KPB 301C" }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Grace Atieno');
  await expectAccessible(page, 'Confirm Deletion');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Personnel assignment deleted successfully')).toContainText('Success');
  await expect(page.getByText('No personnel assignments match your search.')).toBeVisible();
  await box.fill('');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(row(page, 'John Otieno')).toBeVisible();
});

test('offers every employee while nobody is a driver; 390 px wide, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  const [, bus] = await addVehicles(school, [
    { registration_number: 'KPC 500D', code: 'VAN-01', max_capacity: 9, is_active: true },
    { registration_number: 'KPD 501D', code: 'BUS-09', max_capacity: 40, is_active: true },
  ]);
  const mary = await addEmployee(school, 'Mary Wanjiku');
  await addEmployee(school, 'Peter Kamau');
  await addAssignment(school, {
    vehicle: bus!.id,
    driver: mary.id,
    start_date: wire(day(1)),
    end_date: wire(day(28)),
  });
  // The navigation hides behind the menu button on a phone: the address leads straight there.
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/fleet/personnel');
  const cards = page.getByRole('list', { name: 'Personnel Management' });
  await expect(cards).toContainText('Mary Wanjiku');
  await expectAccessible(page, 'Personnel Management at 390 px');

  await page.getByRole('button', { name: 'Assign Personnel' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Assign Personnel' });
  await expect(add).toBeVisible();
  // From the close button: Tab to Vehicle, type, choose with the arrow keys.
  await page.keyboard.press('Tab');
  await expect(add.getByRole('combobox', { name: 'Vehicle' })).toBeFocused();
  await page.keyboard.type('van');
  await expect(options(page)).toHaveText(['KPC 500D (VAN-01)']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('KPC 500D (VAN-01)');

  await page.keyboard.press('Tab');
  const driver = add.getByRole('combobox', { name: 'Driver' });
  await expect(driver).toBeFocused();
  await expect(driver).toHaveAccessibleDescription(
    'No employee has a Driver job role yet, so every employee is listed.',
  );
  await expect(options(page)).toHaveText(['Mary Wanjiku', 'Peter Kamau']);
  await page.keyboard.type('peter');
  await expect(options(page)).toHaveText(['Peter Kamau']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(driver).toHaveValue('Peter Kamau');
  await expectAccessible(page, 'Assign Personnel at 390 px');
  await page.screenshot({ path: `${SHOTS}/personnel-form-390.png`, fullPage: true });

  // The calendars by keyboard.
  await page.keyboard.press('Tab');
  await pickDateByKeyboard(page, add, 'Start Date', day(10));
  await page.keyboard.press('Tab');
  await pickDateByKeyboard(page, add, 'End Date', day(11));
  // Status, Cancel, then Assign.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Assign' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Personnel assignment added successfully')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Peter Kamau' })).toContainText(
    'KPC 500D (VAN-01)',
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/personnel-390.png`, fullPage: true });
});

test('failures show the spec texts: form options, update and delete', async ({ page }) => {
  const school = await newSchool();
  const [bus] = await addVehicles(school, [
    { registration_number: 'KPE 600E', code: 'BUS-06', max_capacity: 30, is_active: true },
  ]);
  const driver = await addEmployee(school, 'Ruth Chebet');
  await addAssignment(school, {
    vehicle: bus!.id,
    driver: driver.id,
    start_date: wire(day(2)),
    end_date: wire(day(9)),
  });
  await openPersonnel(page, school);
  await expect(bodyRows(page)).toHaveCount(1);

  // The server's failures are stood in for with routes: employees cannot load, writes fail.
  await page.route('**/api/employees/**', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal error.' } }),
  );
  await page.route(
    (url) => url.pathname.startsWith(PERSONNEL_PATH) && url.pathname !== PERSONNEL_PATH,
    (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 503, json: { detail: 'Service unavailable.' } }),
  );

  await page.getByRole('button', { name: "Edit Ruth Chebet's assignment to KPE 600E" }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Personnel Assignment' });
  await expect(edit.getByText('Failed to load form options')).toBeVisible();
  // The assignment's own driver is still shown, so it can be saved unchanged.
  await expect(edit.getByRole('combobox', { name: 'Driver' })).toHaveValue('Ruth Chebet');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const updateFailed = toast(page, 'Failed to update personnel assignment. Please try again.');
  await expect(updateFailed).toContainText('Error');
  await expect(edit).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/personnel-failures.png`, animations: 'disabled' });
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: "Delete Ruth Chebet's assignment to KPE 600E" }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Failed to delete personnel assignment. Please try again.')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
});
