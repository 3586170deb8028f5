import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_META_NAME } from '@app/shared/common/api-base';
import { startTestApp, type TestApp } from './build-test-app';

const PUBLIC_URL = 'http://192.168.1.20:3000';
const script = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Transport Admin</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// What vite-plugin-pwa writes at the root: the service worker and the script that registers it.
const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}\n`;
const registerScript = "navigator.serviceWorker.register('/sw.js', { scope: '/' })\n";

/** A built console as `vite build` leaves it: hashed assets with .br and .gz copies, public files at the root. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
  fs.writeFileSync(path.join(dist, 'registerSW.js'), registerScript);
  const asset = path.join(dist, 'assets/index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  return dist;
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that keeps the bytes as sent (fetch would decompress them). */
function get(t: TestApp, urlPath: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fakeDist();
  t = await startTestApp({ WEB_DIST: dist, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => zlib.gunzipSync(body)],
  ])('go out %s-compressed when the browser accepts it', async (encoding, accept, decompress) => {
    const response = await get(t, '/assets/index-abc123.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(decompress(response.body).toString()).toBe(script);
  });

  it('go out as they are to a client that accepts no compression', async () => {
    const response = await get(t, '/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });

  it('are cached for a year as immutable', async () => {
    const response = await get(t, '/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer 404 when missing, not the page (a stale script name must not get HTML)', async () => {
    const response = await get(t, '/assets/index-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/vehicles', '/vehicles/3/edit?tab=1', '/login'])(
    'is served at %s with the API base and not cached',
    async (urlPath) => {
      const response = await get(t, urlPath, { 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body.toString();
      expect(html).toContain(`<meta name="${API_BASE_META_NAME}" content="${PUBLIC_URL}/api" />`);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      // The page's script is not inline, so the CSP (script-src 'self') lets it run.
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('other files at the root are revalidated rather than cached', async () => {
    const response = await get(t, '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/sw.js', serviceWorker],
    ['/registerSW.js', registerScript],
  ])('serves the service worker file %s as JavaScript, revalidated on every load', async (urlPath, body) => {
    const response = await get(t, urlPath, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    // A service worker served as anything but JavaScript is refused by the browser.
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(body);
  });

  it('leaves API paths to the API', async () => {
    const response = await get(t, '/api/no-such-call');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ detail: 'Not found.' });
  });
});
