import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newSchool } from './fleet-support';
import {
  addEnrolmentOptions,
  addGuardian,
  addLink,
  addPupil,
  expectNoSidewaysScroll,
} from './people-support';
import {
  BASE_URL,
  chooseWithArrowKeys,
  expectAccessible,
  expectScreen,
  readCode,
  SHOTS,
  signInToDashboard,
  uniquePhone,
} from './support';

// Issue 23 §1 against the real server: the office invites every guardian of a stream (by mouse at
// 1280 px) or a grade level (by keyboard at 390 px), counted first and confirmed with the count; the
// invitations' SMS leave through the notices' queue into the outbox, and a guardian's code signs them in.

const outboxText = (phone: string) => {
  const file = path.join(process.env.E2E_DATA_DIR!, 'outbox.jsonl');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((line) => line.channel === 'sms' && line.to === phone)
    .at(-1)?.text;
};

for (const width of [1280, 390]) {
  test(`an Administrator invites the guardians of a group at ${width} px`, async ({ page }) => {
    const school = await newSchool();
    const options = await addEnrolmentOptions(school);
    const phones = [uniquePhone(), uniquePhone()];
    for (const [index, phone] of phones.entries()) {
      const guardian = await addGuardian(school, {
        first_name: 'Amina',
        last_name: `Otieno${index}`,
        mobile_number: phone,
      });
      const pupil = await addPupil(school, options, `BULK-${index}`, `Baraka Mutua${index}`);
      await addLink(school, { student: pupil.id, guardian: guardian.id, relationship: 1 } as never);
    }
    await page.setViewportSize({ width, height: 900 });
    await signInToDashboard(page, school.email, school.password);
    await page.goto('/guardians');
    await expectScreen(page, 'Guardians');

    const action = page.getByRole('button', { name: 'Invite Guardians' });
    const dialog = page.getByRole('dialog', { name: 'Invite Guardians' });
    const count = dialog.getByRole('button', { name: 'Count Guardians' });
    const send = dialog.getByRole('button', { name: 'Send 2 Invitations' });
    if (width === 1280) {
      await action.click();
      await dialog.getByText('Stream', { exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Stream' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'North', exact: true }).click();
      await expectAccessible(page, `Invite Guardians at ${width} px`);
      await count.click();
      await expect(dialog).toContainText('2 guardians will get an invitation.');
      await expectAccessible(page, `Invite Guardians, counted, at ${width} px`);
      await send.click();
    } else {
      await action.focus();
      await page.keyboard.press('Enter');
      // The group's kind is a radio group: the arrow keys move from Route to Stream to Grade Level.
      await expect(dialog.getByRole('combobox', { name: 'Route' })).toBeVisible();
      await dialog.getByRole('radio', { name: 'Route' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('combobox', { name: 'Grade Level' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('combobox', { name: 'Grade Level' })).toBeFocused();
      await chooseWithArrowKeys(page, 'Grade 4');
      await expectAccessible(page, `Invite Guardians at ${width} px`);
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toContainText('2 guardians will get an invitation.');
      await expectAccessible(page, `Invite Guardians, counted, at ${width} px`);
      await expect(send).toBeVisible();
      await page.keyboard.press('Enter');
    }
    const sentAfter = Date.now();
    await expect(dialog).toContainText('2 guardians invited: the SMS go out in the next minutes.');
    await expectAccessible(page, `Invite Guardians, sent, at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/guardian-bulk-invite-${width}.png`, fullPage: true });

    const code = await readCode(phones[0]!, 'sms', sentAfter - 5000);
    expect(outboxText(phones[0]!)).toMatch(
      new RegExp(
        `invites you to its family app: open http://\\S+/family, choose Sign in with phone, code ${code}$`,
      ),
    );
    const signedIn = await fetch(`${BASE_URL}/api/user/login/phone/verify/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: phones[0], code }),
    });
    expect(signedIn.status).toBe(200);
  });
}
