import { expect, type Locator, type Page } from '@playwright/test';
import type { GuardianInput } from '@app/shared/guardians/guardian.schemas';
import type { StudentGuardianInput } from '@app/shared/student-guardians/student-guardian.schemas';
import type { StudentInput } from '@app/shared/students/student.schemas';
import { type School } from './fleet-support';
import { post } from './personnel-support';
import { signInToDashboard } from './support';

// Helpers of the students and guardians browser tests: the school's records made through the API,
// birthdays picked in the calendar the way a person does.

/** An 8 x 8 blue PNG: small enough to inline, a real image for the server's decoder. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQ6n6GFTEMLQkALRFkwdgA7wUAAAAASUVORK5CYII=',
  'base64',
);
export const photoFile = { name: 'photo.png', mimeType: 'image/png', buffer: PNG };

export type Enrolment = { period: string; grade4: string; grade5: string; north: string; south: string };

/** This year as an academic period, with Grade 4 (stream North) and Grade 5 (stream South). */
export async function addEnrolmentOptions(school: School): Promise<Enrolment> {
  const year = new Date().getFullYear();
  const period = await post<{ id: string }>(school, '/schools/academic-periods/', {
    title: `Year ${year}`,
    start_date: `${year}-01-01`,
    end_date: `${year}-12-31`,
  });
  const grade4 = await post<{ es_grade_level: string }>(school, '/grade-levels/', {
    title: 'Grade 4',
    short_title: 'G4',
  });
  const grade5 = await post<{ es_grade_level: string }>(school, '/grade-levels/', {
    title: 'Grade 5',
    short_title: 'G5',
  });
  const stream = (title: string, grade: string) =>
    post<{ id: string }>(school, '/grade-levels/streams/', {
      title,
      grade_level: grade,
      short_title: title.slice(0, 1),
      student_capacity: 40,
    });
  const north = await stream('North', grade4.es_grade_level);
  const south = await stream('South', grade5.es_grade_level);
  return {
    period: period.id,
    grade4: grade4.es_grade_level,
    grade5: grade5.es_grade_level,
    north: north.id,
    south: south.id,
  };
}

export function addStudent(school: School, student: StudentInput): Promise<{ id: string }> {
  return post(school, '/students/', student);
}

/** A student of Grade 4 North in the enrolment options' period, born 3 May 2015. */
export function addPupil(school: School, options: Enrolment, admission_number: string, fullName: string) {
  const [first_name, last_name] = fullName.split(' ') as [string, string];
  return addStudent(school, {
    admission_number,
    first_name,
    last_name,
    gender: 1,
    date_of_birth: '2015-05-03',
    academic_period: options.period,
    stream: options.north,
  });
}

export function addGuardian(school: School, guardian: GuardianInput): Promise<{ id: string }> {
  return post(school, '/guardians/', guardian);
}

export function addLink(school: School, link: StudentGuardianInput): Promise<{ id: string }> {
  return post(school, '/students/guardians/', link);
}

/** Signs in as the school's Administrator and opens a screen from its navigation entry. */
export async function openFromNavigation(page: Page, school: School, entry: string): Promise<void> {
  await signInToDashboard(page, school.email, school.password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

/** Opens the calendar on the decade and picks year, month and day (a birthday is years back). */
export async function pickBirthday(page: Page, dialog: Locator, year: number, month: string, day: number) {
  await dialog.getByLabel('Date of Birth').click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  while (!(await calendar.getByRole('button', { name: String(year), exact: true }).isVisible())) {
    await calendar.getByRole('button', { name: 'Previous decade' }).click();
  }
  await calendar.getByRole('button', { name: String(year), exact: true }).click();
  await calendar.getByRole('button', { name: month.slice(0, 3), exact: true }).click();
  await calendar.getByRole('button', { name: `${day} ${month} ${year}`, exact: true }).click();
  await expect(dialog.getByLabel('Date of Birth')).toHaveText(`${month} ${day}, ${year}`);
}

/** Chooses an option of a select that loads its options whole (no server search). */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveValue(option);
}

/** The thumbnail has loaded: a blob: URL (fetched with the auth headers) of the server's 96 px image. */
export async function expectPhoto(image: Locator) {
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
}

/**
 * The page is no wider than the window: nothing to scroll sideways. Polled: after a resize the screen
 * lays itself out again on the media query's change event, a render later.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

export const table = (page: Page, name: string) => page.getByRole('table', { name });
export const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('row').filter({ hasText: text });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The element lies within the viewport's width (its vertical position does not matter: pages scroll down). */
export async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
