import { expect, test, type Page } from '@playwright/test';
import { newSchool } from './fleet-support';
import {
  addGuardian,
  addLink,
  addStudent,
  choose,
  expectNoSidewaysScroll,
  expectPhoto,
  openFromNavigation,
  photoFile,
  row,
  table,
  toast,
} from './people-support';
import { chooseWithArrowKeys, expectAccessible, expectScreen, SHOTS, signInToDashboard } from './support';

// The Guardians screen and a guardian's details against the real server: the form's messages, search,
// edit and delete; students linked from 'Link Student & Guardian' (both sides searched) and from a
// guardian's row; the guardian's students changed and removed; a phone's width by keyboard.

const guardians = (page: Page) => table(page, 'Guardians');

test('guardians: add with a photo, the messages of the form, search, edit and delete', async ({ page }) => {
  const school = await newSchool();
  await openFromNavigation(page, school, 'Guardians');
  await expect(page.getByText('No guardians yet. Add the first one.')).toBeVisible();
  await expectScreen(page, 'Guardians');

  await page.getByRole('button', { name: 'Add Guardian' }).click();
  const add = page.getByRole('dialog', { name: 'Add Guardian' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of ['First name is required', 'Last name is required', 'Phone number is required']) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'Add Guardian with messages');
  await add.getByLabel('Phone Number').fill('12345');
  await add.getByLabel('Email').fill('not-an-address');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Please enter a valid phone number (10-15 digits)')).toBeVisible();
  await expect(add.getByText('Invalid email address')).toBeVisible();

  await add.locator('input[type="file"]').setInputFiles(photoFile);
  await choose(page, add, 'Salutation', 'Mrs.');
  await add.getByLabel('First Name').fill('Mary');
  await add.getByLabel('Last Name').fill('Wanjiru');
  await add.getByLabel('Phone Number').fill('0712 345 678');
  await add.getByLabel('Email').fill('Mary@Example.test');
  await choose(page, add, 'Gender', 'Female');
  await expectAccessible(page, 'Add Guardian, filled in');
  await page.screenshot({ path: `${SHOTS}/guardians-add.png`, fullPage: true });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Guardian added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const mary = row(page, 'Guardians', 'Mary Wanjiru');
  for (const text of ['0712345678', 'mary@example.test', 'Mrs.', 'Female']) {
    await expect(mary).toContainText(text);
  }
  await expectPhoto(mary.getByRole('img', { name: 'Mary Wanjiru' }));

  await addGuardian(school, { first_name: 'John', last_name: 'Otieno', mobile_number: '0722000111' });
  await page.reload();
  await expect(guardians(page).locator('tbody tr')).toHaveCount(2);
  await expect(
    row(page, 'Guardians', 'John Otieno').getByRole('img', { name: 'No photo of John Otieno' }),
  ).toHaveText('JO');
  await expectAccessible(page, 'Guardians with rows');
  await page.screenshot({ path: `${SHOTS}/guardians-list.png`, fullPage: true });

  // Search (500 ms) on name, phone and e-mail.
  const search = page.getByPlaceholder('Search guardians...');
  for (const [text, name] of [
    ['john', 'John Otieno'],
    ['0712', 'Mary Wanjiru'],
    ['example.test', 'Mary Wanjiru'],
  ] as const) {
    await search.fill(text);
    await expect(guardians(page).locator('tbody tr')).toHaveCount(1);
    await expect(row(page, 'Guardians', name)).toBeVisible();
  }
  await search.fill('zzz');
  await expect(page.getByText('No guardians match your search.')).toBeVisible();
  await search.fill('');
  await expect(guardians(page).locator('tbody tr')).toHaveCount(2);

  // Edit: the form starts from the guardian; the e-mail can be cleared, being optional.
  await page.getByRole('button', { name: 'Edit Mary Wanjiru' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Guardian' });
  await expect(edit.getByRole('combobox', { name: 'Salutation' })).toHaveValue('Mrs.');
  await expect(edit.getByLabel('Phone Number')).toHaveValue('0712345678');
  await expectAccessible(page, 'Edit Guardian');
  await edit.getByLabel('Email').fill('');
  await choose(page, edit, 'Salutation', 'Doctor');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Guardian updated successfully')).toBeVisible();
  await expect(mary).toContainText('Doctor');
  await expect(mary).not.toContainText('mary@example.test');

  await page.getByRole('button', { name: 'Delete John Otieno' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('John Otieno');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Guardian deleted successfully')).toBeVisible();
  await expect(guardians(page).locator('tbody tr')).toHaveCount(1);
});

test("links from the guardians' side: both searched, Link Student, and the guardian's details", async ({
  page,
}) => {
  const school = await newSchool();
  const baraka = await addStudent(school, {
    admission_number: 'ADM-001',
    first_name: 'Baraka',
    last_name: 'Mutua',
    gender: 1,
    date_of_birth: '2015-05-03',
  });
  await addStudent(school, {
    admission_number: 'ADM-002',
    first_name: 'Amina',
    last_name: 'Hassan',
    gender: 2,
    date_of_birth: '2014-02-11',
  });
  const mary = await addGuardian(school, {
    salutation: 2,
    first_name: 'Mary',
    last_name: 'Wanjiru',
    mobile_number: '0712345678',
  });
  await openFromNavigation(page, school, 'Guardians');

  // Link Student & Guardian: every message, then both sides found by the server's search.
  await page.getByRole('button', { name: 'Link Student & Guardian' }).click();
  const both = page.getByRole('dialog', { name: 'Link Student & Guardian' });
  await expect(both.getByRole('combobox', { name: 'Student' })).toBeFocused();
  await both.getByRole('button', { name: 'Link', exact: true }).click();
  for (const message of ['Student is required', 'Guardian is required', 'Relationship is required']) {
    await expect(both.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'Link Student & Guardian');
  await both.getByRole('combobox', { name: 'Student' }).fill('adm-001');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Baraka Mutua (ADM-001)']);
  await page.getByRole('listbox').getByRole('option').first().click();
  await both.getByRole('combobox', { name: 'Guardian' }).fill('0712');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Mary Wanjiru (0712345678)']);
  await page.getByRole('listbox').getByRole('option').first().click();
  await choose(page, both, 'Relationship', 'Mother');
  await page.screenshot({ path: `${SHOTS}/guardians-link-both.png`, fullPage: true });
  await both.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(toast(page, 'Student linked to guardian successfully')).toBeVisible();

  // Link Student from the guardian's row: the guardian is fixed.
  await page.getByRole('button', { name: 'Link Student Mary Wanjiru' }).click();
  const link = page.getByRole('dialog', { name: 'Link Student' });
  await expect(link.getByRole('textbox', { name: 'Guardian' })).toHaveValue('Mary Wanjiru');
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link.getByText('Student is required')).toBeVisible();
  await expect(link.getByText('Relationship is required')).toBeVisible();
  await expectAccessible(page, 'Link Student');
  await link.getByRole('combobox', { name: 'Student' }).fill('amina');
  await page.getByRole('listbox').getByRole('option', { name: 'Amina Hassan (ADM-002)' }).click();
  await choose(page, link, 'Relationship', 'Legal Guardian');
  await link.getByLabel('Trip notifications').uncheck();
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  // The first link's toast may still be showing.
  await expect(toast(page, 'Student linked to guardian successfully').last()).toBeVisible();
  await expect(link).toBeHidden();

  // View Details: the guardian and the two students with their relationships and flags.
  await page.getByRole('button', { name: 'View Details Mary Wanjiru' }).click();
  await expect(page).toHaveURL(new RegExp(`/guardians/${mary.id}$`));
  await expect(page.getByText('Phone 0712345678')).toBeVisible();
  const students = 'Students of Mary Wanjiru';
  await expect(row(page, students, 'Baraka Mutua')).toContainText('Mother');
  const amina = row(page, students, 'Amina Hassan');
  await expect(amina).toContainText('Legal Guardian');
  await expect(amina.getByRole('cell').nth(4)).toHaveText('No');
  await expect(page.getByRole('table', { name: 'History of Mary Wanjiru' })).toBeVisible();
  await expectScreen(page, 'Mary Wanjiru', 'Mary Wanjiru | Guardian Details');
  await page.screenshot({ path: `${SHOTS}/guardian-details.png`, fullPage: true });

  await page.getByRole('button', { name: 'Change Amina Hassan' }).click();
  const change = page.getByRole('dialog', { name: 'Change Link' });
  await expect(change.getByRole('textbox', { name: 'Student' })).toHaveValue('Amina Hassan');
  await change.getByLabel('Trip notifications').check();
  await change.getByLabel('Primary guardian').check();
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Link updated successfully')).toBeVisible();
  await expect(amina.getByRole('cell').nth(2)).toHaveText('Yes');
  await expect(amina.getByRole('cell').nth(4)).toHaveText('Yes');

  await page.getByRole('button', { name: 'Remove Baraka Mutua' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expectAccessible(page, 'Confirm removing a link');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Link removed successfully')).toBeVisible();
  await expect(row(page, students, 'Baraka Mutua')).toHaveCount(0);

  // The student's name leads to the student, whose guardians no longer include Mary.
  await amina.getByRole('link', { name: 'Amina Hassan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amina Hassan');
  await expect(row(page, 'Guardians of Amina Hassan', 'Mary Wanjiru')).toBeVisible();
  await page.goto(`/students/${baraka.id}`);
  await expect(page.getByText('No guardians linked yet.')).toBeVisible();

  await page.goto('/guardians/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Guardian not found')).toBeVisible();
  await expectScreen(page, 'Guardian Details');
});

test('guardians at 390 px, by keyboard: add a guardian, link a student, no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  const student = await addStudent(school, {
    admission_number: 'ADM-390',
    first_name: 'Zawadi',
    last_name: 'Achieng',
    gender: 2,
    date_of_birth: '2016-01-20',
  });
  const other = await addGuardian(school, {
    first_name: 'Peter',
    last_name: 'Kimani',
    mobile_number: '0733000222',
  });
  await addLink(school, { student: student.id, guardian: other.id, relationship: 2 });
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/guardians');
  await expect(page.getByRole('heading', { level: 1, name: 'Guardians' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Guardian' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Guardian' });
  // The first field takes the focus: Salutation, chosen with the arrow keys.
  await expect(add.getByRole('combobox', { name: 'Salutation' })).toBeFocused();
  await chooseWithArrowKeys(page, 'Mrs.');
  await expect(add.getByRole('combobox', { name: 'Salutation' })).toHaveValue('Mrs.');
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Akinyi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type('0711222333');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Add Guardian at 390 px');
  await page.screenshot({ path: `${SHOTS}/guardians-add-390.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Guardian added successfully')).toBeVisible();

  // Narrow screens list cards: every button still there.
  const cards = page.getByRole('list', { name: 'Guardians' });
  await expect(cards.getByRole('button', { name: 'Link Student Grace Akinyi' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Guardians at 390 px');
  await page.screenshot({ path: `${SHOTS}/guardians-390.png`, fullPage: true });

  // Link Student by keyboard: type to search, arrows to choose, Enter to send.
  await cards.getByRole('button', { name: 'Link Student Grace Akinyi' }).focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('dialog', { name: 'Link Student' });
  await expect(link.getByRole('combobox', { name: 'Student' })).toBeFocused();
  await page.keyboard.type('zawadi');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Zawadi Achieng (ADM-390)']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(link.getByRole('combobox', { name: 'Student' })).toHaveValue('Zawadi Achieng (ADM-390)');
  // The chosen guardian is a read-only field on the way: it can be read, not changed.
  await page.keyboard.press('Tab');
  await expect(link.getByRole('textbox', { name: 'Guardian' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(link.getByRole('combobox', { name: 'Relationship' })).toBeFocused();
  await chooseWithArrowKeys(page, 'Mother');
  await expect(link.getByRole('combobox', { name: 'Relationship' })).toHaveValue('Mother');
  await page.keyboard.press('Tab');
  await expect(link.getByLabel('Primary guardian')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(link.getByLabel('Primary guardian')).toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Link Student at 390 px');
  await page.screenshot({ path: `${SHOTS}/guardians-link-390.png`, fullPage: true });
  await link.getByRole('button', { name: 'Link', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Student linked to guardian successfully')).toBeVisible();

  // The student's details at this width: cards, the new primary guardian first.
  await page.goto(`/students/${student.id}`);
  const links = page.getByRole('list', { name: 'Guardians of Zawadi Achieng' });
  await expect(links.getByRole('listitem')).toHaveCount(2);
  await expect(links.getByRole('listitem').first()).toContainText('Grace Akinyi');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Student details at 390 px');
  await page.screenshot({ path: `${SHOTS}/student-details-390.png`, fullPage: true });

  // The Students screen's filters wrap under the search at this width.
  await page.getByRole('link', { name: 'Back to Students' }).click();
  await expect(page.getByRole('list', { name: 'Students' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Stream' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Students at 390 px');
  await page.screenshot({ path: `${SHOTS}/students-390.png`, fullPage: true });
});
