import { expect, test, type Page } from '@playwright/test';
import { newSchool, type School } from './fleet-support';
import { expectAccessible, SHOTS, signInToDashboard } from './support';

// School setup screens on the generic record pages (issue 7): each against the real server, in a
// school of its own.

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function open(page: Page, school: School, label: string, heading: string) {
  await signInToDashboard(page, school.email, school.password);
  const link = page.getByRole('link', { name: label });
  if (!(await link.isVisible())) await page.getByText('School Setup', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('grade levels and streams: add, pick the grade level, search, edit, and a grade level in use is kept', async ({
  page,
}) => {
  const school = await newSchool();
  await open(page, school, 'Grade Levels', 'Grade Levels');
  await expect(page.getByText('No grade levels yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Grade Level' }).click();
  const add = page.getByRole('dialog', { name: 'Add Grade Level' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Grade level name is required')).toBeVisible();
  await expect(add.getByText('Short title is required')).toBeVisible();
  await expectAccessible(page, 'Add Grade Level');
  await add.getByLabel('Grade Level Name').fill('Grade 4');
  await add.getByLabel('Short Title').fill('G4');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Grade level added successfully')).toBeVisible();
  await expect(row(page, 'Grade Levels', 'Grade 4')).toBeVisible();
  await expectAccessible(page, 'Grade Levels');

  // A duplicate name comes back from the server under its field.
  await page.getByRole('button', { name: 'Add Grade Level' }).click();
  await add.getByLabel('Grade Level Name').fill('grade 4');
  await add.getByLabel('Short Title').fill('X');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('A grade level with this name already exists in this school.')).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Streams' }).click();
  await expect(page.getByRole('heading', { name: 'Streams' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Stream' }).click();
  const stream = page.getByRole('dialog', { name: 'Add Stream' });
  await stream.getByLabel('Stream Name').fill('Blue');
  await stream.getByLabel('Short Title').fill('B');
  await stream.getByLabel('Student Capacity').fill('0');
  await stream.getByRole('button', { name: 'Add' }).click();
  await expect(stream.getByText('Grade level is required')).toBeVisible();
  await expect(stream.getByText('Student capacity must be greater than 0')).toBeVisible();
  await stream.getByRole('combobox', { name: 'Grade Level' }).click();
  await page.getByRole('option', { name: 'Grade 4' }).click();
  await stream.getByLabel('Student Capacity').fill('35');
  await expectAccessible(page, 'Add Stream');
  await stream.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Stream added successfully')).toBeVisible();
  await expect(row(page, 'Streams', 'Blue')).toContainText('Grade 4');
  await page.screenshot({ path: `${SHOTS}/streams-list.png`, fullPage: true });

  // Edit through the row's named button.
  await page.getByRole('button', { name: 'Edit Blue' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Stream' });
  await edit.getByLabel('Stream Name').fill('Blue Stream');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Stream updated successfully')).toBeVisible();
  await expect(row(page, 'Streams', 'Blue Stream')).toBeVisible();

  // Search (500 ms) finds it; nothing else matches.
  await page.getByPlaceholder('Search streams...').fill('zzz');
  await expect(page.getByText('No streams match your search.')).toBeVisible();
  await page.getByPlaceholder('Search streams...').fill('blue');
  await expect(row(page, 'Streams', 'Blue Stream')).toBeVisible();

  // The grade level with a stream cannot be deleted: the server's reason is shown.
  await page.getByRole('link', { name: 'Grade Levels' }).click();
  await page.getByRole('button', { name: 'Delete Grade 4' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Grade 4');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This grade level cannot be deleted: it has 1 stream.')).toBeVisible();
  await expect(row(page, 'Grade Levels', 'Grade 4')).toBeVisible();
});

test('job roles and academic periods at 390 px, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/employees/roles');
  await expect(page.getByRole('heading', { name: 'Job Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Job Role' }).click();
  const add = page.getByRole('dialog', { name: 'Add Job Role' });
  await page.keyboard.type('Bus Driver');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Category is required')).toBeVisible();
  await add.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Driver' }).click();
  await add.getByRole('button', { name: 'Add' }).press('Enter');
  await expect(toast(page, 'Job role added successfully')).toBeVisible();
  await expect(page.getByText('Bus Driver')).toBeVisible();
  await expectAccessible(page, 'Job Roles');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.goto('/school/academic-periods');
  await expect(page.getByRole('heading', { name: 'Academic Periods' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Academic Period' }).click();
  const period = page.getByRole('dialog', { name: 'Add Academic Period' });
  await period.getByRole('button', { name: 'Add' }).click();
  await expect(period.getByText('Start date is required')).toBeVisible();
  await expect(period.getByText('End date is required')).toBeVisible();
  await expectAccessible(page, 'Add Academic Period');
  await page.screenshot({ path: `${SHOTS}/academic-period-390.png`, fullPage: true });
});

test('school settings: the name, time zone, cost per km and currency are changed, checked and kept', async ({
  page,
}) => {
  const school = await newSchool();
  await open(page, school, 'School Settings', 'School Settings');
  const name = page.getByLabel('School Name');
  await expect(name).not.toHaveValue('');
  const save = page.getByRole('button', { name: 'Save Settings' });
  // Nothing to save until something changes.
  await expect(save).toBeDisabled();

  await name.fill('');
  await save.click();
  await expect(page.getByText('School name is required')).toBeVisible();

  await name.fill('Riverside Academy');
  const zone = page.getByRole('combobox', { name: 'Time Zone' });
  await zone.fill('Nairobi');
  await page.getByRole('option', { name: 'Africa/Nairobi' }).click();
  await expect(page.getByText(/It is now .* in Africa\/Nairobi\./)).toBeVisible();

  // A new school has no cost per km yet; the currency is found by its name.
  const cost = page.getByLabel('Cost per km');
  await expect(cost).toHaveValue('0.00');
  await cost.fill('100000000');
  await save.click();
  await expect(page.getByText('Cost per km must be between 0 and 99,999,999.99')).toBeVisible();
  await cost.fill('');
  await save.click();
  await expect(page.getByText('Cost per km is required')).toBeVisible();
  await cost.fill('120.5');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.fill('Kenyan');
  await page.getByRole('option', { name: 'KES — Kenyan Shilling' }).click();
  await expectAccessible(page, 'School Settings');
  await save.click();
  await expect(toast(page, 'School settings saved')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Riverside Academy');
  await page.screenshot({ path: `${SHOTS}/school-settings.png`, fullPage: true });

  // Kept by the server: a reload reads them back.
  await page.reload();
  await expect(page.getByLabel('School Name')).toHaveValue('Riverside Academy');
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('Africa/Nairobi');
  await expect(page.getByLabel('Cost per km')).toHaveValue('120.50');
  await expect(currency).toHaveValue('KES — Kenyan Shilling');

  // On a phone nothing scrolls sideways, and the currency is chosen and saved by keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(currency).toHaveValue('KES — Kenyan Shilling');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await currency.press('ControlOrMeta+a');
  await currency.pressSequentially('Euro');
  await currency.press('ArrowDown');
  await currency.press('Enter');
  await expect(currency).toHaveValue('EUR — Euro');
  await page.getByRole('button', { name: 'Save Settings' }).press('Enter');
  await expect(toast(page, 'School settings saved')).toBeVisible();
});
