import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';

function directives(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://school.example:3000' });
  });
  afterAll(() => t.close());

  it.each([
    ['an answer', 'GET', '/health', 200],
    ['a 404', 'GET', '/nothing-here', 404],
    ['a 400', 'POST', '/user/login/', 400],
    ['the API explorer', 'GET', '/docs/', 200],
  ])('are on %s', async (_name, method, path, status) => {
    const response = await t.request(method, path, method === 'POST' ? { body: {} } : {});
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('allow scripts from this origin only: no inline script, no eval; inline styles for Mantine', async () => {
    const csp = directives((await t.request('GET', '/health')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('object-src')).toBe("'none'");
    // The console's service worker, from this origin only.
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self' http://school.example:3000");
    // The maps' tiles, from OpenStreetMap unless MAP_TILE_URL says otherwise.
    expect(csp.get('img-src')).toBe("'self' data: blob: https://tile.openstreetmap.org");
    // Over http an upgrade would break a school's LAN address.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('send no HSTS when PUBLIC_URL is http', async () => {
    const response = await t.request('GET', '/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://transport.school.example',
      CORS_ORIGINS: 'https://cell-2.school.example',
      MAP_TILE_URL: 'https://{s}.tiles.district.example:8443/osm/{z}/{x}/{y}.png',
    });
  });
  afterAll(() => t.close());

  it('send HSTS for a year, for this host only, and ask the browser to upgrade requests', async () => {
    const response = await t.request('GET', '/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    // A school placed on another cell is called at that cell's origin.
    expect(csp.get('connect-src')).toBe(
      "'self' https://transport.school.example https://cell-2.school.example",
    );
  });

  it("admit the district tile server's subdomains as image sources", async () => {
    const csp = directives((await t.request('GET', '/health')).headers.get('content-security-policy'));
    expect(csp.get('img-src')).toBe("'self' data: blob: https://*.tiles.district.example:8443");
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: 'https://cell-2.example' });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.request('OPTIONS', '/transport/vehicles/', {
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-tenant-id,x-profile-id',
      },
    });

  it.each(['http://localhost:3000', 'https://cell-2.example'])('allows %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it("lets an allowed origin read a download's file name", async () => {
    const response = await t.request('GET', '/health', { headers: { origin: 'https://cell-2.example' } });
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
  });

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:3000',
    'http://localhost:8080',
    'http://[::1]:3000',
    'https://evil.example',
  ])('refuses %s, though PUBLIC_URL is a loopback address', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const get = await t.request('GET', '/health', { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
