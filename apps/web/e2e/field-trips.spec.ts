import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import { approvedTrip, checkBothWidths, member, setRates } from './field-trip-support';
import { addVehicles, newSchool } from './fleet-support';
import { choose, toast } from './people-support';
import { addEmployee, addJobRole } from './personnel-support';
import { BASE_URL, expectScreen, openFromNav, SHOTS, signIn, signInToDashboard } from './support';
import { todayIn } from './trip-support';

// Field trips (issue 25 §4) against the real server, in a school of its own: a teacher asks for one;
// the head teacher (a School Administrator) and the Transport Manager approve it in turn; the office
// assigns the bus and its driver; a second trip at an overlapping time is refused the same bus with the
// double booking's message in the modal; the trip sheet downloads as a PDF; the trip is completed with
// its cost; the calendar shows it on its day. axe on every screen and modal at 1280 and 390 px.

const PURPOSE = 'Grade 6 museum visit';
const SECOND = 'Choir festival';
const BUS = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 52, is_active: true };
const BUS_OPTION = 'KBZ 412A (BUS-01) · 52 seats';

/** Picks a day in the request's date field (the school's today, or a day after it). */
async function pickDay(page: Page, dialog: Locator, day: string) {
  await dialog.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  if (dayjs(day).month() !== dayjs().month())
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: dayjs(day).format('D MMMM YYYY'), exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Date/ })).toHaveText(dayjs(day).format('MMMM D, YYYY'));
}

