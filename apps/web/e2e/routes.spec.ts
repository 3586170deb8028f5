import { expect, test, type Locator, type Page } from '@playwright/test';
import { addVehicles, newSchool, type School } from './fleet-support';
import { addEmployee, options, pickOption, post, toast } from './personnel-support';
import { BASE_URL, expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// Routes and a route's details (spec part 2 §2–3, §5, §8; DESIGN §5 Journey, Journey stop) against the
// real server, each test in a school of its own: the route made and changed through its modal, its stops
// added, refused outside its times, moved with the buttons, shown as a timeline and on a map (without
// tiles), and the route deleted.

/** A school with a bus, a period, an attendant and a zone of four bus stops, made through the API. */
async function routeNetwork(school: School) {
  const [bus] = await addVehicles(school, [
    { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true },
  ]);
  await post(school, '/schools/academic-periods/', {
    title: 'Term 1 2026',
    start_date: '2026-01-05',
    end_date: '2026-04-03',
  });
  await addEmployee(school, 'Grace Atieno');
  const zone = await post<{ id: string }>(school, '/transport/zones/', { title: 'Westlands' });
  const stops = [
    ['Main Gate', -1.2631, 36.8021],
    ['Oak Road', -1.2675, 36.8102],
    ['Sarit Centre', -1.2608, 36.8025],
    ['Hillside School', -1.2712, 36.8151],
  ] as const;
  for (const [title, latitude, longitude] of stops) {
    await post(school, '/transport/bus-stops/', { zone: zone.id, title, latitude, longitude });
  }
  return { bus: bus! };
}

async function openRoutes(page: Page, school: School) {
  await signInToDashboard(page, school.email, school.password);
  const link = page.getByRole('link', { name: 'Route List' });
  if (!(await link.isVisible())) await page.getByText('Routes', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/routes$/);
}

const routesTable = (page: Page) => page.getByRole('table', { name: 'Routes' });
const stopsTable = (page: Page) => page.getByRole('table', { name: 'Stops of route WL-01' });
const stopNames = (page: Page) => stopsTable(page).locator('tbody tr td:nth-child(2)');

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await options(page).filter({ hasText: option }).click();
}

async function addStop(page: Page, busStop: string, time: string) {
  await page.getByRole('button', { name: 'Add Stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Stop' });
  await choose(page, dialog, 'Zone', 'Westlands');
  await choose(page, dialog, 'Bus Stop', busStop);
  await dialog.getByLabel('Expected Time').fill(time);
  await dialog.getByRole('button', { name: 'Add' }).click();
  return dialog;
}

