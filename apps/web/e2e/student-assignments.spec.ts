import { expect, test } from '@playwright/test';
import type { StudentJourneyInput } from '@app/shared/student-journeys/student-journey.schemas';
import { addVehicles, newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, addStudent, expectNoSidewaysScroll } from './people-support';
import { post } from './personnel-support';
import { expectAccessible, expectScreen, shot, signInToDashboard } from './support';

// A student's routes on their details screen against the real server: a route and its stops built
// through the API (a zone, bus stops, the route, its stops), the student assigned to board at one stop
// and leave at another on chosen weekdays; the Routes card lists it on a computer and on a phone, and
// its link opens the route. The assignment modal itself is tested in jsdom
// (student-assignment-modal.test.tsx); its browser flow goes with the route details screen.

type Id = { id: string };

/** Lakeview Morning (LV-AM), to school 06:30 to 07:45, with three stops in order. */
async function routeWithStops(school: School, period: string) {
  const [vehicle] = await addVehicles(school, [
    { registration_number: 'KCE 321R', code: 'BUS-21', max_capacity: 33, is_active: true },
  ]);
  const zone = await post<Id>(school, '/transport/zones/', { title: 'Lakeview' });
  const places = [
    ['Kanyon Gate', -0.3031, 36.0801, '06:40'],
    ['Milimani Mall', -0.295, 36.0702, '06:55'],
    ['Hillside School', -0.2851, 36.0603, '07:20'],
  ] as const;
  const route = await post<Id>(school, '/transport/journeys/', {
    title: 'Lakeview Morning',
    code: 'LV-AM',
    direction: 1,
    start_time: '06:30',
    end_time: '07:45',
    default_vehicle: vehicle!.id,
    academic_period: period,
    is_active: true,
  });
  const stops: Id[] = [];
  for (const [index, [title, latitude, longitude, expected_time]] of places.entries()) {
    const busStop = await post<Id>(school, '/transport/bus-stops/', {
      zone: zone.id,
      title,
      latitude,
      longitude,
    });
    stops.push(
      await post<Id>(school, '/transport/journey-stops/', {
        journey: route.id,
        bus_stop: busStop.id,
        sequence: index + 1,
        expected_time,
      }),
    );
  }
  return { route, stops };
}

test("a student's routes: none, then the route boarded and left at, with its weekdays, on any screen", async ({
  page,
}) => {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const student = await addStudent(school, {
    admission_number: 'ADM-210',
    first_name: 'Baraka',
    last_name: 'Mutua',
    gender: 1,
    date_of_birth: '2015-05-03',
    academic_period: options.period,
    stream: options.north,
  });
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
