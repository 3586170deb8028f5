import { expect } from '@playwright/test';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import type { School } from './fleet-support';
import { addEnrolmentOptions, addPupil } from './people-support';
import { addAssignment } from './personnel-support';
import { addRide, EVERY_DAY, routeWithStops } from './route-support';
import { BASE_URL } from './support';

/** Today's date in a time zone (YYYY-MM-DD): what the school calls today. */
export const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** Today's trip of route LV-AM: three stops, Amina and Brian boarding at the first, the driver on the bus. */
export async function todaysTrip(school: School, driver: string): Promise<TripDetail> {
  const options = await addEnrolmentOptions(school);
  const { route, stops, vehicle } = await routeWithStops(school, options.period);
  const settings = await fetch(`${BASE_URL}/api${SCHOOL_SETTINGS_PATH}`, { headers: school.headers });
  const today = todayIn(((await settings.json()) as { time_zone: string }).time_zone);
  await addAssignment(school, { vehicle: vehicle.id, driver, start_date: today, end_date: today });
  for (const [admission, name] of [
    ['ADM-1', 'Amina Otieno'],
    ['ADM-2', 'Brian Kamau'],
  ] as const) {
    const student = await addPupil(school, options, admission, name);
    await addRide(school, {
      student: student.id,
      journey: route.id,
      pick_point: stops[0]!.id,
      drop_point: stops[2]!.id,
      schedule: EVERY_DAY,
    });
  }
  const generated = await fetch(`${BASE_URL}/api/transport/trips/generate-trips/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({ start_date: today, end_date: today, skip_weekends: false }),
  });
  expect(await generated.json()).toMatchObject({ created: 1 });
  const trips = await (
    await fetch(`${BASE_URL}/api/transport/trips/?journey=${route.id}`, { headers: school.headers })
  ).json();
  return trips.results[0] as TripDetail;
}
