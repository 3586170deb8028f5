import { expect, test } from '@playwright/test';
import { newSchool, toast, type School } from './fleet-support';
import { addEnrolmentOptions } from './people-support';
import { BASE_URL, expectAccessible, SHOTS, signInToDashboard } from './support';

// Import Students (spec part 2 §5, §7; issue 8 §2) against the real server: a wrong file lists the
// rows to fix and imports nothing; the fixed file imports every row.

const HEADER = 'Admission Number,Transport Number,First Name,Last Name,Other Name,Date of Birth,Gender';

async function studentCount(school: School): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/students/?page_size=1`, { headers: school.headers });
  return ((await response.json()) as { count: number }).count;
}

test('a wrong roll lists its rows and imports nothing; the fixed roll imports every row', async ({
  page,
}) => {
  const school = await newSchool();
  await addEnrolmentOptions(school);
  const year = new Date().getFullYear();
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/students');
  await page.getByRole('button', { name: 'Import Students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students' });
  await expectAccessible(page, 'Import Students');

  // Nothing chosen: the spec's three messages, nothing sent.
  await dialog.getByRole('button', { name: 'Import' }).click();
  for (const message of ['Academic period is required', 'Stream is required', 'Please select a file']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  // The template comes with the caller's headers, as a download.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toBe('students-template.csv');

  await dialog.getByRole('combobox', { name: 'Academic Period' }).click();
  await page.getByRole('option', { name: `Year ${year}` }).click();
  await dialog.getByRole('combobox', { name: 'Stream' }).click();
  await page.getByRole('option', { name: 'North (Grade 4)' }).click();
  const rows = [
    'R-001,,Amani,Otieno,,2015-03-14,Female',
    'R-002,,,Mwangi,,2015-05-01,Male',
    'R-001,,Zawadi,Achieng,,2016-01-20,F',
  ];
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('2 rows have errors, so nothing was imported.')).toBeVisible();
  const fix = dialog.getByRole('table', { name: 'Rows to fix' });
  await expect(fix.locator('tbody tr')).toHaveText([
    /^3\s*First Name\s*First name is required$/,
    /^4\s*Admission Number\s*R-001 is also on row 2$/,
  ]);
  await expectAccessible(page, 'Import Students with rows to fix');
  await page.screenshot({ path: `${SHOTS}/student-import-errors.png` });
  expect(await studentCount(school)).toBe(0);

  rows[1] = 'R-002,,Baraka,Mwangi,,2015-05-01,Male';
  rows[2] = 'R-003,,Zawadi,Achieng,,2016-01-20,F';
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'roll-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Students imported successfully: 3 students imported')).toContainText('Success');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Zawadi Achieng')).toBeVisible();
  expect(await studentCount(school)).toBe(3);
});
