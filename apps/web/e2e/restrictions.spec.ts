import { expect, test, type Page } from '@playwright/test';
import type { StudentRestriction } from '@app/shared/student-restrictions/student-restriction.schemas';
import { newSchool, type School } from './fleet-support';
import { addStudent, choose, expectNoSidewaysScroll, row, table, toast } from './people-support';
import { day, pickDate, pickOption, shown, wire } from './personnel-support';
import { BASE_URL, expectAccessible, expectScreen, openFromNav, SHOTS, signInToDashboard } from './support';

// Student Trip Restrictions (spec part 2 §2, §7; issue 10 §7) against the real server: add, edit and
// delete through the form; a CSV with a wrong row lists it and imports nothing, the fixed one imports.

const TITLE = 'Student Trip Restrictions';
const HEADER = 'Admission Number,Event Type,Reason,Start Date,End Date,Reported by Guardian,Notes';

async function schoolWithStudents(): Promise<School> {
  const school = await newSchool();
  await addStudent(school, {
    admission_number: 'ADM-1',
    first_name: 'Amani',
    last_name: 'Otieno',
    gender: 2,
    date_of_birth: '2015-03-14',
  });
  await addStudent(school, {
    admission_number: 'ADM-2',
    first_name: 'Baraka',
    last_name: 'Mwangi',
    gender: 1,
    date_of_birth: '2014-11-02',
  });
  return school;
}

async function restrictions(school: School): Promise<StudentRestriction[]> {
  const response = await fetch(`${BASE_URL}/api/transport/student-restrictions/?ordering=start_date`, {
    headers: school.headers,
  });
  return ((await response.json()) as { results: StudentRestriction[] }).results;
}

async function openRestrictions(page: Page, school: School) {
  await signInToDashboard(page, school.email, school.password);
  await openFromNav(page, 'School Setup', 'Restrictions');
  await expect(page).toHaveURL(/\/school\/restrictions$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

test('adds, edits and deletes a restriction', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await schoolWithStudents();
  await openRestrictions(page, school);
  await expect(page.getByText('No restrictions yet. Add the first one.')).toBeVisible();
  await expectScreen(page, TITLE);

  await page.getByRole('button', { name: 'Add Restriction' }).click();
  const add = page.getByRole('dialog', { name: 'Add Restriction' });
  await add.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'Student is required',
    'Event type is required',
    'Reason is required',
    'Start date is required',
    'End date is required',
  ])
    await expect(add.getByText(message)).toBeVisible();
  await expectAccessible(page, 'Add Restriction with its messages');

  await pickOption(page, add, 'Student', 'amani', 'Amani Otieno (ADM-1)');
  await choose(page, add, 'Event Type', 'Pickup');
  await choose(page, add, 'Reason', 'Sick');
  await pickDate(page, add, 'Start Date', day(12));
  await pickDate(page, add, 'End Date', day(10));
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('End date must be on or after the start date')).toBeVisible();
  await pickDate(page, add, 'End Date', day(14));
  await add.getByRole('switch', { name: 'Reported by guardian' }).check();
  await add.getByLabel('Notes').fill('Mother called the office');
  await expectAccessible(page, 'Add Restriction filled in');
  await page.screenshot({ path: `${SHOTS}/restrictions-add-1280.png` });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Restriction added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const amani = row(page, 'Restrictions', 'Amani Otieno');
  const cells = [
    'Amani Otieno',
    'Pickup',
    'Sick',
    shown(day(12)),
    shown(day(14)),
    'Yes',
    'Mother called the office',
  ];
  for (const [index, text] of cells.entries())
    await expect(amani.getByRole('cell').nth(index)).toHaveText(text);
  expect(await restrictions(school)).toMatchObject([
    {
      start_date: wire(day(12)),
      end_date: wire(day(14)),
      event_type: 3,
      reason: 3,
      reported_by_guardian: true,
    },
  ]);

  await amani.getByRole('button', { name: 'Edit Pickup restriction of Amani Otieno' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Restriction' });
  await expect(edit.getByRole('combobox', { name: 'Student' })).toHaveValue(/^Amani Otieno/);
  await choose(page, edit, 'Event Type', 'Dropoff');
  await pickDate(page, edit, 'End Date', day(16));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Restriction updated successfully')).toBeVisible();
  await expect(amani.getByRole('cell').nth(1)).toHaveText('Dropoff');
  await expect(amani.getByRole('cell').nth(4)).toHaveText(shown(day(16)));
  await page.screenshot({ path: `${SHOTS}/restrictions-1280.png`, fullPage: true });

  await amani.getByRole('button', { name: 'Delete Dropoff restriction of Amani Otieno' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Dropoff restriction of Amani Otieno');
  await expectAccessible(page, 'Confirm Deletion of a restriction');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Restriction deleted successfully')).toBeVisible();
  await expect(page.getByText('No restrictions yet. Add the first one.')).toBeVisible();
  expect(await restrictions(school)).toEqual([]);
});

test('a CSV with a wrong row lists it and imports nothing; the fixed CSV imports every row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const school = await schoolWithStudents();
  await openRestrictions(page, school);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Restrictions' });
  await expectAccessible(page, 'Import Restrictions');

  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Please select a file')).toBeVisible();

  // The template comes with the caller's headers, as a download.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toBe('restrictions-template.csv');

  const rows = [
    'ADM-1,Pickup,Sick,2026-12-01,2026-12-04,Yes,Mother called',
    'ADM-9,Dropoff,Other,2026-12-02,2026-12-02,No,',
    'ADM-2,Lunch,School Fees Arrears,2026-12-07,2026-12-11,No,Fees',
  ];
  const file = (name: string) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  });
  await dialog.locator('input[type="file"]').setInputFiles(file('absences.csv'));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('2 rows have errors, so nothing was imported.')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Rows to fix' }).locator('tbody tr')).toHaveText([
    /^3\s*Admission Number\s*No student of this school has admission number ADM-9$/,
    /^4\s*Event Type\s*Event type must be Pickup or Dropoff, not "Lunch"$/,
  ]);
  await expectAccessible(page, 'Import Restrictions with rows to fix');
  await page.screenshot({ path: `${SHOTS}/restrictions-import-errors.png` });
  expect(await restrictions(school)).toEqual([]);

  rows[1] = 'ADM-2,Dropoff,Other,2026-12-02,2026-12-02,No,';
  rows[2] = 'ADM-2,Pickup,School Fees Arrears,2026-12-07,2026-12-11,No,Fees';
  await dialog.locator('input[type="file"]').setInputFiles(file('absences-fixed.csv'));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Restrictions imported successfully: 3 restrictions imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'Restrictions').locator('tbody tr')).toHaveCount(3);
  expect((await restrictions(school)).map((r) => [r.student_name, r.event_type_title, r.start_date])).toEqual(
    [
      ['Amani Otieno', 'Pickup', '2026-12-01'],
      ['Baraka Mwangi', 'Dropoff', '2026-12-02'],
      ['Baraka Mwangi', 'Pickup', '2026-12-07'],
    ],
  );
});

