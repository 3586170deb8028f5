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

/** A guardian with a phone, linked to one pupil of the school, and invited: their phone and the SMS code. */
export async function invitedGuardian(school: School): Promise<{ phone: string; code: string }> {
  const options = await addEnrolmentOptions(school);
  const pupil = await addPupil(school, options, `ADM-${Date.now() % 100000}`, 'Amani Wanjiru');
  const phone = uniquePhone();
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
  return { phone, code: await readCode(phone, 'sms', sentAfter - 1000) };
}
