import { expect, type Page } from '@playwright/test';
import type { FieldTripDetail, FieldTripInput } from '@app/shared/field-trips/field-trip.schemas';
import { fieldTripDecisionPath, fieldTripsResource } from '@app/shared/field-trips/field-trip.schemas';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import type { School } from './fleet-support';
import { addEmployee } from './personnel-support';
import { apiLogin, BASE_URL, expectAccessible, readCode, shot, uniquePhone } from './support';

// Helpers of the field trips' browser test (issue 25 §4): the school's people signed up and invited
// through the API, its rates set, a second trip asked for and approved, and each screen checked at
// both widths.

const call = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * A confirmed account for "First Last", invited to the school with `role` and accepted: a staff
 * profile (a Teacher) stands for an employee of the same name, an office one for nobody.
 */
export async function member(
  school: School,
  fullName: string,
  role: { role: number; profile_type: number },
): Promise<{ email: string; password: string }> {
  const [first_name, last_name] = fullName.split(' ') as [string, string];
  const email = `${first_name.toLowerCase()}.${uniquePhone()}@e2e.test`;
  const password = 'Field-trip-123';
  const registered = await call('/user/register/', {
    email,
    first_name,
    last_name,
    password,
    password2: password,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const confirmed = await call('/user/register/confirm-email/', { email, code: await readCode(email) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const phone = uniquePhone();
  const employee = role.profile_type === 400 ? await addEmployee(school, fullName) : undefined;
  const invite = await fetch(`${BASE_URL}/api/tenants/users/send-invite-sms/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({ phone, ...role, ...(employee && { profile_id: employee.id }) }),
  });
  expect(invite.status, await invite.clone().text()).toBe(201);
  const login = await apiLogin(email, password);
  const accepted = await call(
    '/tenants/users/accept-invite-code/',
    { phone, code: await readCode(phone, 'sms') },
    { authorization: `Bearer ${login.access}` },
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { email, password };
}

/** The school's time zone, and its rates set to KES 120 a km and KES 500 an hour. */
export async function setRates(school: School): Promise<{ timeZone: string }> {
  const path = `${BASE_URL}/api${SCHOOL_SETTINGS_PATH}`;
  const settings = (await (await fetch(path, { headers: school.headers })).json()) as Record<string, unknown>;
  const saved = await fetch(path, {
    method: 'PUT',
    headers: school.headers,
    body: JSON.stringify({
      name: settings.name,
      time_zone: settings.time_zone,
      currency: 'KES',
      cost_per_km: 120,
      cost_per_hour: 500,
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { timeZone: settings.time_zone as string };
}

/** A field trip asked for by the school's Administrator and approved at both steps (an Administrator decides any). */
export async function approvedTrip(school: School, input: FieldTripInput): Promise<FieldTripDetail> {
  const asked = await fetch(`${BASE_URL}/api${fieldTripsResource.path}`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify(input),
  });
  expect(asked.status, await asked.clone().text()).toBe(201);
  let trip = (await asked.json()) as FieldTripDetail;
  while (trip.status === 'requested') {
    const decided = await fetch(`${BASE_URL}/api${fieldTripDecisionPath(trip.id)}`, {
      method: 'POST',
      headers: school.headers,
      body: JSON.stringify({ decision: 'approved' }),
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    trip = (await decided.json()) as FieldTripDetail;
  }
  return trip;
}

/**
 * What is on screen now, at 1280 px and at 390 px: axe finds no serious or critical violation at
 * either, and a screenshot of each goes to .tmp/shots. Ends at 1280 px.
 */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `field-trips-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
