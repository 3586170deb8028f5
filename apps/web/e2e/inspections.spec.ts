import { expect, test, type Locator, type Page } from '@playwright/test';
import { driverAccount, makeDriver } from './crew-support';
import { newSchool, row, toast } from './fleet-support';
import { expectNoSidewaysScroll } from './people-support';
import { addEmployee } from './personnel-support';
import {
  BASE_URL,
  expectAccessible,
  expectScreen,
  openFromNav,
  shot,
  signIn,
  signInToDashboard,
} from './support';
import { todaysTrip } from './trip-support';

// The pre-trip inspection (issue 25 §1) against the real server and its built console: a driver on a
// phone (390 × 844) finds a major defect, and the trip cannot start; the office sees the vehicle out of
// service, opens its inspections and clears the defect with a note; the driver inspects again, all
// fine, and starts. Axe on every screen and dialog on the way.

test.use({ viewport: { width: 390, height: 844 } });

const VEHICLE = 'KCE 321R (BUS-21)';

/** Answers every item of the open checklist OK, but `defect` (the first item's outcome and note) if given. */
async function answerChecklist(dialog: Locator, defect?: { outcome: string; note: string }) {
  const items = dialog.getByRole('radiogroup');
  const count = await items.count();
  // The preloaded checklist of a bus: the usual items, brakes first.
  expect(count).toBeGreaterThanOrEqual(8);
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    if (index === 0 && defect) {
      await item.locator('label', { hasText: defect.outcome }).click();
      continue;
    }
    // From the keyboard: the item's first answer focused, Space chooses it (arrows move between them).
    const ok = item.getByRole('radio', { name: 'OK' });
    await ok.focus();
    await ok.page().keyboard.press('Space');
    await expect(ok).toBeChecked();
  }
  if (defect) await dialog.getByLabel(/What is wrong/).fill(defect.note);
}

async function openChecklist(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Inspect vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: `Pre-trip inspection: ${VEHICLE}` });
  await expect(dialog.getByRole('radiogroup').first()).toBeVisible();
  return dialog;
}

