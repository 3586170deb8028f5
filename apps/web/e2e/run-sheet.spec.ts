import { expect, test, type Page } from '@playwright/test';
import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { newSchool, type School } from './fleet-support';
import { expectNoSidewaysScroll } from './people-support';
import { addEmployee } from './personnel-support';
import { driverAccount, makeDriver } from './crew-support';
import { BASE_URL, expectAccessible, expectScreen, shot, signIn } from './support';
import { todaysTrip } from './trip-support';

// The driver's run sheet on a phone (390 × 844) against the real server and its built console: the
// driver's account made and invited through the API, today's trip generated, started, the page
// reloaded without a connection (the service worker's precache and the run sheet saved on the phone),
// its stop recorded offline (shown waiting, kept across another reload), sent once when the
// connection returns (the events through the API: none twice, also after an answer lost on the way
// back), and completed.

// The service worker is what opens the console without a connection (the other specs block it).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/** What the office sees of the trip: its status and readings, and its events in time order. */
async function office(school: School, trip: string) {
  const get = async (path: string) =>
    (await fetch(`${BASE_URL}/api${path}`, { headers: school.headers })).json();
  const detail = (await get(`/transport/trips/${trip}/`)) as TripDetail;
  const events = (await get(`/transport/trip-events/?trip=${trip}&page_size=100`)).results as TripEvent[];
  return { detail, events, types: events.map((event) => event.event_type) };
}

const waiting = (page: Page) => page.getByRole('list', { name: 'Waiting to send' });
const rider = (page: Page, name: string) => page.getByRole('group', { name });

