import { expect, test } from '@playwright/test';
import { PHONE_VERIFY_PATH } from '@app/shared/accounts/phone-sign-in.paths';
import { expectFamilyScreen, invitedGuardian, tabTo } from './family-support';
import type { School } from './fleet-support';
import { apiLogin, BASE_URL, businessHeaders, createSchoolAdmin, readCode, uniquePhone } from './support';

// ADR 022 against the real server: a guardian with a child at each of two schools has a guardian
// profile at each. After sign-in the family app asks which school (390 px, keyboard alone, axe), shows
// that school's child only, and changes school from the settings, showing the other's child only.

type NamedSchool = School & { name: string };

/** A new school, with the name the operator's tool gave it (the guardian chooses by it). */
async function namedSchool(): Promise<NamedSchool> {
  const admin = await createSchoolAdmin();
  const login = await apiLogin(admin.email, admin.password);
  return {
    email: admin.email,
    password: admin.password,
    headers: businessHeaders(login),
    name: admin.school,
  };
}

/** The school's guardian with `phone`, linked to `child`, invited by SMS; the invitation accepted with its code. */
async function guardianAt(school: NamedSchool, phone: string, child: string): Promise<void> {
  // Signing in with the invitation's code gives the profile: the second school's joins the same account.
  const { code } = await invitedGuardian(school, { phone, child });
  const accepted = await fetch(`${BASE_URL}/api${PHONE_VERIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code }),
  });
  expect(accepted.ok, await accepted.clone().text()).toBe(true);
}

test('a guardian at two schools chooses one after sign-in, then changes school from the settings', async ({
  page,
}) => {
  const [first, second] = [await namedSchool(), await namedSchool()];
  const phone = uniquePhone();
  await guardianAt(first, phone, 'Amani Wanjiru');
  await guardianAt(second, phone, 'Baraka Wanjiru');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/family/sign-in');
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(phone);
  const sentAfter = Date.now();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toBeVisible();
  // The sign-in code, not an invitation's sent moments before.
  const code = await readCode(phone, 'sms', sentAfter);
  await tabTo(page, page.getByLabel('Code from the SMS'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${BASE_URL}/family/schools`);
  await expectFamilyScreen(page, 'Choose a school', 'schools');
  // Each school by its name, a button; no school chosen yet, so none is marked as shown.
  const choices = page.getByRole('main').getByRole('list').getByRole('button');
  await expect(choices).toHaveCount(2);
  expect((await choices.allInnerTexts()).sort()).toEqual([first.name, second.name].sort());
  await tabTo(page, page.getByRole('button', { name: second.name, exact: true }));
  await page.keyboard.press('Enter');

  await expectFamilyScreen(page, 'Your children', 'children-second-school');
  await expect(page.getByRole('link', { name: 'Baraka Wanjiru' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amani Wanjiru' })).toHaveCount(0);
  await expect(page.getByText(`School: ${second.name}`)).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, 'Settings', 'settings-two-schools');
  await tabTo(page, page.getByRole('link', { name: 'Change school' }));
  await page.keyboard.press('Enter');
  await expectFamilyScreen(page, 'Choose a school', 'schools-change');
  await expect(page.getByRole('button', { name: `${second.name} Shown now` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await tabTo(page, page.getByRole('button', { name: first.name, exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Your children']);
  await expect(page.getByRole('link', { name: 'Amani Wanjiru' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baraka Wanjiru' })).toHaveCount(0);
  await expect(page.getByText(`School: ${first.name}`)).toBeVisible();
  // The choice is kept on this phone: the app opens again in the school chosen last.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Amani Wanjiru' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baraka Wanjiru' })).toHaveCount(0);
});
