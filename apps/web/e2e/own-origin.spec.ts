import { expect, test } from '@playwright/test';
import { addVehicles, newSchool, openVehicles, row, toast } from './fleet-support';
import { apiLogin, BASE_URL, PUBLIC_URL } from './support';

// The console is opened at 127.0.0.1 while the server's PUBLIC_URL says localhost (playwright.config.ts): the
// schools' domain names localhost, yet every call must go to the page's own origin, without CORS preflights.

test('business calls go to the console’s own origin, never to the host named in PUBLIC_URL', async ({
  page,
}) => {
  const school = await newSchool();
  const login = await apiLogin(school.email, school.password);
  // The situation of the field trial: the school's domain is this server under another name.
  expect(login.user.tenants[0]!.domain).toBe(`${PUBLIC_URL}/api`);
  expect(new URL(PUBLIC_URL).origin).not.toBe(new URL(BASE_URL).origin);
  await addVehicles(school, [
    { registration_number: 'KOO 100A', code: 'OWN-1', max_capacity: 20, is_active: true },
  ]);

  const elsewhere: string[] = [];
  const preflights: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (url.origin !== new URL(BASE_URL).origin) elsewhere.push(`${request.method()} ${url.href}`);
    if (request.method() === 'OPTIONS') preflights.push(url.href);
    if (url.pathname.startsWith('/api/transport/')) apiCalls.push(`${request.method()} ${url.pathname}`);
  });

  await openVehicles(page, school);
  await expect(row(page, 'KOO 100A')).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await add.getByLabel('Registration Number').fill('KOO 200B');
  await add.getByLabel('Code').fill('OWN-2');
  await add.getByLabel('Max Capacity').fill('30');
  await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
  await row(page, 'KOO 100A').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await edit.getByLabel('Max Capacity').fill('25');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Vehicle updated successfully')).toBeVisible();
  await row(page, 'KOO 200B').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Vehicle deleted successfully')).toBeVisible();

  // The vehicle calls were made, all on this origin; nothing went to localhost, so nothing needed a preflight.
  expect(apiCalls).toEqual(
    expect.arrayContaining([
      'GET /api/transport/vehicles/',
      'POST /api/transport/vehicles/',
      expect.stringMatching(/^PUT \/api\/transport\/vehicles\/[^/]+\/$/),
      expect.stringMatching(/^DELETE \/api\/transport\/vehicles\/[^/]+\/$/),
    ]),
  );
  expect(elsewhere).toEqual([]);
  expect(preflights).toEqual([]);
});