test('adds, changes and deletes a route; its stops added, refused outside its times, moved, as a timeline and on a map', async ({
  page,
}) => {
  const school = await newSchool();
  await routeNetwork(school);
  await openRoutes(page, school);
  await expectScreen(page, 'Routes');
  await expect(page.getByText('No routes yet. Add the first one.')).toBeVisible();

  // The Add Route modal: every required field says so.
  await page.getByRole('button', { name: 'Add Route' }).click();
  const add = page.getByRole('dialog', { name: 'Add Route' });
  await expectAccessible(page, 'Add Route');
  await add.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'Journey name is required',
    'Journey code is required',
    'Start time is required',
    'End time is required',
    'Default vehicle is required',
    'Academic period is required',
  ]) {
    await expect(add.getByText(message)).toBeVisible();
  }
  await expectAccessible(page, 'Add Route with errors');

  await add.getByLabel('Route Name').fill('Westlands Morning');
  await add.getByLabel('Route Code').fill('WL-01');
  await add.getByLabel('Start Time').fill('06:30');
  await add.getByLabel('End Time').fill('07:45');
  await pickOption(page, add, 'Default Vehicle', 'kbz', 'KBZ 412A (BUS-01)');
  await pickOption(page, add, 'Attendant', 'grace', 'Grace Atieno');
  await choose(page, add, 'Academic Period', 'Term 1 2026');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/transport/journeys/'),
  );
  await add.getByRole('button', { name: 'Add' }).click();
  const route = (await (await created).json()) as { id: string };
  await expect(toast(page, 'Route added successfully')).toContainText('Success');
  await expect(add).toBeHidden();
  const row = routesTable(page).getByRole('row').filter({ hasText: 'WL-01' });
  await expect(row.getByRole('cell')).toHaveText([
    'WL-01',
    'Westlands Morning',
    'To School',
    'Active',
    '06:30 – 07:45',
    /Details.*Edit.*Delete/,
  ]);

  // Edit changes the server: the new name and direction are there after a reload.
  await page.getByRole('button', { name: 'Edit WL-01 Westlands Morning' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Route' });
  await expect(edit.getByRole('combobox', { name: 'Attendant' })).toHaveValue('Grace Atieno');
  await edit.getByLabel('Route Name').fill('Westlands Early');
  await choose(page, edit, 'Direction', 'From School');
  await expectAccessible(page, 'Edit Route');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Route updated successfully')).toBeVisible();
  await page.reload();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Westlands Early');
  await expect(row.getByRole('cell').nth(2)).toHaveText('From School');
  await shot(page, 'routes-1280');

  // The details: header, cards, riders per weekday, no stops yet.
  await page.getByRole('button', { name: 'Details WL-01 Westlands Early' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/routes/details/${route.id}`);
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByText('Westlands Early', { exact: true })).toBeVisible();
  const journeyCard = page.getByRole('heading', { name: 'Journey Details' }).locator('..');
  await expect(journeyCard).toContainText('Academic PeriodTerm 1 2026');
  await expect(journeyCard).toContainText('AttendantGrace Atieno');
  await expect(journeyCard).toContainText('Time Range06:30 – 07:45');
  await expect(journeyCard).toContainText('DirectionFrom School');
  const vehicleCard = page.getByRole('heading', { name: 'Vehicle Details' }).locator('..');
  await expect(vehicleCard).toContainText('Max Capacity33 passengers');
  const riders = page.getByRole('table', { name: 'Riders of route WL-01 per weekday' });
  await expect(riders.getByRole('row').filter({ hasText: 'Monday' })).toHaveText(/Monday\s*0\s*33\s*33 free/);
  await expect(page.getByText('No stops added')).toHaveCount(2);
  await expectScreen(page, 'Route WL-01', 'Route WL-01 | Route Details');

  // Three stops; the form offers the next sequence each time.
  const first = await addStop(page, 'Main Gate', '06:40');
  await expect(toast(page, 'Stop added successfully')).toBeVisible();
  await expect(first).toBeHidden();
  await addStop(page, 'Oak Road', '06:55');
  await expect(stopNames(page)).toHaveText(['Main Gate', 'Oak Road']);
  await page.getByRole('button', { name: 'Add Stop' }).click();
  const third = page.getByRole('dialog', { name: 'Add Stop' });
  await expect(third.getByLabel('Sequence')).toHaveValue('3');
  await expectAccessible(page, 'Add Stop');
  // A time outside the route's range is refused with the range.
  await choose(page, third, 'Zone', 'Westlands');
  await choose(page, third, 'Bus Stop', 'Sarit Centre');
  await third.getByLabel('Expected Time').fill('08:10');
  await third.getByRole('button', { name: 'Add' }).click();
  await expect(
    third.getByText("Expected time must be between 06:30 and 07:45, the route's time range."),
  ).toBeVisible();
  await expectAccessible(page, 'Add Stop with the time refused');
  await third.getByLabel('Expected Time').fill('07:10');
  await third.getByRole('button', { name: 'Add' }).click();
  await expect(third).toBeHidden();
  await expect(stopsTable(page).getByRole('row').nth(3).getByRole('cell')).toHaveText([
    '3',
    'Sarit Centre',
    'Westlands',
    '07:10',
    '0Add',
    '0Add',
    '',
  ]);

  // Moved with the buttons, by mouse and by keyboard; the new order is the server's.
  await page.getByRole('button', { name: 'Move Oak Road up' }).click();
  await expect(stopNames(page)).toHaveText(['Oak Road', 'Main Gate', 'Sarit Centre']);
  await expect(page.getByRole('button', { name: 'Move Oak Road down' })).toBeFocused();
  await page.getByRole('button', { name: 'Move Sarit Centre up' }).focus();
  await page.keyboard.press('Enter');
  await expect(stopNames(page)).toHaveText(['Oak Road', 'Sarit Centre', 'Main Gate']);
  await expect(page.getByRole('button', { name: 'Move Sarit Centre up' })).toBeFocused();
  const saved = await fetch(`${BASE_URL}/api/transport/journey-stops/?journey=${route.id}`, {
    headers: school.headers,
  });
  const order = ((await saved.json()) as { results: { bus_stop_title: string; sequence: number }[] }).results;
  expect(order.map((stop) => `${stop.sequence} ${stop.bus_stop_title}`)).toEqual([
    '1 Oak Road',
    '2 Sarit Centre',
    '3 Main Gate',
  ]);
  await expectAccessible(page, 'Stop Schedule');

  // The map draws the stops in sequence with their line, though no tile loads here.
  const map = page.getByRole('region', { name: 'Map of route WL-01: its stops in sequence' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);
  for (const title of ['Oak Road', 'Sarit Centre', 'Main Gate']) {
    await expect(map.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await shot(page, 'route-details-1280');

  // The timeline: times, names and riders in sequence.
  await page.getByText('Timeline', { exact: true }).click();
  const timeline = page.getByRole('list', { name: 'Stops of route WL-01' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /06:55 · Oak Road.*Stop 1, Westlands.*0 pick-ups · 0 drop-offs/,
    /07:10 · Sarit Centre.*Stop 2/,
    /06:40 · Main Gate.*Stop 3/,
  ]);
  await expectAccessible(page, 'Stop Schedule as a timeline');
  await shot(page, 'route-timeline-1280');

  // Deleted from the list: gone from the server with its stops.
  await page.getByRole('link', { name: 'Back to Routes' }).click();
  await page.getByRole('button', { name: 'Delete WL-01 Westlands Early' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText('Are you sure you want to delete WL-01 Westlands Early?');
  await expectAccessible(page, 'Confirm Deletion of a route');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Route deleted successfully')).toBeVisible();
  await expect(page.getByText('No routes yet. Add the first one.')).toBeVisible();
  const gone = await fetch(`${BASE_URL}/api/transport/journeys/${route.id}/`, { headers: school.headers });
  expect(gone.status).toBe(404);
});

test("says 'Invalid route ID' without an id, and 'Route not found' for another id", async ({ page }) => {
  const school = await newSchool();
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/routes/details');
  await expect(
    page.getByText('Invalid route ID. Please check the URL or select a valid route.'),
  ).toBeVisible();
  await expectScreen(page, 'Route Details');
  await page.goto('/routes/details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Route not found')).toBeVisible();
});

for (const { width, height } of [
  { width: 800, height: 1100 },
  { width: 390, height: 844 },
]) {
  test(`Routes and a route's details at ${width} px: every button on screen, nothing to scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const school = await newSchool();
    const { bus } = await routeNetwork(school);
    const period = (
      await (await fetch(`${BASE_URL}/api/schools/academic-periods/`, { headers: school.headers })).json()
    ).results[0].id as string;
    const route = await post<{ id: string }>(school, '/transport/journeys/', {
      title: 'Westlands Morning',
      code: 'WL-01',
      direction: 1,
      start_time: '06:30',
      end_time: '07:45',
      default_vehicle: bus.id,
      academic_period: period,
    });
    const busStops = (
      await (
        await fetch(`${BASE_URL}/api/transport/bus-stops/?ordering=title`, { headers: school.headers })
      ).json()
    ).results as { id: string }[];
    for (const [index, time] of ['06:40', '06:50', '07:00'].entries()) {
      await post(school, '/transport/journey-stops/', {
        journey: route.id,
        bus_stop: busStops[index]!.id,
        sequence: index + 1,
        expected_time: time,
      });
    }
    await signInToDashboard(page, school.email, school.password);
    await page.goto('/routes');
    await expect(page.getByRole('button', { name: 'Details WL-01 Westlands Morning' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Routes at ${width} px`);
    await shot(page, `routes-${width}`);
    await page.getByRole('button', { name: 'Edit WL-01 Westlands Morning' }).click();
    await expectAccessible(page, `Edit Route at ${width} px`);
    await page.getByRole('dialog', { name: 'Edit Route' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Details WL-01 Westlands Morning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Route WL-01' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Hillside School down' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Route details at ${width} px`);
    await shot(page, `route-details-${width}`);
    await page.getByRole('button', { name: 'Add Stop' }).click();
    await expectAccessible(page, `Add Stop at ${width} px`);
    await shot(page, `route-add-stop-${width}`);
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
