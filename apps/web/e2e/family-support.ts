import { expect } from '@playwright/test';
import type { School } from './fleet-support';
import { addEnrolmentOptions, addGuardian, addLink, addPupil } from './people-support';
import { BASE_URL, readCode, uniquePhone } from './support';

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
