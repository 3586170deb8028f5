import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import {
  addDevice,
  bodyRows,
  DEVICES_PATH,
  openDevices,
  osmAndPing,
  row,
  table,
  toast,
  traccarForward,
} from './devices-support';
import { addVehicles, newSchool } from './fleet-support';
import { expectNoSidewaysScroll, expectWithinWidth } from './people-support';
import { BASE_URL, chooseWithArrowKeys, expectAccessible, expectScreen, shot, unique } from './support';

// Fleet → Devices (issue 22 §1, docs/gps-devices.md) against the real server, as a school's office
// sets up its first phone: the secret shown once is read off the screen and a ping is sent with it
// from the test, as the app on the phone would; rotating and revoking cut the old secret off at once.
// Every test has its own school; identifiers are unique across the server, so each test makes its own.

const BUS = { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true };
const BUS_OPTION = 'KBZ 412A (BUS-01)';
const HEADERS = ['Identifier', 'Name', 'Kind', 'Vehicle', 'Last Seen', 'Status', 'Actions'];

/** The cells of a device's row, as read. */
const cells = (page: Page, identifier: string) => row(page, identifier).getByRole('cell');
const lastSeen = (page: Page, identifier: string) => cells(page, identifier).nth(4);

/** A device's row shows these values (its actions are icon buttons, checked by their names). */
async function expectRow(page: Page, identifier: string, values: string[]): Promise<void> {
  await expect
    .poll(async () => (await cells(page, identifier).allInnerTexts()).slice(0, values.length))
    .toEqual(values);
}

/** The secret dialog's secret and address, as a person would copy them. */
async function readSecret(dialog: Locator, urlLabel = 'Server URL') {
  const secret = await dialog.getByRole('textbox', { name: 'Secret', exact: true }).inputValue();
  const url = await dialog.getByRole('textbox', { name: urlLabel }).inputValue();
  return { secret, url };
}

