import { expect, test, type Locator, type Page } from '@playwright/test';
import { newSchool, type School } from './fleet-support';
import { expectNoSidewaysScroll, pickBirthday } from './people-support';
import {
  BASE_URL,
  chooseWithArrowKeys,
  expectAccessible,
  readCode,
  SHOTS,
  signInToDashboard,
  uniquePhone,
} from './support';

// The Employees screen against the real server: photos through multipart and the authorised photo
// call, the form's messages, search, the Invite Staff modal (a real SMS in the outbox) and delete.

/** An 8 x 8 blue PNG: small enough to inline, a real image for the server's decoder. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQ6n6GFTEMLQkALRFkwdgA7wUAAAAASUVORK5CYII=',
  'base64',
);
const photoFile = { name: 'ann.png', mimeType: 'image/png', buffer: PNG };

const table = (page: Page) => page.getByRole('table', { name: 'Employees' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function addThroughApi(school: School, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; photo?: string | null };
}

async function openEmployees(page: Page, school: School) {
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
}

/** The thumbnail has loaded: a blob: URL (fetched with the auth headers) of the server's 96 px image. */
async function expectPhoto(image: Locator, size: number) {
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(size);
}

test('employees: add with a photo, edit, remove the photo, search, invite and delete', async ({ page }) => {
  const school = await newSchool();
  await addThroughApi(school, '/employees/job-roles/', { title: 'Bus Driver', category: 4 });
  await openEmployees(page, school);
  await expect(page.getByText('No employees yet. Add the first one.')).toBeVisible();
  await expectAccessible(page, 'Employees');

  // Every required field says so, before anything is sent.
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    'Staff number is required',
    'First name is required',
    'Last name is required',
    'Gender is required',
    'Date of birth is required',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'Add Employee');

  // A file that is not a photo is refused at once, in the server's words.
  const fileInput = add.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(add.getByText('The photo must be a JPEG, PNG or WebP image')).toBeVisible();
  await fileInput.setInputFiles(photoFile);
  await expect(add.getByText('The photo must be a JPEG, PNG or WebP image')).toHaveCount(0);
  await expect(add.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute('src', /^blob:/);

  await add.getByLabel('Staff Number').fill('ST-001');
  await add.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await add.getByLabel('First Name').fill('Ann');
  await add.getByLabel('Last Name').fill('Wanjiru');
  await pickBirthday(page, add, 1990, 'March', 14);
  await add.getByRole('combobox', { name: 'Job Role' }).click();
  await page.getByRole('option', { name: 'Bus Driver' }).click();
  await expectAccessible(page, 'Add Employee, filled in');
  await page.screenshot({ path: `${SHOTS}/employees-add.png`, fullPage: true });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Employee added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const ann = row(page, 'Ann Wanjiru');
  await expect(ann).toContainText('ST-001');
  await expect(ann).toContainText('March 14, 1990');
  await expect(ann).toContainText('Female');
  await expect(ann).toContainText('Bus Driver');
  await expectPhoto(ann.getByRole('img', { name: 'Ann Wanjiru' }), 96);

  // Someone without a photo gets their initials, named for assistive technology.
  await addThroughApi(school, '/employees/', {
    staff_number: 'ST-002',
    first_name: 'Brian',
    last_name: 'Otieno',
    gender: 1,
    date_of_birth: '1985-07-01',
  });
  await page.reload();
  const brian = row(page, 'Brian Otieno');
  await expect(brian.getByRole('img', { name: 'No photo of Brian Otieno' })).toHaveText('BO');
  await expect(brian).toContainText('—');
  await expectAccessible(page, 'Employees with rows');
  await page.screenshot({ path: `${SHOTS}/employees-list.png`, fullPage: true });

  // A staff number already in the school comes back from the server under its field.
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await add.getByLabel('Staff Number').fill('st-002');
  await add.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await add.getByLabel('First Name').fill('Copy');
  await add.getByLabel('Last Name').fill('Cat');
  await pickBirthday(page, add, 1991, 'January', 2);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    add.getByText('An employee with this staff number already exists in this school.'),
  ).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // Edit: the current photo is shown; a changed name keeps the photo.
  await page.getByRole('button', { name: 'Edit Ann Wanjiru' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await expectPhoto(edit.getByRole('img', { name: 'Current photo of Ann Wanjiru' }), 96);
  await expect(edit.getByLabel('Staff Number')).toHaveValue('ST-001');
  await expect(edit.getByLabel('Date of Birth')).toHaveText('March 14, 1990');
  await expect(edit.getByRole('combobox', { name: 'Job Role' })).toHaveValue('Bus Driver');
  await expectAccessible(page, 'Edit Employee');
  await page.screenshot({ path: `${SHOTS}/employees-edit.png`, fullPage: true });
  await edit.getByLabel('Last Name').fill('Kamau');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Employee updated successfully')).toBeVisible();
  await expectPhoto(row(page, 'Ann Kamau').getByRole('img', { name: 'Ann Kamau' }), 96);

  // Removing the photo: said before saving, and the row falls back to the initials.
  await page.getByRole('button', { name: 'Edit Ann Kamau' }).click();
  await edit.getByRole('button', { name: 'Remove photo' }).click();
  await expect(edit.getByText('The photo will be removed when you save.')).toBeVisible();
  await expect(edit.getByRole('img', { name: 'No photo of Ann Kamau' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  // The first edit's toast may still be showing.
  await expect(toast(page, 'Employee updated successfully').last()).toBeVisible();
  await expect(row(page, 'Ann Kamau').getByRole('img', { name: 'No photo of Ann Kamau' })).toHaveText('AK');

  // Search (500 ms) on name and staff number.
  const search = page.getByPlaceholder('Search employees...');
  await search.fill('zzz');
  await expect(page.getByText('No employees match your search.')).toBeVisible();
  await search.fill('brian');
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'Brian Otieno')).toBeVisible();
  await search.fill('ST-001');
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'Ann Kamau')).toBeVisible();
  await search.fill('');
  await expect(table(page).locator('tbody tr')).toHaveCount(2);

  // Invite: the schema's messages, then a real SMS with a code.
  await page.getByRole('button', { name: 'Invite Brian Otieno' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Staff' });
  await expect(invite).toContainText('Brian Otieno');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please enter a valid phone number (10-15 digits)')).toBeVisible();
  await expect(invite.getByText('Role is required')).toBeVisible();
  await expectAccessible(page, 'Invite Staff');
  await invite.getByLabel('Email').fill('not-an-address');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  const phone = uniquePhone();
  await invite.getByLabel('Phone Number').fill(phone);
  await invite.getByLabel('Email').fill('brian@example.test');
  await invite.getByRole('combobox', { name: 'Role' }).click();
  // Only staff roles are offered (role types 400 to 499).
  await expect(page.getByRole('option')).toHaveText([
    'Staff Member',
    'Driver',
    'Bus Attendant',
    'Transport Officer',
    'Teacher',
  ]);
  await page.getByRole('option', { name: 'Driver' }).click();
  await page.screenshot({ path: `${SHOTS}/employees-invite.png`, fullPage: true });
  const sentAfter = Date.now();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation sent successfully')).toBeVisible();
  await expect(invite).toBeHidden();
  expect(await readCode(phone, 'sms', sentAfter - 1000)).toHaveLength(8);

  // Delete after confirming.
  await page.getByRole('button', { name: 'Delete Brian Otieno' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Brian Otieno');
  await expectAccessible(page, 'Confirm Deletion');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Employee deleted successfully')).toBeVisible();
  await expect(row(page, 'Brian Otieno')).toHaveCount(0);
  await expect(row(page, 'Ann Kamau')).toBeVisible();
});

test('employees at 390 px, by keyboard: add with a photo, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  await openEmployees(page, school);

  await page.getByRole('button', { name: 'Add Employee' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  // The photo picker is a button: Enter opens the system's file chooser.
  await add.getByRole('button', { name: 'Photo' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(photoFile);
  await expect(add.getByRole('img', { name: 'Chosen photo' })).toBeVisible();

  await add.getByLabel('Staff Number').focus();
  await page.keyboard.type('K-100');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('combobox', { name: 'Gender' })).toBeFocused();
  await chooseWithArrowKeys(page, 'Female');
  await expect(add.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Akinyi');
  await pickBirthday(page, add, 1988, 'June', 5);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Add Employee at 390 px');
  await page.screenshot({ path: `${SHOTS}/employees-add-390.png`, fullPage: true });
  await add.getByLabel('Last Name').press('Enter');
  await expect(toast(page, 'Employee added successfully')).toBeVisible();

  // Narrow screens list cards, not a table: the photo and every button still there.
  const cards = page.getByRole('list', { name: 'Employees' });
  await expectPhoto(cards.getByRole('img', { name: 'Grace Akinyi' }), 96);
  await expect(cards.getByRole('button', { name: 'Invite Grace Akinyi' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Employees at 390 px');
  await page.screenshot({ path: `${SHOTS}/employees-390.png`, fullPage: true });

  // Escape closes the invitation without sending it.
  await cards.getByRole('button', { name: 'Invite Grace Akinyi' }).focus();
  await page.keyboard.press('Enter');
  const invite = page.getByRole('dialog', { name: 'Invite Staff' });
  await expect(invite.getByLabel('Phone Number')).toBeFocused();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
});
