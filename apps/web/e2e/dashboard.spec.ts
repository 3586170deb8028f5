import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import type { Trip, TripDetail } from '@app/shared/trips/trip.schemas';
import { addVehicles, newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, addPupil, expectNoSidewaysScroll } from './people-support';
import { addAssignment, addEmployee } from './personnel-support';
import { addRide, EVERY_DAY, routeWithStops } from './route-support';
import { BASE_URL, expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// The dashboard against the real server, its day built through the API: route LV-AM ran yesterday
// (three arrivals, two on time) and is under way today with an incident; its bus has a driver whose
// assignment ends in five days, a second bus has none. The tiles show those figures, their links
// lead to the screens filtered; axe and no sideways scrolling at 1280, 800 and 390 px.

/** The instant of a wall-clock time in a time zone (ISO 8601, UTC). */
function instantIn(timeZone: string, date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}Z`);
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(guess));
  const offset = Date.parse(`${parts.replace(' ', 'T')}Z`) - guess;
  return new Date(guess - offset).toISOString();
}

async function call(school: School, method: string, path: string, body: object): Promise<unknown> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: school.headers,
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.json();
}

/** Yesterday's run and today's, as described above; the school's today. */
async function schoolDay(school: School) {
  const settings = await fetch(`${BASE_URL}/api${SCHOOL_SETTINGS_PATH}`, { headers: school.headers });
  const { time_zone } = (await settings.json()) as { time_zone: string };
  const today = dayjs(new Intl.DateTimeFormat('en-CA', { timeZone: time_zone }).format(new Date()));
  const wire = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
  const yesterday = wire(today.subtract(1, 'day'));

  const options = await addEnrolmentOptions(school);
  const { route, stops, vehicle } = await routeWithStops(school, options.period);
  await addVehicles(school, [
    { registration_number: 'KCF 654S', code: 'BUS-22', max_capacity: 30, is_active: true },
  ]);
  const driver = await addEmployee(school, 'Peter Mwangi');
  const start_date = wire(today.subtract(10, 'day'));
  const end_date = wire(today.add(5, 'day'));
  await addAssignment(school, { vehicle: vehicle.id, driver: driver.id, start_date, end_date });
  const pupil = await addPupil(school, options, 'ADM-1', 'Amina Otieno');
  await addRide(school, {
    student: pupil.id,
    journey: route.id,
    pick_point: stops[0]!.id,
    drop_point: stops[2]!.id,
    schedule: EVERY_DAY,
  });
  const range = { start_date: yesterday, end_date: wire(today), skip_weekends: false };
  expect(await call(school, 'POST', '/transport/trips/generate-trips/', range)).toMatchObject({ created: 2 });
  const list = (await (
    await fetch(`${BASE_URL}/api/transport/trips/?journey=${route.id}&ordering=journey_date`, {
      headers: school.headers,
    })
  ).json()) as { results: Trip[] };
  const [past, current] = list.results;

  // Completing carries the empty-bus check (issue 25 §2).
  const status = (trip: Trip, value: number) =>
    call(school, 'PATCH', `/transport/trips/${trip.id}/`, {
      status: value,
      ...(value === 3 && { empty_bus_checked: true }),
    });
  const event = (trip: Trip, body: object) =>
    call(school, 'POST', '/transport/trip-events/', {
      trip: trip.id,
      client_key: crypto.randomUUID(),
      ...body,
    });
  await status(past!, 2);
  const detail = (await (
    await fetch(`${BASE_URL}/api/transport/trips/${past!.id}/`, { headers: school.headers })
  ).json()) as TripDetail;
  // Expected 06:40, 06:55 and 07:20: 2 and 3 minutes late (on time), then 10 late.
  for (const [index, time] of ['06:42:00', '06:58:00', '07:30:00'].entries()) {
    await event(past!, {
      event_type: 2,
      journey_stop: detail.journey_stops[index]!.id,
      event_time: instantIn(time_zone, yesterday, time),
    });
  }
  await status(past!, 3);
  await status(current!, 2);
  await event(current!, { event_type: 6, notes: 'Flat tyre at Kanyon Gate' });
  return { today: wire(today), endDate: today.add(5, 'day') };
}

const tile = (page: Page, name: string) => page.getByRole('region', { name });

test('the dashboard shows the school’s day and leads to each screen, filtered', async ({ page }) => {
  const school = await newSchool();
  const { today, endDate } = await schoolDay(school);
  await signInToDashboard(page, school.email, school.password);
  await expectScreen(page, 'Dashboard');

  await expect(tile(page, 'Trips today').getByRole('link', { name: 'Active 1' })).toBeVisible();
  await expect(tile(page, 'Trips today').getByRole('link', { name: 'Scheduled 0' })).toBeVisible();
  await expect(tile(page, 'In progress')).toContainText('LV-AM');
  await expect(tile(page, 'Incidents today')).toContainText('1 incident reported today');
  await expect(tile(page, 'Vehicles without a driver')).toContainText('BUS-22');
  await expect(tile(page, 'Riders expected').getByText('1', { exact: true })).toBeVisible();
  await expect(tile(page, 'On-time rate')).toContainText('66.7%');
  await expect(tile(page, 'On-time rate')).toContainText('2 of 3 arrivals within 5 minutes, last 7 days');
  await expect(tile(page, 'On-time rate').getByRole('img', { name: /^On-time rate per day:/ })).toBeVisible();
  const ending = tile(page, 'Assignments ending soon');
  await expect(ending.getByRole('link', { name: 'BUS-21 · Peter Mwangi' })).toBeVisible();
  await expect(ending).toContainText(`Ends ${endDate.format('MMMM D, YYYY')}`);
  await expect(tile(page, 'Incidents today').getByRole('link')).toHaveAttribute(
    'href',
    `/reports/incidents?start_date=${today}&end_date=${today}`,
  );

  for (const width of [1280, 800, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Dashboard at ${width} px`);
    await shot(page, `dashboard-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Today's active trips in Trip Management, filtered by status and date.
  await tile(page, 'Trips today').getByRole('link', { name: 'Active 1' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/trips/trips?status=2&start_date=${today}&end_date=${today}`);
  await expectScreen(page, 'Trip Management');
  await expect(page.getByText('1 trip found')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Trips' })).toContainText('LV-AM');

  // The whole tile leads to its screen: Active Trips from a click in its middle.
  await page.goBack();
  await tile(page, 'In progress').click();
  await expect(page).toHaveURL(`${BASE_URL}/trips/active-trips`);
  await expect(page.getByText('1 trip under way')).toBeVisible();
});
