import { expect, test } from '@playwright/test';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { newSchool } from './fleet-support';
import { addGuardian, addLink, expectNoSidewaysScroll } from './people-support';
import { addEmployee, post } from './personnel-support';
import { BASE_URL, expectAccessible, expectScreen, SHOTS, signInToDashboard, uniquePhone } from './support';
import { todaysTrip } from './trip-support';

// Issue 23 §3 against the real server: an incident recorded on today's trip is a notice to the
// family of each rider, sent by SMS through the product's own queue (the outbox); the office opens
// the guardian's delivery log from the Guardians screen. At 1280 px by mouse, at 390 px by keyboard.

for (const width of [1280, 390]) {
  test(`the office reads a guardian's delivery log at ${width} px`, async ({ page }) => {
    const school = await newSchool();
    const driver = await addEmployee(school, 'Daniel Mwangi');
    const trip = await todaysTrip(school, driver.id);
    const phone = uniquePhone();
    const guardian = await addGuardian(school, {
      first_name: 'Grace',
      last_name: 'Otieno',
      mobile_number: phone,
    });
    const students = await (
      await fetch(`${BASE_URL}/api/students/?search=Amina`, { headers: school.headers })
    ).json();
    await addLink(school, { student: students.results[0].id, guardian: guardian.id, relationship: 1 });
    for (const event_type of [EVENT.started, EVENT.incident]) {
      await post(school, '/transport/trip-events/', {
        trip: trip.id,
        event_type,
        client_key: `${event_type}-${trip.id}`,
      });
    }
    // Sent by the queue within moments of the event.
    await expect
      .poll(async () => {
        const response = await fetch(`${BASE_URL}/api/guardians/${guardian.id}/notices/`, {
          headers: school.headers,
        });
        return ((await response.json()) as any).results[0]?.deliveries[0]?.status;
      })
      .toBe(2);

    await page.setViewportSize({ width, height: 900 });
    await signInToDashboard(page, school.email, school.password);
    await page.goto('/guardians');
    await expectScreen(page, 'Guardians');
    const open = page.getByRole('button', { name: 'Notices Grace Otieno' });
    if (width === 1280) await open.click();
    else {
      await open.focus();
      await page.keyboard.press('Enter');
    }
    const dialog = page.getByRole('dialog', { name: 'Notices to Grace Otieno' });
    // A table on a wide screen, a card a notice on a phone.
    const log = dialog.getByRole(width === 1280 ? 'table' : 'list', { name: 'Notices to Grace Otieno' });
    const status =
      width === 1280
        ? log.getByRole('cell', { name: 'Sent', exact: true })
        : log.getByRole('definition').filter({ hasText: /^Sent$/ });
    await expect(status).toBeVisible();
    const masked = `${'•'.repeat(phone.length - 3)}${phone.slice(-3)}`;
    for (const text of ['Incident', 'SMS', masked, 'outbox']) {
      await expect(log).toContainText(text);
    }
    await expectAccessible(page, `Guardian's notices at ${width} px`);
    if (width === 390) await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/guardian-notices-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