test('a major defect keeps the bus from starting until a manager clears it', async ({ page, browser }) => {
  // Two people, two sign-ins and ten axe checks: about a minute and a half on a quiet machine.
  test.setTimeout(300_000);
  const school = await newSchool();
  const employee = await addEmployee(school, 'Daniel Mwangi');
  const email = `driver-${Date.now()}@e2e.test`;
  const password = 'E2e-pass-123';
  await driverAccount(email, password);
  await makeDriver(school, employee.id, email, password);
  await todaysTrip(school, employee.id);

  // The driver's phone: the trip, Inspect vehicle before Start.
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${BASE_URL}/run-sheet`);
  await page.getByRole('button', { name: /LV-AM Lakeview Morning/ }).click();
  await expect(page.getByRole('button', { name: 'Inspect vehicle' })).toBeVisible();
  await expectScreen(page, 'Run Sheet');

  let dialog = await openChecklist(page);
  await expectAccessible(page, 'Pre-trip inspection');
  await expectNoSidewaysScroll(page);
  // A defect without a note is refused before anything is sent.
  await answerChecklist(dialog, { outcome: 'Major defect', note: '' });
  await dialog.getByRole('button', { name: 'Submit inspection' }).click();
  await expect(dialog.getByText('Say what is wrong', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Pre-trip inspection with a missing note');
  await dialog.getByLabel(/What is wrong/).fill('Brake pedal goes to the floor');
  await shot(page, 'inspection-checklist-390');
  await dialog.getByRole('button', { name: 'Submit inspection' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Vehicle out of service — a manager must clear it');
  await expectAccessible(page, 'Inspection with a major defect');
  await shot(page, 'inspection-major-390');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Start trip' })).toBeDisabled();
  await expect(page.getByText('Vehicle out of service — a manager must clear it')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Inspections of this trip' })).toContainText('Major defect');
  await expectAccessible(page, 'Run sheet, vehicle out of service');
  await shot(page, 'run-sheet-out-of-service-390');

  // The office, on a laptop: the bus is out of service; its inspections; the defect cleared.
  const office = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const desk = await office.newPage();
  await signInToDashboard(desk, school.email, school.password);
  // School Setup → Inspection Checklist: each vehicle type's items, preloaded, in their order.
  await openFromNav(desk, 'School Setup', 'Inspection Checklist');
  await expectScreen(desk, 'Inspection Checklist');
  const checklist = desk.getByRole('table', { name: 'Inspection Checklist' });
  await expect(checklist.getByRole('row').nth(1)).toContainText('Brakes');
  await desk.getByRole('radiogroup', { name: 'Vehicle type' }).getByText('Minibus', { exact: true }).click();
  await expect(desk).toHaveURL(/vehicle_type=minibus/);
  await expect(checklist).toContainText('Seat belts');
  await desk.getByRole('button', { name: 'Add Checklist Item' }).click();
  const add = desk.getByRole('dialog', { name: 'Add Checklist Item' });
  await expect(add.getByLabel('Vehicle type')).toHaveValue('Minibus');
  await expectAccessible(desk, 'Add Checklist Item');
  await shot(desk, 'inspection-checklist-1280');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await openFromNav(desk, 'Fleet', 'Vehicles');
  const bus = row(desk, 'KCE 321R');
  await expect(bus).toContainText('Out of service');
  await bus.getByRole('button', { name: 'Inspections KCE 321R' }).click();
  const history = desk.getByRole('dialog', { name: 'Inspections of KCE 321R' });
  const inspections = history.getByRole('table', { name: 'Inspections of KCE 321R' });
  await expect(inspections.getByRole('row').filter({ hasText: 'Daniel Mwangi' })).toContainText(
    'Not cleared',
  );
  await expectAccessible(desk, 'Inspections of a vehicle');
  await shot(desk, 'inspection-history-1280');
  await inspections.getByRole('button', { name: /^View the inspection of/ }).click();
  await expect(history.getByText('Brake pedal goes to the floor')).toBeVisible();
  await history.getByRole('button', { name: 'Clear defect' }).click();
  await expect(history.getByText('Say why the vehicle is fit again', { exact: true })).toBeVisible();
  await expectAccessible(desk, 'An inspection with its major defect');
  await history.getByLabel(/What was done/).fill('Brake master cylinder replaced and road-tested');
  await history.getByRole('button', { name: 'Clear defect' }).click();
  await expect(toast(desk, 'Defect cleared: the vehicle is back in service')).toBeVisible();
  await expect(history.getByText('Defect cleared', { exact: true })).toBeVisible();
  await shot(desk, 'inspection-cleared-1280');
  await history.getByRole('button', { name: 'Back to inspections' }).click();
  await expect(inspections.getByRole('row').filter({ hasText: 'Daniel Mwangi' })).not.toContainText(
    'Not cleared',
  );
  await desk.keyboard.press('Escape');
  await expect(bus).not.toContainText('Out of service');
  await office.close();

  // The driver again: the run sheet asked for afresh, all fine this time, and the trip starts.
  await page.reload();
  // The open trip is in the address: it opens again by itself.
  await expect(page.getByRole('heading', { name: /LV-AM Lakeview Morning/ })).toBeVisible();
  await expect(page.getByText('Vehicle out of service — a manager must clear it')).toHaveCount(0);
  dialog = await openChecklist(page);
  await answerChecklist(dialog);
  await dialog.getByRole('button', { name: 'Submit inspection' }).click();
  await expect(dialog.getByText('No defects were found.')).toBeVisible();
  await expectAccessible(page, 'Inspection passed');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Inspections of this trip' })).toContainText('Passed');
  await page.getByRole('button', { name: 'Start trip' }).click();
  const start = page.getByRole('dialog', { name: 'Start trip' });
  await start.getByLabel('Odometer reading (km)').fill('12500');
  await start.getByRole('button', { name: 'Start trip' }).click();
  await expect(page.getByText('Odometer at start: 12,500 km')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
