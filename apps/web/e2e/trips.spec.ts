import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, addStudent, expectNoSidewaysScroll } from './people-support';
import { addAssignment, addEmployee, pickDate, post, shown, wire } from './personnel-support';
import { EVERY_DAY, routeWithStops } from './route-support';
import { BASE_URL, expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// Trips against the real server, from a route built through the API (a vehicle with its driver, three
// stops, a rider): Generate Trips for a week, the list and its filters, a trip's details, starting it
// with the odometer, its position on Active Trips, completing it, and its events. Axe on every screen
// and modal; the screens at 1280, 800 and 390 px.

type Id = { id: string };
const WIDTHS = [1280, 800, 390];

/** Lakeview Morning with a driver on its bus all month and one rider, boarding at the first stop. */
async function routeWithRider(school: School) {
  const options = await addEnrolmentOptions(school);
  const { vehicle, route, stops } = await routeWithStops(school, options.period);
  const driver = await addEmployee(school, 'Peter Mwangi');
  await addAssignment(school, {
    vehicle: vehicle.id,
    driver: driver.id,
    start_date: wire(dayjs().startOf('month')),
    end_date: wire(dayjs().endOf('month')),
  });
  const student = await addStudent(school, {
    admission_number: 'ADM-301',
    first_name: 'Amani',
    last_name: 'Otieno',
    gender: 2,
    date_of_birth: '2014-02-11',
    academic_period: options.period,
    stream: options.south,
  });
  await post(school, '/transport/student-journeys/', {
    student: student.id,
    journey: route.id,
    is_active: true,
    sequence: 1,
    pick_point: stops[0]!.id,
    drop_point: stops[2]!.id,
    schedule: EVERY_DAY,
  });
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Each width: nothing to scroll sideways, axe, and a screenshot to look at. */
async function atEveryWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('generate a week of trips, find one, start it with the odometer, follow it on Active Trips, complete it', async ({
  page,
}) => {
  const school = await newSchool();
  await routeWithRider(school);
  // From today to a week on, inside this month (the calendar opens on it); weekends are skipped unless
  // today is one (today's trip is the one started).
  const today = dayjs().startOf('day');
  const monthEnd = today.endOf('month').startOf('day');
  const last = today.add(6, 'day').isAfter(monthEnd) ? monthEnd : today.add(6, 'day');
  const weekend = (date: dayjs.Dayjs) => date.day() === 0 || date.day() === 6;
  const skipWeekends = !weekend(today);
  const days = last.diff(today, 'day') + 1;
  const expected = [...Array(days).keys()]
    .map((n) => today.add(n, 'day'))
    .filter((date) => !skipWeekends || !weekend(date)).length;

  await signInToDashboard(page, school.email, school.password);
  await nav(page).getByText('Trips', { exact: true }).click();
  await nav(page).getByRole('link', { name: 'Trip Management' }).click();
  await expectScreen(page, 'Trip Management');
  // It opens on today and the days after, by date, and says so in the address.
  await expect(page).toHaveURL(new RegExp(`/trips/trips\\?start_date=${wire(today)}&ordering=journey_date$`));
  await expect(page.getByText('No trips found matching your criteria')).toBeVisible();

  // Generate Trips: the spec's messages, then the week.
  await page.getByRole('button', { name: 'Generate Trips' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Trips' });
  await expect(generate.getByRole('switch', { name: /Skip weekends/ })).toBeChecked();
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(generate.getByText('Start date is required')).toBeVisible();
  await expect(generate.getByText('End date is required')).toBeVisible();
  await expectAccessible(page, 'Generate Trips');
  await pickDate(page, generate, 'Start Date', today);
  await pickDate(page, generate, 'End Date', last);
  // The switch's own input lies over its label and takes the click (only weekends come this way).
  if (!skipWeekends) await generate.getByRole('switch', { name: /Skip weekends/ }).uncheck();
  await shot(page, 'trips-generate');
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(
    toast(page, `Trips generated successfully! ${expected} created, 0 already existed`),
  ).toBeVisible();
  await expect(generate).toBeHidden();
  await expect(page.getByText(`${expected} ${expected === 1 ? 'trip' : 'trips'} found`)).toBeVisible();

  // Filters in the address: Scheduled, then today only; Reset Filters.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page.getByText('No trips found matching your criteria')).toBeVisible();
  await expect(page).toHaveURL(/status=3/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await pickDate(page, page.getByRole('main'), 'Start Date', today);
  await pickDate(page, page.getByRole('main'), 'End Date', today);
  for (const param of ['status=1', `start_date=${wire(today)}`, `end_date=${wire(today)}`])
    await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
  await expect(page.getByText('1 trip found')).toBeVisible();
  const trips = page.getByRole('table', { name: 'Trips' });
  await expect(trips.getByRole('row').filter({ hasText: 'LV-AM' }).getByRole('cell')).toHaveText([
    shown(today),
    'Lakeview MorningLV-AM',
    'Scheduled',
    'KCE 321R (BUS-21)',
    'Peter Mwangi',
    'To School',
    'View Details',
  ]);
  await atEveryWidth(page, 'trips');
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByText(`${expected} ${expected === 1 ? 'trip' : 'trips'} found`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/trips/trips\\?start_date=${wire(today)}&ordering=journey_date$`));

  // Today's trip: only the changes a scheduled trip may make are offered.
  await page.getByRole('link', { name: `View details of LV-AM on ${shown(today)}` }).click();
  await expect(page).toHaveURL(/\/trips\/trip-details\/[0-9a-f-]{36}$/);
  const tripId = page.url().split('/').at(-1)!;
  await expectScreen(page, 'Lakeview Morning', `LV-AM ${shown(today)} | Trip Details`);
  await expect(page.getByText('Odometer Start').locator('+ dd')).toHaveText('Not recorded');
  await expect(page.getByRole('button', { name: 'Start Trip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Trip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Trip' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Journey Stops' }).getByRole('row')).toHaveText([
    /Sequence/,
    '1Kanyon Gate06:4010—',
    '2Milimani Mall06:5500—',
    '3Hillside School07:2001—',
  ]);
  await atEveryWidth(page, 'trip-details');

  // Start, with the odometer reading.
  await page.getByRole('button', { name: 'Start Trip' }).click();
  const start = page.getByRole('dialog', { name: 'Start Trip' });
  await start.getByRole('button', { name: 'Start Trip' }).click();
  await expect(start.getByText('Detail is required')).toBeVisible();
  await expectAccessible(page, 'Start Trip');
  await start.getByLabel('Detail').fill('Left the depot on time');
  await start.getByLabel('Odometer Start').fill('12480');
  await start.getByRole('button', { name: 'Start Trip' }).click();
  await expect(toast(page, 'Trip started successfully')).toBeVisible();
  await expect(start).toBeHidden();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Odometer Start').locator('+ dd')).toHaveText('12,480 km');
  await expect(page.getByRole('button', { name: 'Start Trip' })).toHaveCount(0);

  // The bus reports arriving at its first stop, with where it is.
  const detail = (await (
    await fetch(`${BASE_URL}/api/transport/trips/${tripId}/`, { headers: school.headers })
  ).json()) as { journey_stops: Id[] };
  await post(school, '/transport/trip-events/', {
    trip: tripId,
    event_type: 2,
    journey_stop: detail.journey_stops[0]!.id,
    latitude: -0.3031234,
    longitude: 36.0801234,
    client_key: `arrived-${tripId}`,
  });

  // Back where it was opened: Trip Management, as it was.
  await page.getByRole('link', { name: 'Back to Trip Management' }).click();
  await expectScreen(page, 'Trip Management');
  await expect(page).toHaveURL(new RegExp(`/trips/trips\\?start_date=${wire(today)}&ordering=journey_date$`));

  // Active Trips: the started trip, its last event and next stop, its marker on the map.
  await nav(page).getByRole('link', { name: 'Active Trips' }).click();
  await expectScreen(page, 'Active Trips');
  const active = page
    .getByRole('table', { name: 'Active Trips' })
    .getByRole('row')
    .filter({ hasText: 'LV-AM' });
  await expect(active).toContainText('Arrived at Stop');
  await expect(active).toContainText('2. Milimani Mall');
  await expect(active).toContainText(/On time|\d+ min late/);
  const map = page.getByRole('region', { name: /Map of the active trips/ });
  await expect(map.locator('.leaflet-marker-icon[title="LV-AM"]')).toHaveCount(1);
  await expect(map.locator('.leaflet-tooltip')).toHaveText(['LV-AM']);
  await atEveryWidth(page, 'active-trips');

  // Complete, with the end reading; nothing more is offered, and the events tell the story.
  await active.getByRole('link', { name: 'View details of LV-AM' }).click();
  await page.getByRole('button', { name: 'Complete Trip' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete Trip' });
  await complete.getByLabel('Detail').fill('All riders dropped off');
  await complete.getByLabel('Odometer End').fill('12512');
  // Not without the driver's empty-bus check (issue 25 §2), which the office confirms it was told.
  await complete.getByRole('button', { name: 'Complete Trip' }).click();
  await expect(
    complete.getByText(
      'Walk the whole bus and confirm that no child is on board before completing the trip.',
    ),
  ).toBeVisible();
  await complete
    .getByRole('checkbox', {
      name: 'The driver confirmed that they walked the whole bus and no child is on board',
    })
    .check();
  await expectAccessible(page, 'Complete Trip');
  await complete.getByRole('button', { name: 'Complete Trip' }).click();
  await expect(toast(page, 'Trip completed successfully')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Odometer End').locator('+ dd')).toHaveText('12,512 km');
  // The office's completion has no position: the time alone.
  await expect(page.getByText('Empty-Bus Check').locator('+ dd')).toHaveText(
    /^\d\d:\d\d, position not recorded$/,
  );
  for (const name of ['Start Trip', 'Complete Trip', 'Cancel Trip'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Trip Events' }).click();
  const events = page.getByRole('table', { name: 'Trip Events' });
  await expect(events.getByRole('row').filter({ hasText: 'Trip Started' })).toContainText(
    'Left the depot on time',
  );
  await expect(events.getByRole('row').filter({ hasText: 'Arrived at Stop' })).toContainText('Kanyon Gate');
  // Each coordinate cut to 8 characters.
  await expect(events.getByRole('row').filter({ hasText: 'Arrived at Stop' })).toContainText(
    '-0.30312, 36.08012',
  );
  await expect(events.getByRole('row').filter({ hasText: 'Trip Completed' })).toContainText(
    'All riders dropped off',
  );
  await expect(page.getByRole('table', { name: 'Journey Stops' })).toHaveCount(0);
  await atEveryWidth(page, 'trip-events');

  // Over: no longer on Active Trips.
  await page.getByRole('link', { name: 'Back to Active Trips' }).click();
  await expect(page.getByText('No trips are under way right now')).toBeVisible();

  // Trip Management marks the completed trip's empty-bus check beside its status, and still fits.
  await nav(page).getByRole('link', { name: 'Trip Management' }).click();
  await expectScreen(page, 'Trip Management');
  await expect(
    page.getByRole('table', { name: 'Trips' }).getByRole('row').filter({ hasText: 'Completed' }),
  ).toContainText(/LV-AM.*Completed\s*Empty-bus check: \d\d:\d\d/);
  await atEveryWidth(page, 'trips-completed');
});
