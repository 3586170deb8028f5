import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';
import { createVehicleRecord, signedInAs, type SignedIn } from './factories';

const PUBLIC_URL = 'https://transport.school.example/portal';

/** A GET with headers fetch would not send as given (Host). */
function get(t: TestApp, path: string, headers: Record<string, string>): Promise<any> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: `/api${path}`, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(JSON.parse(body)));
    });
    request.on('error', reject);
  });
}

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
  admin = await signedInAs(t, { role: 100 });
  for (const code of ['BUS-01', 'BUS-02', 'BUS-03']) await createVehicleRecord(t, admin, { code });
});
afterAll(() => t.close());

describe('page links', () => {
  const auth = () => ({
    authorization: `Bearer ${admin.token}`,
    'x-tenant-id': admin.tenantId,
    'x-profile-id': admin.profileId,
  });

  it.each([
    ['a Host header', { host: 'evil.example' }],
    [
      'X-Forwarded-Host and -Proto from a trusted proxy',
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ],
  ])('are built from PUBLIC_URL, whatever %s says', async (_name, headers) => {
    const page = await get(t, '/transport/vehicles/?page=2&page_size=1&ordering=code', {
      ...auth(),
      ...headers,
    });
    expect(page.count).toBe(3);
    expect(page.next).toBe(`${PUBLIC_URL}/api/transport/vehicles/?page=3&page_size=1&ordering=code`);
    expect(page.previous).toBe(`${PUBLIC_URL}/api/transport/vehicles/?page=1&page_size=1&ordering=code`);
  });
});