/** Opens Field Trips from the navigation, the requests awaiting this profile's decision, and the trip. */
async function openAwaiting(page: Page, title: string) {
  await openFromNav(page, 'Trips', 'Field Trips');
  // The switch follows the address, which it changes: checked a moment after the click.
  const awaiting = page.getByRole('switch', { name: 'Awaiting my decision' });
  await awaiting.click();
  await expect(awaiting).toBeChecked();
  await expect(page).toHaveURL(/awaiting_me=true/);
  await page.getByRole('table', { name: 'Field Trips' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a field trip asked for, approved in two steps, booked without double booking, printed, completed and on the calendar', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const school = await newSchool();
  const { timeZone } = await setRates(school);
  const today = todayIn(timeZone);
  await addVehicles(school, [BUS]);
  const drivers = await addJobRole(school, { title: 'Bus Driver', category: DRIVER_CATEGORY });
  await addEmployee(school, 'Juma Otieno', drivers.id);
  await addEmployee(school, 'Mary Njeri', drivers.id);
  const teacher = await member(school, 'Grace Achieng', { role: 404, profile_type: 400 });
  const manager = await member(school, 'Peter Mwangi', { role: 200, profile_type: 200 });

  // The teacher: `/` is their field trips, and the navigation offers nothing else.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, teacher.email, teacher.password);
  await expect(page).toHaveURL(`${BASE_URL}/trips/field-trips`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveCount(0);
  await expectScreen(page, 'Field Trips');
  await page.getByRole('button', { name: 'Request Field Trip' }).click();
  const request = page.getByRole('dialog', { name: 'Request Field Trip' });
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByText('Purpose is required')).toBeVisible();
  await request.getByLabel(/^Purpose/).fill(PURPOSE);
  await request.getByLabel(/^Destination/).fill('National Museum, Nairobi');
  await pickDay(page, request, today);
  await request.getByLabel(/^Departs/).fill('08:00');
  await request.getByLabel(/^Returns/).fill('15:00');
  await request.getByLabel(/^Passengers/).fill('45');
  await request.getByLabel(/^Notes/).fill('Packed lunch; two teachers travel with the class.');
  await checkBothWidths(page, 'request');
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, 'Field trip requested successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/field-trips\/[0-9a-f-]{36}$/);
  const tripUrl = page.url();
  const steps = page.getByRole('region', { name: 'Approval steps' });
  await expect(steps).toContainText('Head teacher');
  await expect(steps).toContainText('Awaiting decision');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await checkBothWidths(page, 'detail-requested');

  // The head teacher, on the office's laptop: rejecting asks why; the request is approved instead.
  const office = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const desk = await office.newPage();
  await signInToDashboard(desk, school.email, school.password);
  await openAwaiting(desk, PURPOSE);
  await desk.getByRole('button', { name: 'Reject' }).click();
  const reject = desk.getByRole('dialog', { name: 'Reject Field Trip' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Say why the request is rejected')).toBeVisible();
  await checkBothWidths(desk, 'reject');
  await reject.getByRole('button', { name: 'Close' }).last().click();
  await desk.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: 'Approve Field Trip' });
  await approve.getByLabel(/^Note/).fill('Enjoy the museum.');
  await checkBothWidths(desk, 'approve');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(desk, 'Field trip approved')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Approval steps' })).toContainText('“Enjoy the museum.”');

  // The Transport Manager: the second step is theirs.
  const managerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const managerPage = await managerContext.newPage();
  await signInToDashboard(managerPage, manager.email, manager.password);
  await openAwaiting(managerPage, PURPOSE);
  await managerPage.getByRole('button', { name: 'Approve' }).click();
  await managerPage
    .getByRole('dialog', { name: 'Approve Field Trip' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(managerPage, 'Field trip approved')).toBeVisible();
  await expect(managerPage.getByText('Approved', { exact: true }).first()).toBeVisible();
  await managerContext.close();

  // The office assigns the bus and its driver: seats against passengers as they are chosen.
  await desk.goto(tripUrl);
  await desk.getByRole('button', { name: 'Assign Vehicles' }).click();
  const assign = desk.getByRole('dialog', { name: 'Assign Vehicles and Drivers' });
  await choose(desk, assign, 'Vehicle', BUS_OPTION);
  await choose(desk, assign, 'Driver', 'Juma Otieno');
  await expect(assign.getByText('52 seats for 45 passengers')).toBeVisible();
  await checkBothWidths(desk, 'assign');
  await assign.getByRole('button', { name: 'Save Assignments' }).click();
  await expect(toast(desk, 'Vehicles and drivers assigned')).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Vehicles and drivers' })).toContainText('Juma Otieno');
  await checkBothWidths(desk, 'detail-scheduled');

  // A second trip at an overlapping time cannot have the same bus: the database's refusal, in the modal.
  const second = await approvedTrip(school, {
    title: SECOND,
    destination: 'Kenya National Theatre',
    trip_date: today,
    departs_at: '10:00',
    returns_at: '12:00',
    passengers: 20,
    vehicles_needed: 1,
  });
  await desk.goto(`/trips/field-trips/${second.id}`);
  await desk.getByRole('button', { name: 'Assign Vehicles' }).click();
  const clash = desk.getByRole('dialog', { name: 'Assign Vehicles and Drivers' });
  await choose(desk, clash, 'Vehicle', BUS_OPTION);
  await choose(desk, clash, 'Driver', 'Mary Njeri');
  await clash.getByRole('button', { name: 'Save Assignments' }).click();
  const refusal = clash.getByRole('alert');
  await expect(refusal).toContainText(`KBZ 412A is booked for the field trip “${PURPOSE}”`);
  await expect(refusal).toContainText('from 08:00 to 15:00');
  await checkBothWidths(desk, 'double-booking');
  await clash.getByRole('button', { name: 'Cancel' }).click();
  // The second trip is called off instead, with its reason.
  await desk.getByRole('button', { name: 'Cancel Field Trip' }).click();
  const cancel = desk.getByRole('dialog', { name: 'Cancel Field Trip' });
  await cancel.getByLabel(/^Reason for cancelling/).fill('The theatre is closed for repairs.');
  await checkBothWidths(desk, 'cancel');
  await cancel.getByRole('button', { name: 'Cancel Field Trip' }).click();
  await expect(toast(desk, 'Field trip cancelled')).toBeVisible();
  await expect(desk.getByText('The theatre is closed for repairs.')).toBeVisible();

  // The trip sheet of the first, a PDF.
  await desk.goto(tripUrl);
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Trip Sheet' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = path.join(SHOTS, 'field-trip-sheet.pdf');
  await sheet.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

  // Completed on its day: 84.5 km at KES 120 and 6.5 hours at KES 500.
  await desk.getByRole('button', { name: 'Complete' }).click();
  const complete = desk.getByRole('dialog', { name: 'Complete Field Trip' });
  await complete.getByLabel(/^Distance driven/).fill('84.5');
  await complete.getByLabel(/^Time out/).fill('390');
  await checkBothWidths(desk, 'complete');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete.getByRole('status')).toContainText('The trip cost KES 13,390.00.');
  await checkBothWidths(desk, 'completed');
  await complete.getByRole('button', { name: 'Close' }).last().click();
  await expect(desk.getByText('KES 13,390.00')).toBeVisible();
  await expect(desk.getByText('KES 120.00 per km, KES 500.00 per hour')).toBeVisible();
  await checkBothWidths(desk, 'detail-completed');

  // The list, and the calendar: the trip on its day, the cancelled one too, each in its status.
  await openFromNav(desk, 'Trips', 'Field Trips');
  const list = desk.getByRole('table', { name: 'Field Trips' });
  await expect(list.getByRole('row').filter({ hasText: PURPOSE })).toContainText('Completed');
  await expect(list.getByRole('row').filter({ hasText: PURPOSE })).toContainText('KBZ 412A');
  await checkBothWidths(desk, 'list');
  await desk.getByText('Calendar', { exact: true }).click();
  await expect(desk).toHaveURL(/view=calendar/);
  const month = dayjs(today).format('MMMM YYYY');
  const grid = desk.getByRole('table', { name: month });
  const day = grid.locator('td').filter({ hasText: dayjs(today).format('dddd, MMMM D, YYYY') });
  await expect(day.getByRole('link', { name: `08:00 ${PURPOSE}, Completed` })).toBeVisible();
  await expect(day.getByRole('link', { name: `10:00 ${SECOND}, Cancelled` })).toBeVisible();
  await checkBothWidths(desk, 'calendar');
  await desk.setViewportSize({ width: 390, height: 844 });
  const days = desk.getByRole('list', { name: month });
  await expect(days.getByRole('heading', { level: 3 })).toHaveText([dayjs(today).format('dddd, MMMM D')]);
  await days.getByRole('link', { name: `08:00 ${PURPOSE}, Completed` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: PURPOSE })).toBeVisible();
  await office.close();
});
