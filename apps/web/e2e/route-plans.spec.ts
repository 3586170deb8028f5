import { expect, test, type Page } from '@playwright/test';
import { addVehicles, newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, addStudent, expectNoSidewaysScroll, type Enrolment } from './people-support';
import { addRide, routeWithStops } from './route-support';
import { expectAccessible, expectScreen, openFromNav, shot, signInToDashboard } from './support';

// Plan Routes (issue 24 §2, §3) against the real server and its planner, in a school of its own: the
// office sets the school's location, plans its To School routes for 5 seconds, reads the proposal
// beside today's route (totals, a route's stops and riders), at 1280 and 390 px, approves it with
// today's route retired, and finds the new routes in the Route List.

/** Where Hillside School is (the last stop of the route LV-AM of route-support). */
const SCHOOL = { latitude: -0.2851, longitude: 36.0603 };

/**
 * Today's network: LV-AM on a 33-seat bus with eight riders picked up at two stops, a second bus of
 * 30 seats, and two pupils on no route with homes near each other (the plan proposes a new stop there).
 */
async function schoolNetwork(school: School) {
  const options = await addEnrolmentOptions(school);
  const { route, stops } = await routeWithStops(school, options.period);
  await addVehicles(school, [
    { registration_number: 'KCF 654S', code: 'BUS-22', max_capacity: 30, is_active: true },
  ]);
  const riders = ['Amina', 'Baraka', 'Chebet', 'Daudi'].flatMap((first) => [
    { name: `${first} Otieno`, stop: stops[0]! },
    { name: `${first} Wekesa`, stop: stops[1]! },
  ]);
  for (const [index, rider] of riders.entries()) {
    const student = await pupil(school, options, `RP-${index + 1}`, rider.name);
    await addRide(school, {
      student: student.id,
      journey: route.id,
      pick_point: rider.stop.id,
      drop_point: stops[2]!.id,
    });
  }
  await pupil(school, options, 'RP-20', 'Esther Njeri', { home_latitude: -0.3102, home_longitude: 36.0911 });
  await pupil(school, options, 'RP-21', 'Faith Chege', { home_latitude: -0.3105, home_longitude: 36.0915 });
}

function pupil(
  school: School,
  options: Enrolment,
  admission_number: string,
  fullName: string,
  home: { home_latitude?: number; home_longitude?: number } = {},
) {
  const [first_name, last_name] = fullName.split(' ') as [string, string];
  return addStudent(school, {
    admission_number,
    first_name,
    last_name,
    gender: 2,
    date_of_birth: '2015-05-03',
    academic_period: options.period,
    stream: options.north,
    ...home,
  });
}

/** School Settings: the school's location, typed where the settings keep it, and saved. */
async function setSchoolLocation(page: Page) {
  await openFromNav(page, 'School Setup', 'School Settings');
  const latitude = page.getByRole('textbox', { name: /latitude/i });
  await expect(latitude).toBeVisible();
  if ((await latitude.inputValue()) !== '') return;
  await latitude.fill(String(SCHOOL.latitude));
  await page.getByRole('textbox', { name: /longitude/i }).fill(String(SCHOOL.longitude));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'School settings saved' })).toBeVisible();
}

const totalsRow = (page: Page, measure: string) =>
  page
    .getByRole('table', { name: "Today's routes beside the proposal" })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: measure, exact: true }) })
    .getByRole('cell');

test('plans the To School routes, shows the proposal beside today, and approves it with today’s route retired', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const school = await newSchool();
  await schoolNetwork(school);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, school.email, school.password);
  await setSchoolLocation(page);

  await openFromNav(page, 'Routes', 'Plan Routes');
  await expect(page).toHaveURL(/\/transport\/route-plans$/);
  await expectScreen(page, 'Plan Routes');
  await expect(page.getByRole('radio', { name: 'To School' })).toBeChecked();
  // By keyboard: the search time, then Enter submits the form.
  const seconds = page.getByRole('textbox', { name: 'Search Time (seconds)' });
  await seconds.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transport\/route-plans\/[0-9a-f-]{36}$/);

  // Running, then ready (5 s of search, a second between polls).
  await expect(page.getByText(/^The proposal is ready/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(totalsRow(page, 'Buses')).toHaveText(['1', /^[12]$/]);
  await expect(totalsRow(page, 'Routes')).toHaveText(['1', /^[12]$/]);
  // Today's route carries its eight riders; the plan places the two pupils at home as well.
  await expect(totalsRow(page, 'Riders')).toHaveText(['8', '10']);
  await expect(page.getByRole('region', { name: 'Map of the proposed routes' })).toBeVisible();

  const routes = page.getByRole('table', { name: 'Proposed routes' });
  await expect(routes.getByRole('row').nth(1)).toContainText('Route 1');
  await routes.getByRole('button', { name: 'Stops of route 1' }).click();
  const stops = page.getByRole('table', { name: 'Stops of route 1' });
  await expect(stops).toBeVisible();
  await expect(stops.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  const allStops = page.getByRole('table', { name: /^Stops of route/ });
  await expect(allStops).toHaveCount(1);
  // Every rider of today is on one of the proposed routes: all of them are named under route 1's stops or
  // another route's.
  const named = async () => {
    const texts: string[] = [];
    const count = await routes.getByRole('button', { name: /^Stops of route/ }).count();
    for (let number = 1; number <= count; number += 1) {
      const button = routes.getByRole('button', { name: `Stops of route ${number}` });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      texts.push(await page.getByRole('table', { name: `Stops of route ${number}` }).innerText());
    }
    return texts.join('\n');
  };
  const riders = await named();
  for (const name of ['Amina Otieno', 'Daudi Wekesa', 'Esther Njeri', 'Faith Chege'])
    expect(riders).toContain(name);
  await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'Plan Routes proposal');
  await shot(page, 'route-plans-1280');

  // A phone: the routes become cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Proposed routes' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Plan Routes proposal at 390 px');
  await shot(page, 'route-plans-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the plan' });
  await expect(dialog.locator('dl')).toContainText("Pupils' assignments10");
  await expect(dialog.locator('dl')).toContainText('New bus stops1');
  await expectAccessible(page, 'Approve the plan');
  await dialog.getByRole('checkbox', { name: "Retire today's routes of this direction" }).check();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Plan approved: \d routes? created/ }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'P01-AM' })).toBeVisible();
  await expect(page.getByText('1 route of today was retired.')).toBeVisible();
  await shot(page, 'route-plans-approved');

  // The Route List: the new route, active, and today's LV-AM retired.
  await openFromNav(page, 'Routes', 'Route List');
  const list = page.getByRole('table', { name: 'Routes' });
  await expect(list.getByRole('row').filter({ hasText: 'P01-AM' }).getByRole('cell').nth(3)).toHaveText(
    'Active',
  );
  await expect(list.getByRole('row').filter({ hasText: 'LV-AM' }).getByRole('cell').nth(3)).toHaveText(
    'Inactive',
  );
});
