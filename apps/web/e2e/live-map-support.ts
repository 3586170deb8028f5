import { expect, type Page } from '@playwright/test';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { addDevice } from './devices-support';
import { addVehicles, newSchool, type School } from './fleet-support';
import { addEnrolmentOptions, type Enrolment } from './people-support';
import { routeWithStops } from './route-support';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  createSchoolAdmin,
  openFromNav,
  signInToDashboard,
  unique,
} from './support';
import { todayIn } from './trip-support';

// Helpers of the Live Map browser tests: a school with today's trip of LV-AM under way on bus KCE 321R
// (BUS-21) and a phone on it, a second bus in the depot with its own phone, and pings sent as Traccar
// Client sends them (OsmAnd), from the test itself, to the real server; or, for the simulator's test, a
// school named for the operator's tool, whose trip of today the simulator starts and drives.

export const BUS = 'KCE 321R (BUS-21)';
export const DEPOT_BUS = 'KDA 555D (BUS-55)';

/**
 * A bus's phone. `notBefore` (whole seconds): a position of the bus on a trip must be fixed after the
 * trip started, or it is not the trip's; `last`: the last second it sent, as a phone's are increasing.
 */
export type Phone = { identifier: string; secret: string; notBefore?: number; last?: number };
export type LiveSchool = School & { trip: string; bus: Phone; depot: Phone };

/** A new school whose route LV-AM runs today, started, each bus with a phone that sends its positions. */
export async function schoolWithTripUnderWay(): Promise<LiveSchool> {
  const school = await newSchool();
  const options = await addEnrolmentOptions(school);
  const { route, vehicle } = await routeWithStops(school, options.period);
  const [depotBus] = await addVehicles(school, [
    { registration_number: 'KDA 555D', code: 'BUS-55', max_capacity: 29, is_active: true },
  ]);
  const trip = await todaysTrip(school, route.id);
  const started = await fetch(`${BASE_URL}/api/transport/trips/${trip}/`, {
    method: 'PATCH',
    headers: school.headers,
    body: JSON.stringify({ status: 2 }),
  });
  expect(started.ok, await started.clone().text()).toBe(true);
  // The first whole second surely after the server stamped the start.
  const afterStart = Math.ceil(Date.now() / 1000) + 1;
  const phone = async (vehicleId: string, name: string): Promise<Phone> => {
    const identifier = unique(name);
    const { secret } = await addDevice(school, {
      identifier,
      name,
      kind: DEVICE_KIND.phone,
      vehicle: vehicleId,
    });
    return { identifier, secret };
  };
  return {
    ...school,
    trip,
    bus: { ...(await phone(vehicle.id, 'bus-21-phone')), notBefore: afterStart },
    depot: await phone(depotBus!.id, 'bus-55-phone'),
  };
}

/** Who rides LV-AM: added before today's trip is made, which puts each rider on their stops. */
type AddRiders = (
  school: School,
  network: Awaited<ReturnType<typeof routeWithStops>>,
  options: Enrolment,
) => Promise<void>;

/**
 * A new school, with its name (the operator's tool names a school), whose route LV-AM has today's trip on
 * bus KCE 321R (BUS-21), scheduled: no phone, no position yet; its riders those `riders` adds, if any.
 */
export async function namedSchoolWithTodaysTrip(riders?: AddRiders): Promise<School & { name: string }> {
  const admin = await createSchoolAdmin();
  const login = await apiLogin(admin.email, admin.password);
  const school = { email: admin.email, password: admin.password, headers: businessHeaders(login) };
  const options = await addEnrolmentOptions(school);
  const network = await routeWithStops(school, options.period);
  await riders?.(school, network, options);
  await todaysTrip(school, network.route.id);
  return { ...school, name: admin.school };
}

/** Generates today's trips (the school's today) and answers the id of the route's one. */
async function todaysTrip(school: School, route: string): Promise<string> {
  const call = (method: string, path: string, body?: object) =>
    fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: school.headers,
      body: body && JSON.stringify(body),
    });
  const settings = (await (await call('GET', SCHOOL_SETTINGS_PATH)).json()) as { time_zone: string };
  const today = todayIn(settings.time_zone);
  const generated = await call('POST', '/transport/trips/generate-trips/', {
    start_date: today,
    end_date: today,
    skip_weekends: false,
  });
  expect(generated.ok, await generated.clone().text()).toBe(true);
  const trips = (await (await call('GET', `/transport/trips/?journey=${route}`)).json()) as {
    results: { id: string }[];
  };
  return trips.results[0]!.id;
}

/** A fix of a phone: where, which way (degrees from north) and how long ago. */
type Fix = { latitude: number; longitude: number; heading: number; secondsAgo?: number };

/**
 * Sends one OsmAnd ping as Traccar Client sends it; the server must store it (200). Fixed `secondsAgo`,
 * but never before the phone's trip started nor at or before its last ping: on a fast machine the screen
 * opens within the seconds a fix is dated back, and a position from before the start is not the trip's
 * (seconds ahead of the server's clock are taken).
 */
export async function ping(phone: Phone, { latitude, longitude, heading, secondsAgo = 0 }: Fix) {
  const second = Math.max(
    Math.floor((Date.now() - secondsAgo * 1000) / 1000),
    phone.notBefore ?? -Infinity,
    (phone.last ?? -Infinity) + 1,
  );
  phone.last = second;
  const parameters = new URLSearchParams({
    id: phone.identifier,
    timestamp: String(second),
    lat: String(latitude),
    lon: String(longitude),
    bearing: String(heading),
    speed: '15',
    accuracy: '5',
    key: phone.secret,
  });
  const response = await fetch(`${BASE_URL}/api/gps/osmand/?${parameters}`);
  expect(response.status, await response.text()).toBe(200);
}

/** Signs in as the school's Administrator and opens Trips > Live Map from the navigation. */
export async function openLiveMap(page: Page, school: School): Promise<void> {
  await signInToDashboard(page, school.email, school.password);
  // On a phone the navigation is behind the burger.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await burger.click();
  await openFromNav(page, 'Trips', 'Live Map');
  await expect(page).toHaveURL(/\/trips\/live-map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Map' })).toBeVisible();
}

export const busList = (page: Page) => page.getByRole('table', { name: 'Buses' });
export const busRow = (page: Page, name: string) => busList(page).getByRole('row').filter({ hasText: name });
export const map = (page: Page) =>
  page.getByRole('region', { name: "Map of the school's buses where they are now", exact: false });
/** A bus's arrow on the map: a button named by the bus and its timing ('KCE 321R (BUS-21), On time'). */
export const arrow = (page: Page, name: string) =>
  map(page).getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}, `) });
/** The turn of a bus's arrow, as drawn: 'rotate(45deg)'. */
export const turnOf = (page: Page, name: string) =>
  arrow(page, name)
    .locator('[data-delay]')
    .evaluate((shape) => (shape as HTMLElement).style.transform);
