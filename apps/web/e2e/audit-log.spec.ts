import { expect, test, type Locator, type Page } from '@playwright/test';
import { newSchool, type School } from './fleet-support';
import {
  addEnrolmentOptions,
  addGuardian,
  addLink,
  addPupil,
  expectNoSidewaysScroll,
} from './people-support';
import { post } from './personnel-support';
import {
  apiLogin,
  BASE_URL,
  chooseWithArrowKeys,
  expectAccessible,
  expectScreen,
  SHOTS,
  signInToDashboard,
  unique,
} from './support';

// The Audit Log against the real server: an Administrator edits an employee, then finds the change in
// the log, by person, record type and date (the school's day), and in the employee's History.

async function addEmployee(school: School, staffNumber: string, firstName: string) {
  const response = await fetch(`${BASE_URL}/api/employees/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({
      staff_number: staffNumber,
      first_name: firstName,
      last_name: 'Atieno',
      gender: 2,
      date_of_birth: '1985-03-14',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Today in the school's time zone: the day the log files today's changes under. */
async function schoolToday(school: School): Promise<Date> {
  const response = await fetch(`${BASE_URL}/api/schools/settings/`, { headers: school.headers });
  const { time_zone: timeZone } = (await response.json()) as { time_zone: string };
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(year!, month! - 1, day!);
}

/** Picks a day in a date field's calendar, by the day button's name ("24 November 2026"). */
async function pickDay(page: Page, field: Locator, day: Date) {
  await field.click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  const name = `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
  const button = calendar.getByRole('button', { name, exact: true });
  // The month drawn first: asked before its days are there, the day would seem to be in another month.
  await expect(calendar.getByRole('button', { name: /^\d{1,2} \p{L}+ \d{4}$/u }).first()).toBeVisible();
  // The calendar opens on the browser's month; the school's day may be in the next or the last one.
  if (!(await button.isVisible())) {
    const later = day.getTime() > Date.now();
    await calendar.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
  }
  await button.click();
}

const logTable = (page: Page) => page.getByRole('table', { name: 'Audit Log' });

test('an Administrator edits an employee and finds the change in the Audit Log', async ({ page }) => {
  const school = await newSchool();
  const login = await apiLogin(school.email, school.password);
  const me = `${login.user.first_name} ${login.user.last_name}`;
  const staffNumber = unique('AL').toUpperCase();
  await addEmployee(school, staffNumber, 'Grace');
  await addEmployee(school, `${staffNumber}-2`, 'Halima');

  // The edit, through the Employees screen.
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Edit Grace Atieno' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await edit.getByLabel('Last Name').fill('Kamau');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Employee updated successfully' })).toBeVisible();

  // School Setup > Audit Log.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('School Setup', { exact: true }).click();
  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/school\/audit-log$/);
  await expectScreen(page, 'Audit Log');
  const table = logTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const update = table.getByRole('row').filter({ hasText: 'Updated' });
  await expect(update).toContainText(`Grace Kamau (${staffNumber})`);
  await expect(update).toContainText(me);
  await expect(update).toContainText('Last name: Atieno → changed to Kamau');
  await expect(update).toContainText('Full name: Grace Atieno → changed to Grace Kamau');
  await expect(page.getByText('3 entries')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-log.png`, fullPage: true });

  // By person, record type and the school's today: all three still there.
  await page.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: me }).click();
  await page.getByRole('combobox', { name: 'Record Type' }).click();
  await page.getByRole('option', { name: 'Employee', exact: true }).click();
  const today = await schoolToday(school);
  await pickDay(page, page.getByRole('button', { name: 'From', exact: true }), today);
  await pickDay(page, page.getByRole('button', { name: 'To', exact: true }), today);
  await expect(page).toHaveURL(/record_type=employee/);
  await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/date_to=\d{4}-\d{2}-\d{2}/);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(update).toContainText('Last name: Atieno → changed to Kamau');
  await expectAccessible(page, 'Audit Log, filtered');

  // Another record type: nothing; Reset Filters brings everything back.
  await page.getByRole('combobox', { name: 'Record Type' }).click();
  await page.getByRole('option', { name: 'Student', exact: true }).click();
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/school\/audit-log$/);
  await expect(table.locator('tbody tr')).toHaveCount(3);

  // By record: one employee's two entries, then every record again.
  await update.getByRole('button', { name: `Only the changes of Grace Kamau (${staffNumber})` }).click();
  await expect(page).toHaveURL(/record_id=/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByText(`Only the changes of Grace Kamau (${staffNumber}).`)).toBeVisible();
  await expectAccessible(page, 'Audit Log of one record');
  await page.getByRole('button', { name: 'Show every record' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);

  // The same change in the employee's own History.
  await page.goto('/employees');
  await page.getByRole('button', { name: 'History Grace Kamau' }).click();
  const history = page.getByRole('dialog', { name: 'History of Grace Kamau' });
  const rows = history.getByRole('table', { name: 'History of Grace Kamau' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Last name: Atieno → changed to Kamau');
  await expect(rows.nth(1)).toContainText('Created');
  await expectAccessible(page, 'Employee history');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('the Audit Log at 390 px, by keyboard: cards, no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const school = await newSchool();
  await addEmployee(school, unique('K').toUpperCase(), 'Zawadi');
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/school/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Audit Log' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('Staff number: ');
  await expect(cards).toContainText('Created');

  // The record type filter by keyboard alone.
  await page.getByRole('combobox', { name: 'Record Type' }).focus();
  await chooseWithArrowKeys(page, 'Student');
  await expect(page.getByRole('combobox', { name: 'Record Type' })).toHaveValue('Student');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Audit Log at 390 px');
  await page.screenshot({ path: `${SHOTS}/audit-log-390.png`, fullPage: true });
});

// Issue 19: the log reads a record's values as its own screen does, never by ids or stored JSON.
test('the Audit Log names students, guardians, codes and enrolments, never their ids or stored JSON', async ({
  page,
}) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const pupil = await addPupil(school, options, unique('AU').toUpperCase(), 'Amani Otieno');
  const guardian = await addGuardian(school, {
    first_name: 'John',
    last_name: 'Otieno',
    mobile_number: '0722000111',
  });
  await addLink(school, { student: pupil.id, guardian: guardian.id, relationship: 2 });
  const year = new Date().getFullYear();
  await post(school, '/transport/student-restrictions/', {
    student: pupil.id,
    event_type: 3,
    reason: 3,
    start_date: `${year}-12-01`,
    end_date: `${year}-12-04`,
  });

  await signInToDashboard(page, school.email, school.password);
  await page.goto('/school/audit-log');
  await expectScreen(page, 'Audit Log');
  const table = logTable(page);
  // The pupil's creation and enrolment, the guardian, the link and the restriction.
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const restriction = table.getByRole('row').filter({ hasText: 'Student trip restriction' });
  await expect(restriction).toContainText('Student: Amani Otieno');
  await expect(restriction).toContainText('Event type: Pickup');
  await expect(restriction).toContainText('Reason: Sick');
  await expect(restriction).toContainText(`Start date: December 1, ${year}`);
  const link = table.getByRole('row').filter({ hasText: 'Student-guardian link' });
  await expect(link).toContainText('Student: Amani Otieno');
  await expect(link).toContainText('Guardian: John Otieno');
  const student = table.getByRole('row').filter({ hasText: 'Admission number' });
  await expect(student).toContainText('Gender: Male');
  await expect(student).toContainText('Date of birth: May 3, 2015');
  const enrolment = table.getByRole('row').filter({ hasText: 'Enrolment:' });
  await expect(enrolment).toContainText(`Enrolment: Year ${year}`);
  // No id, no JSON, no ISO date anywhere in what changed.
  const changes = await table.locator('tbody tr td:last-child').allTextContents();
  expect(changes.join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|[[{]"|\d{4}-\d{2}-\d{2}/);
  await expectAccessible(page, 'Audit Log of people records');
});

// The second field trial's laptops: the log's Changes (what people come for) must not be squeezed to a
// word a line by the fixed columns beside it. At 1280 px every column is in the table; at 1024 px a column
// may give way, unfolding under its row, and the table still fits its frame with its buttons in view.
const COLUMNS = ['When', 'Who', 'Record Type', 'Record', 'Action', 'Changes'];
const CHANGES_MIN_WIDTH = 280;

test('the Audit Log gives Changes room at 1024 and 1280 px, with every column within reach', async ({
  page,
}) => {
  const school = await newSchool();
  const staffNumber = unique('W').toUpperCase();
  await addEmployee(school, staffNumber, 'Wanjiku');
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/school/audit-log');
  const table = logTable(page);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator('tbody tr').first();
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const measure = () =>
      table.evaluate((element) => {
        const frame = element.closest<HTMLElement>('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
        const inFrame = (control: Element) => {
          const box = control.getBoundingClientRect();
          return box.left >= frame.left - 0.5 && box.right <= Math.min(frame.right, window.innerWidth) + 0.5;
        };
        return {
          overflow: Math.round(element.getBoundingClientRect().width - frame.width),
          columns: [...element.querySelectorAll('thead th')].map((th) => ({
            title: th.textContent ?? '',
            width: Math.round(th.getBoundingClientRect().width),
          })),
          cut: [...element.querySelectorAll<HTMLElement>('tbody .mantine-Badge-label')]
            .filter((label) => label.scrollWidth > label.clientWidth)
            .map((label) => label.textContent),
          outside: [...element.querySelectorAll('tbody a, tbody button')]
            .filter((control) => !inFrame(control))
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
        };
      });
    const where = `at ${width} px`;
    let layout = await measure();
    // The table answers a new width after React has measured it again: on a busy machine the first
    // measures can still show the old layout twice in a row, so wait for it to fit (or time out).
    await expect
      .poll(async () => (layout = await measure()).overflow, {
        message: `the table fits its frame ${where}`,
      })
      .toBeLessThanOrEqual(0);
    // Settled: the same layout twice in a row after the width changed.
    await expect
      .poll(async () => {
        const previous = JSON.stringify(layout);
        layout = await measure();
        return JSON.stringify(layout) === previous;
      })
      .toBe(true);
    const shown = layout.columns.map((column) => column.title);
    const changes = layout.columns.find((column) => column.title === 'Changes');
    expect(changes?.width, `Changes ${where}`).toBeGreaterThanOrEqual(CHANGES_MIN_WIDTH);
    expect(layout.overflow, `the table fits its frame ${where}`).toBeLessThanOrEqual(0);
    expect(layout.outside, `row controls outside the frame ${where}`).toEqual([]);
    expect(layout.cut, `badges cut short ${where}`).toEqual([]);
    await expect(row).toContainText(`Staff number: ${staffNumber}`);
    if (width === 1280) expect(shown, `columns ${where}`).toEqual(COLUMNS);
    const gaveWay = COLUMNS.filter((title) => !shown.includes(title));
    if (gaveWay.length > 0) {
      // The columns that gave way unfold under the row, by its More details button.
      await row.getByRole('button', { name: 'More details' }).click();
      const details = table.locator('tbody dl');
      for (const title of gaveWay) await expect(details.getByText(title, { exact: true })).toBeVisible();
      await expect(details).toContainText('Employee');
    }
    await page.screenshot({ path: `${SHOTS}/audit-log-${width}.png` });
  }
});