test('a driver runs today’s trip on a phone: offline and back, every event sent once', async ({
  page,
  context,
}) => {
  const school = await newSchool();
  const employee = await addEmployee(school, 'Daniel Mwangi');
  const email = `driver-${Date.now()}@e2e.test`;
  const password = 'E2e-pass-123';
  await driverAccount(email, password);
  await makeDriver(school, employee.id, email, password);
  const trip = await todaysTrip(school, employee.id);
  // Where the bus is: the phone shares its location with the run sheet.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -0.3031, longitude: 36.0801 });

  // A driver's only profile is chosen by itself and lands on the run sheet.
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${BASE_URL}/run-sheet`);
  const card = page.getByRole('button', { name: /LV-AM Lakeview Morning/ });
  await expect(card).toContainText('06:40–07:20');
  await expect(card).toContainText('KCE 321R (BUS-21)');
  await expect(card).toContainText('Scheduled');
  await expectScreen(page, 'Run Sheet');
  await expectNoSidewaysScroll(page);
  await shot(page, 'run-sheet-390');

  // The console's service worker is installed (its precache complete) and controls the page.
  expect(
    await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return ready.active?.scriptURL;
    }),
  ).toBe(`${BASE_URL}/sw.js`);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await card.click();
  await page.getByRole('button', { name: 'Start trip' }).click();
  const start = page.getByRole('dialog', { name: 'Start trip' });
  await start.getByLabel('Odometer reading (km)').fill('12500');
  await expectAccessible(page, 'Start trip');
  await shot(page, 'run-sheet-start-390');
  await start.getByRole('button', { name: 'Start trip' }).click();
  await expect(page.getByText('Odometer at start: 12,500 km')).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  await expect.poll(async () => (await office(school, trip.id)).detail.status).toBe(2);

  // No connection, and the page loaded again (the phone restarted the browser): the console comes
  // from the service worker, today's trips from the run sheet saved on the phone.
  await context.setOffline(true);
  await page.goto('/run-sheet');
  await expect(page.getByText(/Showing the run sheet saved on this phone at \d\d:\d\d\./)).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /LV-AM Lakeview Morning/ }).click();
  await expect(page.getByText('Odometer at start: 12,500 km')).toBeVisible();

  // What is tapped shows at once, waiting on the phone.
  await page.getByRole('button', { name: 'Arrived' }).click();
  await rider(page, 'Amina Otieno').getByRole('button', { name: 'Picked up' }).click();
  await rider(page, 'Brian Kamau').getByRole('button', { name: 'Absent' }).click();
  await expect(waiting(page).getByRole('listitem')).toHaveText([
    /Arrived at Kanyon Gate/,
    /Picked up: Amina Otieno at Kanyon Gate/,
    /Absent: Brian Kamau at Kanyon Gate/,
  ]);
  await expect(page.getByText('3 waiting to send')).toBeVisible();
  await expect(rider(page, 'Amina Otieno')).toContainText('Picked upWaiting to send');
  await expectAccessible(page, 'Run sheet offline with actions waiting');
  await shot(page, 'run-sheet-offline-390');
  expect((await office(school, trip.id)).types).toEqual([1]);
  // Kept on the phone across another load without a connection.
  await page.reload();
  await expect(page.getByText('3 waiting to send')).toBeVisible();
  await expect(waiting(page).getByRole('listitem')).toHaveCount(3);
  expect((await office(school, trip.id)).types).toEqual([1]);

  // Back online: sent in order, once.
  await context.setOffline(false);
  await expect(page.getByText('3 waiting to send')).toBeHidden();
  await expect(rider(page, 'Amina Otieno')).toContainText('Picked up');
  await expect(rider(page, 'Amina Otieno')).not.toContainText('Waiting to send');
  const back = await office(school, trip.id);
  expect(back.types).toEqual([1, 2, 3, 8]);
  expect(back.events[1]).toMatchObject({
    journey_stop_title: 'Kanyon Gate',
    latitude: -0.3031,
    longitude: 36.0801,
  });
  expect(back.events.slice(2).map((event) => event.student_name)).toEqual(['Amina Otieno', 'Brian Kamau']);

  // The server takes Departed but its answer is lost: the resend with the same key creates nothing.
  let tries = 0;
  await page.route('**/api/transport/trip-events/', async (route) => {
    tries += 1;
    if (tries > 1) return route.continue();
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByRole('button', { name: 'Departed' }).click();
  await expect(page.getByText('1 waiting to send')).toBeVisible();
  await expect(page.getByText('1 waiting to send')).toBeHidden();
  await page.unroute('**/api/transport/trip-events/');
  // Both tries went through the route (the service worker leaves API calls to the network).
  expect(tries).toBe(2);
  expect((await office(school, trip.id)).types).toEqual([1, 2, 3, 8, 4]);

  await page.getByRole('button', { name: 'Complete trip' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete trip' });
  await expect(complete).toContainText('2 of 3 stops have no departure recorded.');
  // Nothing is taken without the empty-bus check (issue 25 §2), nor with a reading below the start.
  await complete.getByLabel('Odometer reading (km)').fill('12400');
  await complete.getByRole('button', { name: 'Complete trip' }).click();
  await expect(
    complete.getByText(
      'Walk the whole bus and confirm that no child is on board before completing the trip.',
    ),
  ).toBeVisible();
  await expect(
    complete.getByText('The end reading cannot be less than the start reading (12,500).'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Complete trip refused without the empty-bus check');
  await shot(page, 'run-sheet-complete-390');
  // By keyboard: the check is ticked with the space bar.
  await complete.getByRole('checkbox', { name: 'I walked the whole bus and no child is on board' }).focus();
  await page.keyboard.press('Space');
  await complete.getByLabel('Odometer reading (km)').fill('12541');
  await complete.getByRole('button', { name: 'Complete trip' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Odometer at start: 12,500 km, at the end: 12,541 km')).toBeVisible();
  await expect.poll(async () => (await office(school, trip.id)).detail.status).toBe(3);
  const done = await office(school, trip.id);
  expect(done.types).toEqual([1, 2, 3, 8, 4, 7]);
  // The check is kept with the trip, where the bus was when it was confirmed.
  expect(done.detail).toMatchObject({
    odometer_start: 12500,
    odometer_end: 12541,
    empty_bus_latitude: -0.3031,
    empty_bus_longitude: 36.0801,
  });
  expect(done.detail.empty_bus_checked_at).toEqual(expect.any(String));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Run sheet of a completed trip');
  await shot(page, 'run-sheet-completed-390');
});
