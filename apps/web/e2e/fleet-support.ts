import { expect, type Page, type Request } from '@playwright/test';
import type { VehicleInput } from '@app/shared/vehicles/vehicle.schemas';
import {
  apiLogin,
  BASE_URL,
  businessHeaders,
  createSchoolAdmin,
  openFromNav,
  signInToDashboard,
} from './support';

// Helpers of the fleet browser tests (vehicles now; personnel reuses them).

export { SHOTS } from './support';
export const LIST_PATH = '/api/transport/vehicles/';

export type School = { email: string; password: string; headers: Record<string, string> };

export async function newSchool(): Promise<School> {
  const admin = await createSchoolAdmin();
  const login = await apiLogin(admin.email, admin.password);
  return { email: admin.email, password: admin.password, headers: businessHeaders(login) };
}

export async function addVehicles(school: School, vehicles: VehicleInput[]): Promise<{ id: string }[]> {
  const created: { id: string }[] = [];
  // Ten at a time: quick, without queueing dozens of writes on the embedded database at once.
  for (let i = 0; i < vehicles.length; i += 10) {
    const batch = vehicles.slice(i, i + 10).map(async (vehicle) => {
      const response = await fetch(`${BASE_URL}${LIST_PATH}`, {
        method: 'POST',
        headers: school.headers,
        body: JSON.stringify(vehicle),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: string };
    });
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

export async function fetchVehicle(school: School, id: string): Promise<Response> {
  return fetch(`${BASE_URL}${LIST_PATH}${id}/`, { headers: school.headers });
}

/** Signs in through the login screen as the school's Administrator and opens Fleet > Vehicles. */
export async function openVehicles(page: Page, school: School): Promise<void> {
  await signInToDashboard(page, school.email, school.password);
  await openFromNav(page, 'Fleet', 'Vehicles');
  await expect(page).toHaveURL(/\/fleet\/vehicles$/);
  await expect(page.getByRole('heading', { name: 'Vehicles Management' })).toBeVisible();
}

export function listRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === LIST_PATH) seen.push(request);
  });
  return seen;
}

export const isList = (url: URL) => url.pathname === LIST_PATH;
export const isVehicle = (url: URL) => url.pathname.startsWith(LIST_PATH) && url.pathname !== LIST_PATH;
export const table = (page: Page) => page.getByRole('table', { name: 'Vehicles' });
export const bodyRows = (page: Page) => table(page).locator('tbody tr');
export const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