test('restrictions at 390 and 800 px: every column and button reachable, no sideways scrolling', async ({
  page,
}) => {
  const school = await schoolWithStudents();
  const [student] = (
    (await (await fetch(`${BASE_URL}/api/students/?search=ADM-1`, { headers: school.headers })).json()) as {
      results: { id: string }[];
    }
  ).results;
  const response = await fetch(`${BASE_URL}/api/transport/student-restrictions/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({
      student: student!.id,
      event_type: 5,
      reason: 2,
      start_date: '2026-12-01',
      end_date: '2026-12-04',
      notes: 'Away at a swimming gala in Mombasa for the week',
    }),
  });
  expect(response.status).toBe(201);
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 844 });
    if (width === 390) await signInToDashboard(page, school.email, school.password);
    await page.goto('/school/restrictions');
    await expect(
      page.getByRole('button', { name: 'Edit Dropoff restriction of Amani Otieno' }),
    ).toBeVisible();
    // A column that gave way to a narrow frame (the notes, at 800 px) unfolds under its row.
    const more = page.getByRole('button', { name: 'More details of Dropoff restriction of Amani Otieno' });
    if (await more.isVisible()) await more.click();
    await expect(page.getByText('Away at a swimming gala')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${TITLE} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/restrictions-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Add Restriction' }).click();
    const add = page.getByRole('dialog', { name: 'Add Restriction' });
    await expect(add.getByRole('combobox', { name: 'Student' })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Add Restriction at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/restrictions-add-${width}.png`, fullPage: true });
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import Restrictions' });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Import Restrictions at ${width} px`);
    await importing.getByRole('button', { name: 'Cancel' }).click();
    await expect(importing).toBeHidden();
  }
});
