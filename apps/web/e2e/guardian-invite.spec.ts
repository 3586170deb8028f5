import { expect, test } from '@playwright/test';
import { newSchool } from './fleet-support';
import { addGuardian, expectNoSidewaysScroll, toast } from './people-support';
import { expectAccessible, expectScreen, readCode, SHOTS, signInToDashboard, uniquePhone } from './support';

// Issue 23 §1 against the real server: the office invites a guardian from their record, the phone and
// e-mail the record has already in the form, the guardian's role chosen; a real SMS with a code goes to
// the outbox. At 1280 px by mouse, at 390 px by keyboard alone.

for (const width of [1280, 390]) {
  test(`an Administrator invites a guardian from their row at ${width} px`, async ({ page }) => {
    const school = await newSchool();
    const phone = uniquePhone();
    await addGuardian(school, {
      first_name: 'Amina',
      last_name: 'Otieno',
      mobile_number: phone,
      email: `amina.${phone}@example.test`,
    });
    await page.setViewportSize({ width, height: 900 });
    await signInToDashboard(page, school.email, school.password);
    await page.goto('/guardians');
    await expectScreen(page, 'Guardians');

    const inviteButton = page.getByRole('button', { name: 'Invite Amina Otieno' });
    if (width === 1280) await inviteButton.click();
    else {
      await inviteButton.focus();
      await page.keyboard.press('Enter');
    }
    const invite = page.getByRole('dialog', { name: 'Invite Guardian' });
    await expect(invite).toContainText('Amina Otieno gets a code by SMS');
    await expect(invite.getByLabel('Phone Number')).toHaveValue(phone);
    await expect(invite.getByLabel('Email')).toHaveValue(`amina.${phone}@example.test`);
    await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveValue('Parent/Guardian');
    await expectAccessible(page, `Invite Guardian at ${width} px`);
    if (width === 390) await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/guardian-invite-${width}.png`, fullPage: true });

    const sentAfter = Date.now();
    const send = invite.getByRole('button', { name: 'Send Invitation' });
    if (width === 1280) await send.click();
    else {
      // Phone, e-mail, role, Cancel, Send: the form's own order, by Tab from the phone it opens on.
      await expect(invite.getByLabel('Phone Number')).toBeFocused();
      for (
        let press = 0;
        press < 8 && !(await send.evaluate((el) => el === document.activeElement));
        press++
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(send).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(toast(page, 'Invitation sent successfully')).toBeVisible();
    await expect(invite).toBeHidden();
    expect(await readCode(phone, 'sms', sentAfter - 1000)).toHaveLength(8);
  });
}
