import { expect } from '@playwright/test';
import type { School } from './fleet-support';
import { apiLogin, BASE_URL, readCode, uniquePhone } from './support';

/** A confirmed account for a driver (registered and confirmed through the API). */
export async function driverAccount(email: string, password: string): Promise<void> {
  const call = (path: string, body: object) =>
    fetch(`${BASE_URL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await call('/user/register/', {
    email,
    first_name: 'Daniel',
    last_name: 'Mwangi',
    password,
    password2: password,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const confirmed = await call('/user/register/confirm-email/', { email, code: await readCode(email) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
}

/** Invites the account as the school's Driver (role 401) standing for `employee`, and accepts it. */
export async function makeDriver(
  school: School,
  employee: string,
  email: string,
  password: string,
): Promise<void> {
  const phone = uniquePhone();
  const invite = await fetch(`${BASE_URL}/api/tenants/users/send-invite-sms/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({ phone, role: 401, profile_type: 400, profile_id: employee }),
  });
  expect(invite.status, await invite.clone().text()).toBe(201);
  const login = await apiLogin(email, password);
  const accepted = await fetch(`${BASE_URL}/api/tenants/users/accept-invite-code/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await readCode(phone, 'sms') }),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
}
