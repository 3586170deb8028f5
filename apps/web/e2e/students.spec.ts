import { expect, test, type Page } from '@playwright/test';
import { newSchool } from './fleet-support';
import {
  addEnrolmentOptions,
  addGuardian,
  addStudent,
  choose,
  expectPhoto,
  openFromNavigation,
  photoFile,
  pickBirthday,
  row,
  table,
  toast,
} from './people-support';
import { expectAccessible, expectScreen, SHOTS } from './support';

// The Students screen and a student's details against the real server: the form's messages, a photo
// and an enrolment through multipart, the enrolment filters in the address, search, delete, and the
// student's guardians linked, changed and removed from either place.

const students = (page: Page) => table(page, 'Students');
// A select's clear button is for the mouse (hidden from assistive technology, which deselects by
// choosing the option again): clicked as a person does.
const clearFilter = (page: Page, name: string) =>
  page.getByRole('button', { name, includeHidden: true }).click();

test('students: add with a photo and an enrolment, filter, search, edit and delete', async ({ page }) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  await openFromNavigation(page, school, 'Students');
  await expect(page.getByText('No students yet. Add the first one.')).toBeVisible();
  await expectScreen(page, 'Students');

  // Every required field says so, before anything is sent.
  await page.getByRole('button', { name: 'Add Student' }).click();
  const add = page.getByRole('dialog', { name: 'Add Student' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  for (const message of [
    'Admission number is required',
    'First name is required',
    'Last name is required',
    'Date of birth is required',
    'Gender is required',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'Add Student with messages');

  await add.locator('input[type="file"]').setInputFiles(photoFile);
  await add.getByLabel('Admission Number').fill('ADM-001');
  await add.getByLabel('Transport Number').fill('TR-01');
  await add.getByLabel('First Name').fill('Baraka');
  await add.getByLabel('Last Name').fill('Mutua');
  await choose(page, add, 'Gender', 'Male');
  await pickBirthday(page, add, 2015, 'May', 3);
  // An enrolment needs both halves (the shared schema says so once the person's fields are right).
  await choose(page, add, 'Academic Period', `Year ${new Date().getFullYear()}`);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Stream is required')).toBeVisible();
  await choose(page, add, 'Stream', 'North (Grade 4)');
  // The form, with its home location, is taller than the window: back to its top, where the photo's
  // buttons are, rather than under the dialog's header as the stream left them.
  await add.evaluate((dialog) => dialog.scrollTo({ top: 0 }));
  await expectAccessible(page, 'Add Student, filled in');
  await page.screenshot({ path: `${SHOTS}/students-add.png`, fullPage: true });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Student added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const baraka = row(page, 'Students', 'Baraka Mutua');
  for (const text of ['ADM-001', 'TR-01', 'May 3, 2015', 'Male', 'North', 'Grade 4']) {
    await expect(baraka).toContainText(text);
  }
  await expectPhoto(baraka.getByRole('img', { name: 'Baraka Mutua' }));

  await addStudent(school, {
    admission_number: 'ADM-002',
    first_name: 'Amina',
    last_name: 'Hassan',
    gender: 2,
    date_of_birth: '2014-02-11',
    academic_period: options.period,
    stream: options.south,
  });
  await addStudent(school, {
    admission_number: 'ADM-003',
    first_name: 'Chege',
    last_name: 'Njoroge',
    gender: 1,
    date_of_birth: '2016-09-30',
  });
  await page.reload();
  await expect(students(page).locator('tbody tr')).toHaveCount(3);
  await expect(row(page, 'Students', 'Chege Njoroge')).toContainText('Not enrolled');
  await expectAccessible(page, 'Students with rows');
  await page.screenshot({ path: `${SHOTS}/students-list.png`, fullPage: true });

  // The filters narrow the list and stay in the address.
  await choose(page, page.locator('main'), 'Grade Level', 'Grade 5');
  await expect(page).toHaveURL(new RegExp(`grade_level=${options.grade5}`));
  await expect(students(page).locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'Students', 'Amina Hassan')).toBeVisible();
  // A grade level offers only its own streams.
  await page.getByRole('combobox', { name: 'Stream' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['South (Grade 5)']);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Grade Level' })).toHaveValue('Grade 5');
  await expect(students(page).locator('tbody tr')).toHaveCount(1);
  await clearFilter(page, 'Clear grade level filter');
  await choose(page, page.locator('main'), 'Stream', 'North (Grade 4)');
  await expect(page).toHaveURL(new RegExp(`stream=${options.north}`));
  await expect(students(page).locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'Students', 'Baraka Mutua')).toBeVisible();
  await clearFilter(page, 'Clear stream filter');
  await choose(page, page.locator('main'), 'Academic Period', `Year ${new Date().getFullYear()}`);
  await expect(students(page).locator('tbody tr')).toHaveCount(2);
  await clearFilter(page, 'Clear academic period filter');
  await expect(students(page).locator('tbody tr')).toHaveCount(3);

  // Search (500 ms) on admission number, transport number and names.
  const search = page.getByPlaceholder('Search students...');
  for (const [text, name] of [
    ['amina', 'Amina Hassan'],
    ['TR-01', 'Baraka Mutua'],
    ['ADM-003', 'Chege Njoroge'],
  ] as const) {
    await search.fill(text);
    await expect(page).toHaveURL(new RegExp(`search=${text}`));
    await expect(students(page).locator('tbody tr')).toHaveCount(1);
    await expect(row(page, 'Students', name)).toBeVisible();
  }
  await search.fill('zzz');
  await expect(page.getByText('No students match your search.')).toBeVisible();
  await search.fill('');
  await expect(students(page).locator('tbody tr')).toHaveCount(3);

  // An admission number already in the school comes back from the server under its field.
  await page.getByRole('button', { name: 'Add Student' }).click();
  await add.getByLabel('Admission Number').fill('adm-002');
  await add.getByLabel('First Name').fill('Copy');
  await add.getByLabel('Last Name').fill('Cat');
  await choose(page, add, 'Gender', 'Female');
  await pickBirthday(page, add, 2015, 'January', 2);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    add.getByText('A student with this admission number already exists in this school.'),
  ).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // Edit starts from the student, enrolment included; moving to South changes the row.
  await page.getByRole('button', { name: 'Edit Baraka Mutua' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(edit.getByLabel('Admission Number')).toHaveValue('ADM-001');
  await expect(edit.getByLabel('Date of Birth')).toHaveText('May 3, 2015');
  await expect(edit.getByRole('combobox', { name: 'Stream' })).toHaveValue('North (Grade 4)');
  await expectPhoto(edit.getByRole('img', { name: 'Current photo of Baraka Mutua' }));
  await expectAccessible(page, 'Edit Student');
  await edit.getByLabel('Last Name').fill('Kamau');
  await choose(page, edit, 'Stream', 'South (Grade 5)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Student updated successfully')).toBeVisible();
  await expect(row(page, 'Students', 'Baraka Kamau').getByRole('cell').nth(6)).toContainText('South');
  await expect(row(page, 'Students', 'Baraka Kamau').getByRole('cell').nth(6)).toContainText('Grade 5');

  // Import Students opens the import modal (its own tests cover the file and its checks).
  await page.getByRole('button', { name: 'Import Students' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Students' });
  await expect(importing).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(importing).toBeHidden();

  await page.getByRole('button', { name: 'Delete Amina Hassan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Amina Hassan');
  await expectAccessible(page, 'Confirm Deletion');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Student deleted successfully')).toBeVisible();
  await expect(row(page, 'Students', 'Amina Hassan')).toHaveCount(0);
  await expect(students(page).locator('tbody tr')).toHaveCount(2);
});

test("a student's details: guardians linked from the list and the details, changed, removed; not found", async ({
  page,
}) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const student = await addStudent(school, {
    admission_number: 'ADM-010',
    transport_number: 'TR-10',
    first_name: 'Baraka',
    last_name: 'Mutua',
    gender: 1,
    date_of_birth: '2015-05-03',
    academic_period: options.period,
    stream: options.north,
  });
  await addGuardian(school, { first_name: 'Mary', last_name: 'Wanjiru', mobile_number: '0712345678' });
  await addGuardian(school, { first_name: 'John', last_name: 'Mutua', mobile_number: '0722000111' });
  await openFromNavigation(page, school, 'Students');

  // Link Guardian from the row: the student is fixed, the guardian searched on the server.
  await page.getByRole('button', { name: 'Link Guardian Baraka Mutua' }).click();
  const link = page.getByRole('dialog', { name: 'Link Guardian' });
  await expect(link.getByRole('textbox', { name: 'Student' })).toHaveValue('Baraka Mutua');
  await expect(link.getByRole('combobox', { name: 'Guardian' })).toBeFocused();
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link.getByText('Guardian is required')).toBeVisible();
  await expect(link.getByText('Relationship is required')).toBeVisible();
  await expectAccessible(page, 'Link Guardian');
  await link.getByRole('combobox', { name: 'Guardian' }).fill('wanj');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Mary Wanjiru (0712345678)']);
  await page.getByRole('listbox').getByRole('option').first().click();
  await choose(page, link, 'Relationship', 'Mother');
  await link.getByLabel('Primary guardian').check();
  await page.screenshot({ path: `${SHOTS}/students-link-guardian.png`, fullPage: true });
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(toast(page, 'Student linked to guardian successfully')).toBeVisible();
  await expect(link).toBeHidden();

  // The same pair again: the server's reason under the Guardian field.
  await page.getByRole('button', { name: 'Link Guardian Baraka Mutua' }).click();
  await link.getByRole('combobox', { name: 'Guardian' }).fill('mary');
  await page.getByRole('listbox').getByRole('option', { name: 'Mary Wanjiru (0712345678)' }).click();
  await choose(page, link, 'Relationship', 'Mother');
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link.getByText('Mary Wanjiru is already linked to Baraka Mutua.')).toBeVisible();
  await link.getByRole('button', { name: 'Cancel' }).click();

  // View Details: the record, its enrolment and its guardian, under the Students entry.
  await page.getByRole('button', { name: 'View Details Baraka Mutua' }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${student.id}$`));
  await expect(page.getByText('Admission Number ADM-010')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Students', exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );
  const main = page.getByRole('main');
  for (const text of [
    'TR-10',
    'May 3, 2015',
    'Male',
    `Year ${new Date().getFullYear()}`,
    'Grade 4',
    'North',
  ]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  const guardians = 'Guardians of Baraka Mutua';
  const mary = row(page, guardians, 'Mary Wanjiru');
  await expect(mary).toContainText('Mother');
  await expect(mary).toContainText('0712345678');
  await expect(mary.getByRole('cell').nth(3)).toHaveText('Yes');
  // The audit trail: who made the record, field by field (DESIGN §8).
  const history = page.getByRole('table', { name: 'History of Baraka Mutua' });
  await expect(history.getByText('Created')).toBeVisible();
  await expect(history).toContainText('ADM-010');
  await expectScreen(page, 'Baraka Mutua', 'Baraka Mutua | Student Details');

  // A second guardian made primary takes the flag from the first.
  await page.getByRole('button', { name: 'Link Guardian' }).click();
  await link.getByRole('combobox', { name: 'Guardian' }).fill('john');
  await page.getByRole('listbox').getByRole('option', { name: 'John Mutua (0722000111)' }).click();
  await choose(page, link, 'Relationship', 'Father');
  await link.getByLabel('Primary guardian').check();
  await link.getByLabel('Trip notifications').uncheck();
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  // The first link's toast may still be showing.
  await expect(toast(page, 'Student linked to guardian successfully').last()).toBeVisible();
  const john = row(page, guardians, 'John Mutua');
  await expect(john.getByRole('cell').nth(3)).toHaveText('Yes');
  await expect(john.getByRole('cell').nth(5)).toHaveText('No');
  await expect(mary.getByRole('cell').nth(3)).toHaveText('No');

  // Change a link's relationship and flags.
  await page.getByRole('button', { name: 'Change Mary Wanjiru' }).click();
  const change = page.getByRole('dialog', { name: 'Change Link' });
  await expect(change.getByRole('textbox', { name: 'Guardian' })).toHaveValue('Mary Wanjiru');
  await expect(change.getByRole('combobox', { name: 'Relationship' })).toHaveValue('Mother');
  await expectAccessible(page, 'Change Link');
  await choose(page, change, 'Relationship', 'Legal Guardian');
  await change.getByLabel('Emergency contact').check();
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Link updated successfully')).toBeVisible();
  await expect(mary).toContainText('Legal Guardian');
  await expect(mary.getByRole('cell').nth(4)).toHaveText('Yes');
  await page.screenshot({ path: `${SHOTS}/student-details.png`, fullPage: true });

  // Remove after confirming.
  await page.getByRole('button', { name: 'Remove John Mutua' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('the link between John Mutua and Baraka Mutua');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Link removed successfully')).toBeVisible();
  await expect(john).toHaveCount(0);

  // Edit from the details: the header follows.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Student' });
  await edit.getByLabel('Other Name').fill('Otieno');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Student updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baraka Otieno Mutua');

  // The guardian's name leads to the guardian; a wrong id says so; Back returns to the list.
  await row(page, 'Guardians of Baraka Otieno Mutua', 'Mary Wanjiru')
    .getByRole('link', { name: 'Mary Wanjiru' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mary Wanjiru');
  for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/students/${id}`);
    await expect(page.getByText('Student not found')).toBeVisible();
  }
  await expectScreen(page, 'Student Details');
  await page.getByRole('link', { name: 'Back to Students' }).click();
  await expect(page).toHaveURL(/\/students$/);
});
