import { expect, test, type Page } from '@playwright/test';
import type { StudentJourneyInput } from '@app/shared/student-journeys/student-journey.schemas';
import { newSchool, toast } from './fleet-support';
import { addEnrolmentOptions, addPupil, expectNoSidewaysScroll } from './people-support';
import { post } from './personnel-support';
import { addRide, routeWithStops } from './route-support';
import { expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// Students on a route against the real server, a route and its stops built through the API (a zone,
// bus stops, the route, its stops): assigned from the route details' Pick-ups with the student
// assignment modal (search, opposite point, a custom schedule, change of days, remove), the route's
// riders against its vehicle's seats following; and a student's routes on their details screen.

test("a student's routes: none, then the route boarded and left at, with its weekdays, on any screen", async ({
  page,
}) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const student = await addPupil(school, options, 'ADM-210', 'Baraka Mutua');
  const { route, stops } = await routeWithStops(school, options.period);

  await signInToDashboard(page, school.email, school.password);
  await page.goto(`/students/${student.id}`);
  await expect(page.getByText('No routes assigned yet.')).toBeVisible();

  const ride: StudentJourneyInput = {
    student: student.id,
    journey: route.id,
    is_active: true,
    sequence: 1,
    pick_point: stops[0]!.id,
    drop_point: stops[2]!.id,
    schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day_of_week: day, is_active: [1, 3, 5].includes(day) })),
  };
  await post(school, '/transport/student-journeys/', ride);
  await page.reload();
  const table = page.getByRole('table', { name: 'Routes of Baraka Mutua' });
  const row = table.getByRole('row').filter({ hasText: 'LV-AM' });
  await expect(row.getByRole('cell')).toHaveText([
    'LV-AM · Lakeview Morning',
    'To School',
    'Kanyon Gate',
    'Hillside School',
    'Mon, Wed, Fri',
  ]);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Route',
    'Direction',
    'Pick-up Stop',
    'Drop-off Stop',
    'Weekdays',
  ]);
  await expectScreen(page, 'Baraka Mutua', 'Baraka Mutua | Student Details');
  await shot(page, 'student-routes');

  // On a phone the rows are cards, nothing scrolls sideways, and the route opens from the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Routes of Baraka Mutua' });
  await expect(cards).toContainText('Mon, Wed, Fri');
  await expect(cards).toContainText('Hillside School');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Student details with routes at 390 px');
  await shot(page, 'student-routes-390');
  const link = cards.getByRole('link', { name: 'LV-AM · Lakeview Morning' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/routes/details/${route.id}$`));
});

const loadRow = (page: Page, day: string) =>
  page
    .getByRole('table', { name: 'Riders of route LV-AM per weekday' })
    .getByRole('row')
    .filter({ hasText: day });

for (const width of [1280, 390]) {
  test(`assigning students at a stop from the route details, on custom weekdays (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const school = await newSchool();
    const options = await addEnrolmentOptions(school);
    await addPupil(school, options, 'ADM-210', 'Baraka Mutua');
    const sister = await addPupil(school, options, 'ADM-211', 'Neema Mutua');
    // A van of one seat, already taken on school days by Neema: Baraka makes it over capacity.
    const { route, stops } = await routeWithStops(school, options.period, 1);
    await addRide(school, { student: sister.id, journey: route.id, pick_point: stops[1]!.id });
    await signInToDashboard(page, school.email, school.password);
    await page.goto(`/routes/details/${route.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Over capacity' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add pick-ups at Kanyon Gate' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pick-ups at Kanyon Gate' });
    await expect(dialog.getByText('No students assigned at this stop yet.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Student' })).toBeFocused();
    await expectAccessible(page, 'Student assignment modal');
    await page.keyboard.type('b');
    await expect(dialog.getByText('Type 2 or more characters to search')).toBeVisible();
    await expect(page.getByRole('option', { name: /Baraka/ })).toHaveCount(0);
    await page.keyboard.type('ara');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Baraka Mutua (ADM-210)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('checkbox', { name: 'Also drop off at' }).check();
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await expect(dialog.getByText('Opposite stop is required')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Drop-off stop' })
      .or(dialog.getByRole('combobox', { name: 'Drop-off stop' }))
      .click();
    await page.getByRole('option', { name: '3. Hillside School' }).click();
    await dialog.getByRole('checkbox', { name: 'Friday' }).uncheck();
    await expectAccessible(page, 'Student assignment modal filled in');
    if (width === 390) await expectNoSidewaysScroll(page);
    await shot(page, `assignment-modal-${width}`);
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await expect(toast(page, 'Baraka Mutua added successfully')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Assigned students' });
    await expect(list).toContainText('Baraka Mutua');
    await expect(list).toContainText('Mon, Tue, Wed, Thu');
    await expect(list).toContainText('Grade 4 · North');

    await dialog.getByRole('button', { name: 'Change days of Baraka Mutua' }).click();
    await dialog
      .getByRole('group', { name: 'Weekdays of Baraka Mutua' })
      .getByRole('checkbox', { name: 'Saturday' })
      .check();
    await expectAccessible(page, 'Student assignment modal, changing days');
    await dialog.getByRole('button', { name: 'Save Days' }).click();
    await expect(toast(page, 'Weekdays of Baraka Mutua updated successfully')).toBeVisible();
    await expect(list).toContainText('Mon, Tue, Wed, Thu, Sat');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // The stop's counts and the route's riders per weekday follow, with the over-capacity warning.
    await expect(page.getByRole('button', { name: 'Edit pick-ups at Kanyon Gate' }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Edit drop-offs at Hillside School' }).first(),
    ).toBeVisible();
    await expect(loadRow(page, 'Monday').getByRole('cell').nth(1)).toHaveText('2');
    await expect(loadRow(page, 'Friday').getByRole('cell').nth(1)).toHaveText('1');
    await expect(loadRow(page, 'Saturday').getByRole('cell').nth(1)).toHaveText('1');
    await expect(page.getByRole('alert').filter({ hasText: 'Over capacity' })).toContainText(
      'Monday (2), Tuesday (2), Wednesday (2), Thursday (2)',
    );
    await expectAccessible(page, 'Route details over capacity');
    await shot(page, `route-over-capacity-${width}`);

    await page.getByRole('button', { name: 'Edit pick-ups at Kanyon Gate' }).first().click();
    await dialog.getByRole('button', { name: 'Remove Baraka Mutua' }).click();
    await expect(toast(page, 'Student removed successfully')).toBeVisible();
    await expect(dialog.getByText('No students assigned at this stop yet.')).toBeVisible();
  });
}