test('adds a phone whose secret works, then rotates its secret and revokes it', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [BUS]);
  await openDevices(page, school);
  await expectScreen(page, 'Devices');

  await expect(page.getByPlaceholder('Search devices...')).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(HEADERS);
  await expect(page.getByText('No devices yet. Add the first one.')).toBeVisible();
  await shot(page, 'devices-empty');

  // Add, as a new user would: every field, the vehicle chosen from the select.
  await page.getByRole('button', { name: 'Add Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Device' });
  await expect(dialog.getByLabel('Identifier')).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('Phone');
  await expectAccessible(page, 'Add Device');
  await shot(page, 'devices-add');
  const identifier = unique('bus-1-phone');
  await dialog.getByLabel('Identifier').fill(identifier);
  await dialog.getByLabel('Name', { exact: true }).fill("Bus 1 driver's phone");
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: BUS_OPTION }).click();
  await expect(dialog.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(BUS_OPTION);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === DEVICES_PATH,
  );
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, 'Device added successfully')).toBeVisible();

  // The secret, shown once, with the address to give the app.
  const name = `Bus 1 driver's phone (${identifier})`;
  const secretDialog = page.getByRole('dialog', { name: 'Device Secret' });
  await expect(secretDialog).toContainText(`This is the secret of ${name}.`);
  await expect(secretDialog).toContainText('it will not be shown again');
  await expect(secretDialog).toContainText(`with ${identifier} as the device identifier`);
  await expect(secretDialog.getByRole('button', { name: 'Copy secret' })).toBeFocused();
  const first = await readSecret(secretDialog);
  expect(first.secret.length).toBeGreaterThanOrEqual(32);
  expect(first.url).toBe(`${BASE_URL}/api/gps/osmand/?key=${encodeURIComponent(first.secret)}`);
  for (const field of ['Secret', 'Server URL'])
    await expectShownWhole(secretDialog.getByRole('textbox', { name: field, exact: true }));
  await expectAccessible(page, 'Device Secret');
  await shot(page, 'devices-secret');

  // The phone's first ping with that secret is stored.
  expect(await osmAndPing(identifier, first.secret, 60)).toBe(200);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  // Shown once: nothing on the screen holds the secret any more.
  expect(await page.content()).not.toContain(first.secret);
  await expectRow(page, identifier, [
    identifier,
    "Bus 1 driver's phone",
    'Phone',
    'BUS-01',
    'Never',
    'Active',
  ]);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(lastSeen(page, identifier)).not.toHaveText('Never');
  await expect(lastSeen(page, identifier)).toHaveText(/\d/);
  await expect(page.getByText('1 device', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Devices with a device');
  await shot(page, 'devices-1280');

  // Rotate: asked first; the old secret is refused at once, the new one is stored.
  await row(page, identifier)
    .getByRole('button', { name: `Rotate Secret ${name}` })
    .click();
  const rotate = page.getByRole('dialog', { name: 'Rotate Secret' });
  await expect(rotate).toContainText(`Make a new secret for ${name}?`);
  await expectAccessible(page, 'Rotate Secret');
  await rotate.getByRole('button', { name: 'Rotate Secret' }).click();
  await expect(toast(page, `New secret made for ${name}`)).toBeVisible();
  await expect(rotate).toBeHidden();
  const second = await readSecret(secretDialog);
  expect(second.secret).not.toBe(first.secret);
  expect(second.url).toBe(`${BASE_URL}/api/gps/osmand/?key=${encodeURIComponent(second.secret)}`);
  expect(await osmAndPing(identifier, first.secret, 30)).toBe(401);
  expect(await osmAndPing(identifier, second.secret, 20)).toBe(200);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  // Revoke: asked first; the row says Revoked, offers no Revoke, and the current secret is refused.
  await row(page, identifier)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const revoke = page.getByRole('dialog', { name: 'Revoke Device' });
  await expect(revoke).toContainText(`Revoke ${name}? Its positions are refused from now on`);
  await expectAccessible(page, 'Revoke Device');
  await shot(page, 'devices-revoke');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Device revoked successfully')).toBeVisible();
  await expect(revoke).toBeHidden();
  await expect(cells(page, identifier).nth(5)).toHaveText('Revoked');
  await expect(row(page, identifier).getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  expect(await osmAndPing(identifier, second.secret, 10)).toBe(401);
  await expectAccessible(page, 'Devices with a revoked device');
});

test('a Traccar server has no vehicle, and is given the forwarding URL for its trackers', async ({
  page,
}) => {
  const school = await newSchool();
  const [bus] = await addVehicles(school, [BUS]);
  // A tracker behind the Traccar server: its positions come through the server's forwarding.
  const tracker = unique('35824005');
  await addDevice(school, { identifier: tracker, name: '', kind: DEVICE_KIND.tracker, vehicle: bus!.id });
  await openDevices(page, school);

  await page.getByRole('button', { name: 'Add Device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Device' });
  const vehicle = dialog.getByRole('combobox', { name: 'Vehicle' });
  await expect(vehicle).toBeVisible();
  const identifier = unique('traccar-main');
  await dialog.getByLabel('Identifier').fill(identifier);
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Traccar server' }).click();
  await expect(vehicle).toHaveCount(0);
  await expect(dialog).toContainText('so it has no vehicle of its own');
  await expectAccessible(page, 'Add Device of a Traccar server');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Device Secret' });
  await expect(secretDialog).toContainText(`This is the secret of ${identifier}.`);
  await expect(secretDialog).toContainText("Set this as forward.url in your Traccar server's configuration.");
  await expect(secretDialog.getByRole('textbox', { name: 'Server URL' })).toHaveCount(0);
  const { secret, url } = await readSecret(secretDialog, 'Forwarding URL');
  expect(url).toBe(`${BASE_URL}/api/gps/traccar/?key=${encodeURIComponent(secret)}`);
  await expectAccessible(page, 'Device Secret of a Traccar server');
  await shot(page, 'devices-secret-traccar');

  // The address works as Traccar uses it: a wrong key is refused; with the right one the tracker's
  // position is stored.
  expect(await traccarForward(url.replace(/key=.*/, 'key=wrong'), tracker)).toBe(401);
  expect(await traccarForward(url, tracker)).toBe(200);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  await page.reload();
  await expect(lastSeen(page, tracker)).toHaveText(/\d/);
  await expectRow(page, identifier, [identifier, '—', 'Traccar server', 'Many vehicles', 'Never', 'Active']);
});

// Phone and tablet, as responsive.spec.ts checks the vehicles: the navigation behind the burger, every
// row's actions on screen without scrolling sideways, and the dialogs fitting.
for (const { width, height, device } of [
  { width: 390, height: 844, device: 'phone' },
  { width: 800, height: 1100, device: 'tablet' },
]) {
  test(`on a ${device} (${width} px) Devices keeps every row's actions and the secret on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const school = await newSchool();
    const [bus] = await addVehicles(school, [BUS]);
    const devices = [
      {
        identifier: unique('358240051111110'),
        name: 'Bus 1 tracker',
        kind: DEVICE_KIND.tracker,
        vehicle: bus!.id,
      },
      {
        identifier: unique('driver.phone.with.a.long.identifier@school'),
        name: "Bus 1 relief driver's phone",
        kind: DEVICE_KIND.phone,
        vehicle: bus!.id,
      },
      { identifier: unique('office-traccar'), name: '', kind: DEVICE_KIND.traccarServer, vehicle: null },
    ];
    for (const one of devices) await addDevice(school, one);
    await openDevices(page, school);
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
    await expectScreen(page, 'Devices');

    const names = devices.map((one) => (one.name ? `${one.name} (${one.identifier})` : one.identifier));
    for (const name of names) {
      for (const action of ['Edit', 'Rotate Secret', 'Revoke', 'Delete']) {
        const button = page.getByRole('button', { name: `${action} ${name}`, exact: true });
        await expect(button).toBeVisible();
        await expectWithinWidth(page, button);
      }
    }
    await expectNoSidewaysScroll(page);
    await shot(page, `devices-${width}`);

    // The Add form fits, the vehicle select included.
    await page.getByRole('button', { name: 'Add Device' }).click();
    const add = page.getByRole('dialog', { name: 'Add Device' });
    await expectWithinWidth(page, add.getByRole('combobox', { name: 'Vehicle' }));
    await expectWithinWidth(page, add.getByRole('button', { name: 'Add', exact: true }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Add Device on a ${device}`);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    // The secret and its address are shown whole, with their copy buttons, in the window.
    await page.getByRole('button', { name: `Rotate Secret ${names[1]}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Rotate Secret' })
      .getByRole('button', { name: 'Rotate Secret' })
      .click();
    const secretDialog = page.getByRole('dialog', { name: 'Device Secret' });
    for (const field of ['Secret', 'Server URL']) {
      const box = secretDialog.getByRole('textbox', { name: field, exact: true });
      await expectWithinWidth(page, box);
      await expectShownWhole(box);
    }
    for (const button of ['Copy secret', 'Copy URL', 'Done'])
      await expectWithinWidth(page, secretDialog.getByRole('button', { name: button }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `Device Secret on a ${device}`);
    await shot(page, `devices-secret-${width}`);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();
  });
}

test('a keyboard user adds a device: Tab, arrow keys and Enter alone', async ({ page }) => {
  const school = await newSchool();
  await addVehicles(school, [BUS]);
  await openDevices(page, school);

  await page.getByRole('button', { name: 'Add Device' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Device' });
  await expect(dialog.getByLabel('Identifier')).toBeFocused();
  const identifier = unique('358240052222220');
  await page.keyboard.type(identifier);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Bus 2 tracker');
  await page.keyboard.press('Tab');
  const kind = dialog.getByRole('combobox', { name: 'Kind' });
  await expect(kind).toBeFocused();
  await chooseWithArrowKeys(page, 'Tracker');
  await expect(kind).toHaveValue('Tracker');
  await page.keyboard.press('Tab');
  const vehicle = dialog.getByRole('combobox', { name: 'Vehicle' });
  await expect(vehicle).toBeFocused();
  await chooseWithArrowKeys(page, BUS_OPTION);
  await expect(vehicle).toHaveValue(BUS_OPTION);
  // On to Add (past Cancel), and Enter sends the form.
  await tabTo(page, dialog.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');

  const secretDialog = page.getByRole('dialog', { name: 'Device Secret' });
  await expect(secretDialog).toContainText(`This is the secret of Bus 2 tracker (${identifier}).`);
  await expect(secretDialog.getByRole('button', { name: 'Copy secret' })).toBeFocused();
  const { secret } = await readSecret(secretDialog);
  expect(await osmAndPing(identifier, secret)).toBe(200);
  // Done is reached with Tab; Enter closes the dialog.
  await tabTo(page, secretDialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(secretDialog).toBeHidden();
  await expect(cells(page, identifier).nth(2)).toHaveText('Tracker');
  await expect(cells(page, identifier).nth(3)).toHaveText('BUS-01');
});

/** A text box shows its whole value: nothing to scroll to inside it. */
async function expectShownWhole(box: Locator): Promise<void> {
  const hidden = await box.evaluate((element) => ({
    down: element.scrollHeight - element.clientHeight,
    across: element.scrollWidth - element.clientWidth,
  }));
  expect(hidden).toEqual({ down: 0, across: 0 });
}

/** Presses Tab until `target` has the focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 10): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with Tab within ${limit} presses`).toBeFocused();
}
