import { expect, type Page } from '@playwright/test';
import type { DeviceInput } from '@app/shared/devices/device.schemas';
import type { School } from './fleet-support';
import { BASE_URL, openFromNav, signInToDashboard } from './support';

// Helpers of the GPS devices browser tests: devices made through the API, and pings sent as the apps
// send them (docs/gps-devices.md), from the test itself, to the real server.

export const DEVICES_PATH = '/api/transport/devices/';

/** Adds a device through the API; answers it with its one-time secret. */
export async function addDevice(
  school: Pick<School, 'headers'>,
  device: DeviceInput,
): Promise<{ id: string; secret: string }> {
  const response = await fetch(`${BASE_URL}${DEVICES_PATH}`, {
    method: 'POST',
    headers: school.headers,
    body: JSON.stringify(device),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; secret: string };
}

/** A position near Nairobi, `secondsAgo` before now: each ping of a test at its own time, never a resend. */
const position = (secondsAgo: number) => ({
  time: new Date(Date.now() - secondsAgo * 1000),
  lat: -1.2921 + secondsAgo / 1e5,
  lon: 36.8219,
});

/**
 * Sends one OsmAnd ping as Traccar Client for Android sends it (a GET with its parameters, the secret
 * as `key`); answers the server's status: 200 stored, 401 unknown or revoked device or wrong secret.
 */
export async function osmAndPing(identifier: string, secret: string, secondsAgo = 0): Promise<number> {
  const { time, lat, lon } = position(secondsAgo);
  const parameters = new URLSearchParams({
    id: identifier,
    timestamp: String(Math.floor(time.getTime() / 1000)),
    lat: String(lat),
    lon: String(lon),
    accuracy: '5',
    key: secret,
  });
  const response = await fetch(`${BASE_URL}/api/gps/osmand/?${parameters}`);
  await response.body?.cancel();
  return response.status;
}

/** Sends one position as a Traccar server forwards it (JSON) to `url`, for the tracker `uniqueId`. */
export async function traccarForward(url: string, uniqueId: string, secondsAgo = 0): Promise<number> {
  const { time, lat, lon } = position(secondsAgo);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      position: { fixTime: time.toISOString(), latitude: lat, longitude: lon, valid: true, accuracy: 8 },
      device: { uniqueId, name: uniqueId },
    }),
  });
  await response.body?.cancel();
  return response.status;
}

/** Signs in through the login screen as the school's Administrator and opens Fleet > Devices. */
export async function openDevices(page: Page, school: School): Promise<void> {
  await signInToDashboard(page, school.email, school.password);
  // On a phone or a tablet the navigation is behind the burger.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await burger.click();
  await openFromNav(page, 'Fleet', 'Devices');
  await expect(page).toHaveURL(/\/fleet\/devices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
}

export const table = (page: Page) => page.getByRole('table', { name: 'Devices' });
export const bodyRows = (page: Page) => table(page).locator('tbody tr');
export const row = (page: Page, identifier: string) =>
  table(page).getByRole('row').filter({ hasText: identifier });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
