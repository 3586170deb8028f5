import { expect, test } from '@playwright/test';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { addDevice } from './devices-support';
import { newSchool } from './fleet-support';
import { ping, type Phone } from './live-map-support';
import { addEnrolmentOptions, addGuardian, addLink, addPupil } from './people-support';
import { addRide, EVERY_DAY, routeWithStops } from './route-support';
import { BASE_URL, expectAccessible, readCode, shot, unique, uniquePhone } from './support';
import { todayIn } from './trip-support';

// Issue 23 §2 against the real server: while the child's trip is active, the family app shows that bus
// on a map (loaded only then) and the ETA to the child's stop; the bus moves as its phone sends
// positions. At 390 px, axe on the live screen. Route LV-AM: the child boards at Milimani Mall (stop 2).

test("a guardian watches their child's bus come to their stop at 390 px", async ({ page }) => {
  const school = await newSchool();
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: school.headers,
      body: body && JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return response.json();
  };
  const options = await addEnrolmentOptions(school);
  const { route, stops, vehicle } = await routeWithStops(school, options.period);
  const pupil = await addPupil(school, options, 'ADM-7', 'Amani Wanjiru');
  await addRide(school, {
    student: pupil.id,
    journey: route.id,
    pick_point: stops[1]!.id,
    drop_point: stops[2]!.id,
    schedule: EVERY_DAY,
  });
  const phone = uniquePhone();
  const guardian = await addGuardian(school, {
    first_name: 'Grace',
    last_name: 'Wanjiru',
    mobile_number: phone,
  });
  await addLink(school, { student: pupil.id, guardian: guardian.id, relationship: 1, is_primary: true });
  const { time_zone } = (await call('GET', SCHOOL_SETTINGS_PATH)) as { time_zone: string };
  const today = todayIn(time_zone);
  await call('POST', '/transport/trips/generate-trips/', {
    start_date: today,
    end_date: today,
    skip_weekends: false,
  });
  const trips = (await call('GET', `/transport/trips/?journey=${route.id}`)) as { results: { id: string }[] };
  await call('PATCH', `/transport/trips/${trips.results[0]!.id}/`, { status: 2 });
  const afterStart = Math.ceil(Date.now() / 1000) + 1;
  const identifier = unique('bus-21-phone');
  const { secret } = await addDevice(school, {
    identifier,
    name: 'bus-21-phone',
    kind: DEVICE_KIND.phone,
    vehicle: vehicle.id,
  });
  const bus: Phone = { identifier, secret, notBefore: afterStart };
  const sentAfter = Date.now();
  await call('POST', '/tenants/users/send-invite-sms/', {
    phone,
    role: 300,
    profile_type: 300,
    profile_id: guardian.id,
  });
  const code = await readCode(phone, 'sms', sentAfter - 1000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/family/sign-in');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Amani Wanjiru' }).click();
  const trip = page.getByRole('region', { name: 'Lakeview Morning' });
  await expect(trip).toContainText('On the way');
  await expect(trip).toContainText('Pick-up stop: Milimani Mall, at 06:55');
  // No position yet: no map, and Leaflet not even loaded.
  await expect(page.getByRole('region', { name: /^The bus and your stop/ })).toHaveCount(0);

  // The bus leaves Kanyon Gate towards Milimani Mall.
  await ping(bus, { latitude: -0.3031, longitude: 36.0801, heading: 315 });
  const map = page.getByRole('region', { name: 'The bus and your stop, Milimani Mall' });
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(trip).toContainText(/The bus (is \d+ minutes? from your stop|is arriving at your stop)/, {
    timeout: 20_000,
  });
  const busMarker = map.locator('.leaflet-marker-icon[title="Bus"]');
  const before = await busMarker.boundingBox();
  // About 100 m on, at least 4 s later: a bus's pace (a faster jump is a bad fix, not the bus's).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, (bus.last! + 4) * 1000 - Date.now())));
  await ping(bus, { latitude: -0.3025, longitude: 36.0795, heading: 315 });
  await expect
    .poll(async () => JSON.stringify(await busMarker.boundingBox()), { timeout: 20_000 })
    .not.toBe(JSON.stringify(before));
  await expectAccessible(page, 'family app: the bus live');
  await shot(page, 'family-live');
});
