import { expect, test, type Locator, type Page } from '@playwright/test';
import { newSchool } from './fleet-support';
import { addGuardian, expectNoSidewaysScroll, toast } from './people-support';
import { BASE_URL, expectAccessible, readCode, SHOTS, signInToDashboard, uniquePhone } from './support';

// Issue 23 §1, ADR 022 against the real server: the office invites a guardian from their record; on a
// phone (390 px, keyboard alone) the guardian signs in for the first time with the invitation's code,
// which makes their account, then signs out and in again with a code texted to them.

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (
    let press = 0;
    press < limit && !(await target.evaluate((el) => el === document.activeElement));
    press++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** From the sign-in form to the phone's, by keyboard. */
async function openPhoneSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Sign in with phone' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${BASE_URL}/login/phone`);
  await expect(page).toHaveTitle(/Sign in with phone/);
  await expect(page.getByLabel('Phone number')).toBeFocused();
}

/** Signed in as the guardian: the dashboard, their name in the header, the school chosen. */
async function expectSignedInAsGuardian(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByTestId('user-name')).toHaveText('Amina Otieno');
  const stored = await page.evaluate(() => localStorage.getItem('authData'));
  const profiles = JSON.parse(stored!).user.tenants[0].profiles;
  expect(profiles).toEqual([
    expect.objectContaining({ role_name: 'Parent/Guardian', person_name: 'Amina Otieno' }),
  ]);
}

test('a guardian signs in by phone: first with the invitation’s code, then with an SMS code', async ({
  page,
  browser,
}) => {
  const school = await newSchool();
  const phone = uniquePhone();
  await addGuardian(school, { first_name: 'Amina', last_name: 'Otieno', mobile_number: phone });

  // The office invites the guardian from their row.
  await signInToDashboard(page, school.email, school.password);
  await page.goto('/guardians');
  await page.getByRole('button', { name: 'Invite Amina Otieno' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Guardian' });
  await expect(invite.getByLabel('Phone Number')).toHaveValue(phone);
  const invitedAfter = Date.now();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation sent successfully')).toBeVisible();
  const invitationCode = await readCode(phone, 'sms', invitedAfter - 1000);

  // The guardian, on their own phone: a fresh browser, 390 px, the keyboard alone.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await context.newPage();
  try {
    await openPhoneSignIn(phonePage);
    await expectAccessible(phonePage, 'Sign in with phone, the phone');
    await expectNoSidewaysScroll(phonePage);
    await phonePage.keyboard.type(phone);
    await tabTo(phonePage, phonePage.getByRole('button', { name: 'I already have a code' }));
    await phonePage.keyboard.press('Enter');
    const codeField = phonePage.getByLabel(/^Code/);
    await expect(codeField).toBeFocused();
    await expect(phonePage.getByText('or the code of your school’s invitation')).toBeVisible();
    await expectAccessible(phonePage, 'Sign in with phone, the code');
    await expectNoSidewaysScroll(phonePage);
    await phonePage.screenshot({ path: `${SHOTS}/phone-sign-in-code-390.png`, fullPage: true });

    // A wrong code first: said by the field, nothing made.
    await phonePage.keyboard.type('WRONG234');
    await phonePage.keyboard.press('Enter');
    await expect(phonePage.getByText('Invalid code. Check the SMS and try again.')).toBeVisible();
    await expectAccessible(phonePage, 'Sign in with phone, a wrong code');
    await codeField.press('ControlOrMeta+a');
    await phonePage.keyboard.type(invitationCode);
    await phonePage.keyboard.press('Enter');
    await expectSignedInAsGuardian(phonePage);

    // Signed out, and in again with a code the server texts.
    await phonePage.getByTestId('user-menu').focus();
    await phonePage.keyboard.press('Enter');
    const logout = phonePage.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await logout.focus();
    await phonePage.keyboard.press('Enter');
    await expect(phonePage).toHaveURL(`${BASE_URL}/login`);

    await openPhoneSignIn(phonePage);
    const askedAfter = Date.now();
    await phonePage.keyboard.type(phone);
    await phonePage.keyboard.press('Enter');
    await expect(phonePage.getByRole('status')).toHaveText(
      'If this phone number has an account, a sign-in code is on its way by SMS.',
    );
    await expect(phonePage.getByLabel(/^Code/)).toBeFocused();
    const smsCode = await readCode(phone, 'sms', askedAfter - 1000);
    expect(smsCode).toMatch(/^\d{6}$/);
    await expectAccessible(phonePage, 'Sign in with phone, the code sent');
    await phonePage.keyboard.type(smsCode);
    await phonePage.keyboard.press('Enter');
    await expectSignedInAsGuardian(phonePage);
  } finally {
    await context.close();
  }
});
