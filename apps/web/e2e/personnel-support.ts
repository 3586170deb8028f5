import { expect, type Locator, type Page } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import type { EmployeeInput } from '@app/shared/employees/employee.schemas';
import type { JobRoleInput } from '@app/shared/job-roles/job-role.schemas';
import { type School } from './fleet-support';
import { BASE_URL, openFromNav, signInToDashboard } from './support';

// Helpers of the personnel browser tests: the school's people made through the API, dates picked in
// the calendar the way a person does.

export const PERSONNEL_PATH = '/api/transport/vehicle-personnel/';

/** A record made through the API as the school's Administrator (201 expected). */
export async function post<T>(school: School, path: string, body: object): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

export function addJobRole(school: School, role: JobRoleInput): Promise<{ id: string }> {
  return post(school, '/employees/job-roles/', role);
}

let staffNumber = 0;

/** An employee named "First Last", with the job role given (or none). */
export function addEmployee(school: School, fullName: string, jobRole?: string): Promise<{ id: string }> {
  const [first_name, last_name] = fullName.split(' ') as [string, string];
  staffNumber += 1;
  const employee: EmployeeInput = {
    staff_number: `S-${String(staffNumber).padStart(3, '0')}`,
    first_name,
    last_name,
    gender: 1,
    date_of_birth: '1985-04-12',
    job_role: jobRole,
  };
  return post(school, '/employees/', employee);
}

export function addAssignment(
  school: School,
  assignment: { vehicle: string; driver: string; start_date: string; end_date: string },
): Promise<{ id: string }> {
  return post(school, '/transport/vehicle-personnel/', { ...assignment, is_active: true });
}

/** Signs in as the school's Administrator and opens Fleet > Personnel through the navigation. */
export async function openPersonnel(page: Page, school: School): Promise<void> {
  await signInToDashboard(page, school.email, school.password);
  await openFromNav(page, 'Fleet', 'Personnel');
  await expect(page).toHaveURL(/\/fleet\/personnel$/);
  await expect(page.getByRole('heading', { name: 'Personnel Management' })).toBeVisible();
}

/** A day of the current month: every test date is one, so the calendar opens on it. */
export const day = (n: number): Dayjs => dayjs().startOf('month').date(n);
export const wire = (date: Dayjs) => date.format('YYYY-MM-DD');
export const shown = (date: Dayjs) => date.format('MMMM D, YYYY');

/** Opens the date field's calendar and clicks the day (named "20 November 2026" by the calendar). */
export async function pickDate(page: Page, dialog: Locator, label: string, date: Dayjs): Promise<void> {
  await dialog.getByLabel(label).click();
  await page.getByRole('button', { name: date.format('D MMMM YYYY'), exact: true }).click();
  await expect(dialog.getByLabel(label)).toHaveText(shown(date));
}

/**
 * The same by keyboard: Enter opens the calendar (focus moves into it), Tab reaches the day grid,
 * the arrow keys move a day at a time, Enter chooses. Each key waits for the last one's effect:
 * the calendar opens and closes with a transition, and a key pressed before it ends lands on the
 * wrong element (on a busy machine the Tabs left the field before the calendar had opened).
 */
export async function pickDateByKeyboard(page: Page, dialog: Locator, label: string, date: Dayjs) {
  const field = dialog.getByLabel(label);
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  const focusIn = (selector: string) =>
    page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);
  await expect
    .poll(() => focusIn('.mantine-Popover-dropdown'), { message: 'the calendar has the focus' })
    .toBe(true);
  const focusedDay = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('.mantine-Popover-dropdown table') ? focused.getAttribute('aria-label') : null;
    });
  // The focus is trapped in the calendar, so the Tabs stay inside it.
  for (let tabs = 0; tabs < 5 && !(await focusedDay()); tabs += 1) await page.keyboard.press('Tab');
  const from = await focusedDay();
  expect(from, 'a day of the calendar has the focus').not.toBeNull();
  const steps = date.diff(dayjs(new Date(from!)), 'day');
  for (let i = 0; i < Math.abs(steps); i += 1)
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(field).toHaveText(shown(date));
  // Closed, with the focus given back to the field, so that the caller's next Tab starts there.
  // (The selects' dropdowns stay in the page, hidden; the calendar is the one with a table.)
  await expect(page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') })).toBeHidden();
  await expect(field).toBeFocused();
}

/** Types into a searchable select and picks the option that the server's search answered. */
export async function pickOption(page: Page, dialog: Locator, label: string, text: string, option: string) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  // Only what the server found for the text is offered (the select does not filter by itself).
  await expect(options(page)).toHaveText([option]);
  await options(page).filter({ hasText: option }).click();
  await expect(box).toHaveValue(option);
}

/** The open select's options (a phone's card list has a sort select of its own). */
export const options = (page: Page) => page.getByRole('listbox').getByRole('option');
export const table = (page: Page) => page.getByRole('table', { name: 'Personnel Management' });
export const bodyRows = (page: Page) => table(page).locator('tbody tr');
export const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
