import { expect, type Locator, type Page } from '@playwright/test';
import type { School } from './fleet-support';
import {
  addEnrolmentOptions,
  addGuardian,
  addLink,
  addPupil,
  expectNoSidewaysScroll,
} from './people-support';
import { BASE_URL, expectAccessible, readCode, shot, uniquePhone } from './support';

/** Presses Tab until `target` (a field or control) has the focus, as a keyboard user moves. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 30; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What every screen of the family app must have: its one heading, a main landmark, no sideways scroll, axe. */
export async function expectFamilyScreen(page: Page, heading: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([heading]);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, `family app: ${name}`);
  await shot(page, `family-${name}`);
}

/**
 * A guardian with a phone (a new one unless given), linked to one pupil of the school (Amani Wanjiru
 * unless named), and invited: their phone and the SMS code.
 */
export async function invitedGuardian(
  school: School,
  options: { phone?: string; child?: string } = {},
): Promise<{ phone: string; code: string }> {
  const classes = await addEnrolmentOptions(school);
  const pupil = await addPupil(
    school,
    classes,
    `ADM-${Date.now() % 100000}`,
    options.child ?? 'Amani Wanjiru',
  );
  const phone = options.phone ?? uniquePhone();
  const guardian = await addGuardian(school, {
    first_name: 'Grace',
    last_name: 'Wanjiru',
    mobile_number: phone,
  });
  await addLink(school, { student: pupil.id, guardian: guardian.id, relationship: 1, is_primary: true });
  const sentAfter = Date.now();
  const response = await fetch(`${BASE_URL}/api/tenants/users/send-invite-sms/`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify({ phone, role: 300, profile_type: 300, profile_id: guardian.id }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return { phone, code: await readCode(phone, 'sms', sentAfter) };
}

/**
 * /family: the sign-in screen, then by keyboard the phone and the code from the SMS, to their children
 * (`name` names the screenshots).
 */
export async function signInByPhone(page: Page, phone: string, code: string, name: string): Promise<void> {
  await page.goto('/family');
  await expect(page).toHaveURL(`${BASE_URL}/family/sign-in`);
  await expectFamilyScreen(page, 'Sign in', `${name}-sign-in`);
  // The browser's language (English here), before any account is known.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toBeVisible();
  await tabTo(page, page.getByLabel('Code from the SMS'));
  await page.keyboard.type(code);
  await expectAccessible(page, `family app: ${name}, the code`);
  await page.keyboard.press('Enter');
}
