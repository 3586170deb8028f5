import { expect, test } from '@playwright/test';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  createSchoolAdmin,
  expectAccessible,
  expectScreen,
  readCode,
  shot,
  signIn,
  unique,
  uniquePhone,
} from './support';

/** An invitation of a new school (made by its administrator through the API) for `phone`; answers the SMS code. */
async function inviteByAdmin(phone: string): Promise<{ code: string; school: string }> {
  const admin = await createSchoolAdmin();
  const login = await apiLogin(admin.email, admin.password);
  const response = await fetch(`${BASE_URL}/api/tenants/users/send-invite-sms/`, {
    method: 'POST',
    headers: businessHeaders(login),
    body: JSON.stringify({ phone, role: 200, profile_type: 200 }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { code: await readCode(phone, 'sms'), school: admin.school };
}

test('a newcomer registers, confirms the e-mail, accepts an invitation and reaches the dashboard', async ({
  page,
}) => {
  const email = `${unique('reg')}@e2e.test`;
  const password = 'Newcomer-123';

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await shot(page, 'register');
  await expectScreen(page, 'Create an account');
  await page.getByRole('button', { name: 'Register' }).click();

  // After registration: /confirm-email with the address locked.
  await expect(page).toHaveURL(/\/confirm-email$/);
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();

  // Resend: the notice shows, then disappears after 5 s.
  await page.getByRole('button', { name: 'Resend code' }).click();
  const notice = page.getByText('Confirmation code has been resent to your email.');
  await expect(notice).toBeVisible();
  await shot(page, 'confirm-email-resent');
  await expectScreen(page, 'Confirm your email');
  await expect(notice).toBeHidden({ timeout: 8000 });

  // A wrong code shows the server's message.
  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();

  await page.getByLabel('Confirmation code').fill(await readCode(email));
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A user without a school lands on /accept-invitation.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/accept-invitation$/);
  await expect(page.getByTestId('current-school')).toHaveText('Select Profile');
  await expect(page.getByTestId('user-name')).toHaveText('Nora Newcomer');

  // The form rules of spec §5.
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText('Please enter a valid phone number (10-15 digits)')).toBeVisible();
  await expect(page.getByText('Invitation code is required')).toBeVisible();
  await shot(page, 'accept-invitation-errors');
  await expectScreen(page, 'Accept an Invitation');

  const phone = uniquePhone();
  const invitation = await inviteByAdmin(phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Invitation code').fill('WRONG234');
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText('Invalid invitation code or phone number')).toBeVisible();
  await shot(page, 'accept-invitation-failed');
  await expectAccessible(page, 'accept invitation with an error toast');

  // Over the rate limit the server's words are shown, not "invalid code".
  const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
  await page.route('**/api/tenants/users/accept-invite-code/', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ detail: tooMany }),
    }),
  );
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText(tooMany)).toBeVisible();
  await page.unroute('**/api/tenants/users/accept-invite-code/');

  await page.getByLabel('Invitation code').fill(invitation.code);
  await page.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page.getByText('Invitation accepted successfully')).toBeVisible();
  // Signed out, so that the next sign-in brings the new school.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();

  // One school with one profile: chosen automatically, straight to the dashboard.
  await signIn(page, email, password);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('current-school')).toHaveText(invitation.school);
  const stored = await page.evaluate(() => [
    localStorage.getItem('currentTenantId'),
    localStorage.getItem('currentProfileId'),
  ]);
  expect(stored.every(Boolean)).toBe(true);
});

test('the login, register and confirm forms show the validation messages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'School Bus Admin' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: /forgot your password/i })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expect(page.getByRole('link', { name: /accept an invitation/i })).toHaveAttribute(
    'href',
    '/accept-invitation',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await shot(page, 'login-errors');
  await expectAccessible(page, 'login with errors');

  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail address or password.');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login-failed');
  await expectAccessible(page, 'login failed');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Password should be at least 8 characters long')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('long-enough-2');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Password should be at least 8 characters long')).toBeHidden();
  await shot(page, 'register-errors');

  // Opened directly, the confirm screen asks for the address too.
  await page.goto('/confirm-email');
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Confirmation code is required')).toBeVisible();
  await shot(page, 'confirm-email-errors');
  await expectAccessible(page, 'confirm email with errors');

  // A taken address answers like a new one, so nobody learns which addresses have an account
  // (the server e-mails the owner instead).
  const admin = await createSchoolAdmin();
  await page.goto('/register');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('First name').fill('Again');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('long-enough-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
});

test('a forgotten password is reset with the e-mailed code', async ({ page }) => {
  const admin = await createSchoolAdmin();
  const newPassword = 'Brand-new-456';

  // A failed request shows the spec's fixed text.
  await page.route(
    '**/api/user/password/reset/',
    (route) => route.fulfill({ status: 503, body: '{"detail":"down"}' }),
    {
      times: 1,
    },
  );
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Failed to request password reset. Please try again.')).toBeVisible();
  await expectScreen(page, 'Reset password');

  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Code sent!')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password-confirm$/);
  await expect(page.getByLabel('Reset code')).toHaveAttribute('placeholder', /6-digit/);

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Reset code is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await shot(page, 'reset-confirm-errors');
  await expectScreen(page, 'Set a new password');

  const code = await readCode(admin.email);
  await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Failed to reset password. Please check your code and try again.'),
  ).toBeVisible();

  await page.getByLabel('Reset code').fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  const shownAt = Date.now();
  await shot(page, 'reset-confirm-success');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);

  await signIn(page, admin.email, newPassword);
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

test('logout revokes the session and clears the stored school and profile', async ({ page }) => {
  const admin = await createSchoolAdmin();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const refresh = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('authData') ?? '{}') as { refresh?: string }).refresh,
  );
  expect(refresh).toBeTruthy();

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Change Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Accept Invitation' })).toBeVisible();
  await expectAccessible(page, 'user menu');
  await shot(page, 'user-menu');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    ['authData', 'currentTenantId', 'currentProfileId'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);

  // The refresh token no longer works, and the console sends the browser back to /login.
  await expect
    .poll(async () => {
      const response = await fetch(`${BASE_URL}/api/user/token/refresh/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      return response.status;
    })
    .toBe(401);
  await page.goto('/fleet/vehicles');
  await expect(page).toHaveURL(/\/login$/);
});
