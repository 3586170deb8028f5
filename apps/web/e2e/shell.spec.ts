import { expect, test } from '@playwright/test';
import { addEmployee } from './personnel-support';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  createSchoolAdmin,
  DEMO,
  expectAccessible,
  expectScreen,
  readCode,
  signIn,
  shot,
  signInToDashboard,
  uniquePhone,
} from './support';

/** A staff invitation of the school for `phone`, standing for a new employee named `fullName`. */
async function inviteStaff(
  admin: { email: string; password: string },
  phone: string,
  role: number,
  fullName: string,
) {
  const headers = businessHeaders(await apiLogin(admin.email, admin.password));
  const employee = await addEmployee({ ...admin, headers }, fullName);
  const invite = await fetch(`${BASE_URL}/api/tenants/users/send-invite-sms/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, role, profile_type: 400, profile_id: employee.id }),
  });
  expect(invite.status, await invite.clone().text()).toBe(201);
}

test('the demo Administrator lands on the dashboard and moves through the navigation', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInToDashboard(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('region', { name: 'Trips today' })).toBeVisible();
  const header = page.locator('header');
  await expect(header.getByText('Transport Admin')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Dana Demo');
  await expect(page.getByTestId('current-school')).toHaveText(DEMO.school);
  await expect(header.getByText('DD', { exact: true })).toBeVisible();
  expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(60);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(
    await page
      .locator('.mantine-AppShell-navbar')
      .evaluate((element) => element.getBoundingClientRect().width),
  ).toBe(300);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');
  await expectScreen(page, 'Dashboard');
  await shot(page, 'dashboard');

  await nav.getByText('Fleet', { exact: true }).click();
  await nav.getByRole('link', { name: 'Vehicles' }).click();
  await expect(page).toHaveURL(/\/fleet\/vehicles$/);
  await expect(page.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('data-active', 'true');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active', 'true');

  await nav.getByRole('link', { name: 'Personnel' }).click();
  await expect(page).toHaveURL(/\/fleet\/personnel$/);
  await expect(page.getByRole('heading', { name: 'Personnel Management' })).toBeVisible();
  // The demo school has a driver on every vehicle.
  await expect(page.getByRole('table', { name: 'Personnel Management' }).getByRole('row')).toHaveCount(15);

  await nav.getByText('Routes', { exact: true }).click();
  await nav.getByRole('link', { name: 'Zones' }).click();
  await expect(page).toHaveURL(/\/routes\/zones$/);
  await expectScreen(page, 'Zones');

  await nav.getByText('Trips', { exact: true }).click();
  await nav.getByRole('link', { name: 'Trip Management' }).click();
  // The screen writes its opening filters (the school's today, by date) into the address.
  await expect(page).toHaveURL(/\/trips\/trips\?start_date=\d{4}-\d{2}-\d{2}&ordering=journey_date$/);
  await expectScreen(page, 'Trip Management');

  await nav.getByText('Reports', { exact: true }).click();
  await nav.getByRole('link', { name: 'Cost Analysis' }).click();
  await expect(page).toHaveURL(/\/reports\/cost-analysis$/);
  await expect(page.getByRole('heading', { name: 'Cost Analysis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();

  // Deep links of later screens open the placeholder inside the shell, with their area highlighted.
  for (const [path, title, entry] of [
    ['/routes/details/abc', 'Route Details', 'Route List'],
    ['/trips/trip-details/abc', 'Trip Details', 'Trip Management'],
    ['/school/restrictions', 'Student Trip Restrictions', 'Restrictions'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveAttribute('data-active', 'true');
  }
  await shot(page, 'deep-link');

  // The menu: Accept Invitation, and Change Profile (a single school and profile is chosen again at once).
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Accept Invitation' }).click();
  await expect(page).toHaveURL(/\/accept-invitation$/);
  await expectScreen(page, 'Accept an Invitation');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Profile' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByTestId('current-school')).toHaveText(DEMO.school);

  // A signed-in user on an unknown path goes to /login (spec §2), which sends them on to the dashboard
  // instead of showing a sign-in form; /login itself does the same.
  for (const path of ['/no/such/page', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('the side navigation collapses behind a burger on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await signInToDashboard(page, DEMO.email, DEMO.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport();
  await shot(page, 'mobile-dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await expectAccessible(page, 'the mobile navigation');
  await shot(page, 'mobile-navigation');
  await nav.getByText('Trips', { exact: true }).click();
  await nav.getByRole('link', { name: 'Trip Management' }).click();
  // The screen writes its opening filters (the school's today, by date) into the address.
  await expect(page).toHaveURL(/\/trips\/trips\?start_date=\d{4}-\d{2}-\d{2}&ordering=journey_date$/);
  await expect(page.getByRole('heading', { name: 'Trip Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Trip Management' })).not.toBeInViewport();
});

test('signed out, protected and unknown paths go to /login', async ({ page }) => {
  for (const path of ['/', '/fleet/vehicles', '/select-profile', '/accept-invitation', '/no/such/page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expectScreen(page, 'School Bus Admin', 'Sign in');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Never signed in, so nothing says a session ended.
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  await shot(page, 'login');
});

test('a user of two schools chooses a school, then a profile', async ({ page }) => {
  // An administrator of school A accepts an invitation to school B: two schools, one profile each.
  const first = await createSchoolAdmin();
  const second = await createSchoolAdmin();
  const phone = uniquePhone();
  await inviteStaff(second, phone, 403, 'Grace Wanjiru');
  const firstLogin = await apiLogin(first.email, first.password);
  const accepted = await fetch(`${BASE_URL}/api/tenants/users/accept-invite-code/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${firstLogin.access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await readCode(phone, 'sms') }),
  });
  expect(accepted.status).toBe(200);

  await signIn(page, first.email, first.password);
  await expect(page).toHaveURL(/\/select-profile$/);
  await expect(page.getByTestId('current-school')).toHaveText('Select Profile');
  // Before a choice, the areas send the user back here.
  await page.goto('/fleet/vehicles');
  await expect(page).toHaveURL(/\/select-profile$/);

  const school = page.getByRole('combobox', { name: 'School' });
  const profile = page.getByRole('combobox', { name: 'Profile' });
  const proceed = page.getByRole('button', { name: 'Continue to Dashboard' });
  await expect(profile).toBeDisabled();
  await expect(proceed).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Accept an Invitation' })).toBeEnabled();
  await expectScreen(page, 'Select Profile');
  await shot(page, 'select-profile');

  await school.click();
  await page.getByRole('option', { name: second.school }).click();
  await expect(profile).toBeEnabled();
  await expect(proceed).toBeDisabled();
  await profile.click();
  await page.getByRole('option', { name: 'Transport Officer (Staff): Grace Wanjiru' }).click();
  await expect(proceed).toBeEnabled();
  await shot(page, 'select-profile-chosen');

  // Choosing another school clears the profile.
  await school.click();
  await page.getByRole('option', { name: first.school }).click();
  await expect(profile).toHaveValue('');
  await expect(proceed).toBeDisabled();
  await profile.click();
  await page.getByRole('option', { name: 'School Administrator (Administrator)' }).click();

  // A refused choice: the red toast, and the user stays.
  await page.route(
    '**/api/tenants/users/set-active-profile/',
    (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"detail":"No."}' }),
    { times: 1 },
  );
  await proceed.click();
  await expect(page.getByText('Failed to set active profile. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/select-profile$/);
  await shot(page, 'select-profile-failed');
  await expect(page.getByText('Failed to set active profile. Please try again.')).toBeHidden({
    timeout: 8000,
  });

  await proceed.click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByTestId('current-school')).toHaveText(first.school);
  const stored = await page.evaluate(() => localStorage.getItem('currentTenantId'));
  expect(stored).toBe(firstLogin.user.tenants.find((tenant) => tenant.name === first.school)?.tenant);

  // Change Profile offers the choice again, with the current one filled in.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change Profile' }).click();
  await expect(page).toHaveURL(/\/select-profile$/);
  await expect(school).toHaveValue(first.school);
});

test('a Teacher lands on Field Trips, the one area theirs; admin areas say the profile has no access', async ({
  page,
}) => {
  const admin = await createSchoolAdmin();
  const teacher = await createSchoolAdmin();
  const phone = uniquePhone();
  await inviteStaff(admin, phone, 404, 'Daniel Kiprono');
  const teacherLogin = await apiLogin(teacher.email, teacher.password);
  const accepted = await fetch(`${BASE_URL}/api/tenants/users/accept-invite-code/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacherLogin.access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await readCode(phone, 'sms') }),
  });
  expect(accepted.status).toBe(200);

  await signIn(page, teacher.email, teacher.password);
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: admin.school }).click();
  await page.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Teacher (Staff): Daniel Kiprono' }).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  // A teacher asks for field trips (issue 25 §4) and has no dashboard of the office's to see.
  await expect(page).toHaveURL(`${BASE_URL}/trips/field-trips`);
  await expect(page.getByRole('heading', { name: 'Field Trips' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Field Trips' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByText('Fleet', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Students', { exact: true })).toHaveCount(0);

  await page.goto('/fleet/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
  await expect(page.getByText('Your profile does not have access to this area.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await expectScreen(page, 'Vehicles Management');
  await shot(page, 'no-access');
});
