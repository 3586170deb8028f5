import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_META_NAME } from '@app/shared/common/api-base';
import { MAP_ATTRIBUTION_META_NAME, MAP_TILES_META_NAME } from '@app/shared/map-settings/map-meta';
import { startTestApp, type TestApp } from './build-test-app';

const PUBLIC_URL = 'http://192.168.1.20:3000';
const TILES = 'https://tiles.district.test/{z}/{x}/{y}.png';
const page = (entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Transport Admin</title>
    <script type="module" crossorigin src="/assets/${entry}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A build with both pages, the family app's worker and icons, as `vite build` leaves them. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-dist-'));
  fs.mkdirSync(path.join(dist, 'assets/family'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), page('index-abc.js'));
  fs.writeFileSync(
    path.join(dist, 'family.html'),
    page('family/family-def.js').replace(
      '</head>',
      `<link rel="modulepreload" crossorigin href="/assets/familyApp-en1.js" data-language="en">
<link rel="modulepreload" crossorigin href="/assets/familyApp-sw1.js" data-language="sw">
</head>`,
    ),
  );
  fs.writeFileSync(path.join(dist, 'family-sw.js'), "self.addEventListener('push', () => {});\n");
  fs.writeFileSync(path.join(dist, 'family-icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dist, 'assets/family/family-def.js'), 'console.log(1);\n');
  return dist;
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fakeDist();
  t = await startTestApp({
    WEB_DIST: dist,
    PUBLIC_URL,
    MAP_TILE_URL: TILES,
    MAP_TILE_ATTRIBUTION: '© District <b>GIS</b>',
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${urlPath}`, { headers });

describe('the family app', () => {
  it.each(['/family', '/family/', '/family/sign-in', '/family/children/42/history?x=1'])(
    'is its own page at %s, with the API base and the map tiles, not cached',
    async (urlPath) => {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('src="/assets/family/family-def.js"');
      expect(html).not.toContain('index-abc.js');
      expect(html).toContain(`<meta name="${API_BASE_META_NAME}" content="${PUBLIC_URL}/api" />`);
      expect(html).toContain(`<meta name="${MAP_TILES_META_NAME}" content="${TILES}" />`);
      // Markup in the attribution stays text inside the attribute.
      expect(html).toContain(
        `<meta name="${MAP_ATTRIBUTION_META_NAME}" content="© District &#60;b&#62;GIS&#60;/b&#62;" />`,
      );
    },
  );

  it.each([
    [undefined, 'familyApp-en1.js', 'familyApp-sw1.js'],
    ['sw-KE,sw;q=0.9,en;q=0.5', 'familyApp-sw1.js', 'familyApp-en1.js'],
    ['fr-FR', 'familyApp-en1.js', 'familyApp-sw1.js'],
  ])('preloads the messages of the language the browser asks for (%s)', async (accept, kept, left) => {
    const response = await get('/family/sign-in', accept ? { 'accept-language': accept } : {});
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const html = await response.text();
    expect(html).toContain(`href="/assets/${kept}"`);
    expect(html).not.toContain(left);
  });

  it('leaves the console where it was', async () => {
    const html = await (await get('/familyday')).text();
    expect(html).toContain('index-abc.js');
    expect(html).not.toContain(MAP_TILES_META_NAME);
  });

  it.each([
    ['en-GB,en;q=0.9', 'en', 'Transport Admin for families', 'School bus'],
    ['sw-KE,sw;q=0.9,en;q=0.5', 'sw', 'Transport Admin kwa familia', 'Basi la shule'],
  ])('has a web app manifest worded for %s', async (accept, lang, name, shortName) => {
    const response = await get('/family/manifest.webmanifest', { 'accept-language': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name,
      short_name: shortName,
      lang,
      start_url: '/family',
      scope: '/family',
      display: 'standalone',
      icons: [
        { src: '/family-icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/family-icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it('serves its worker as JavaScript, revalidated on every load, and its icons', async () => {
    const worker = await get('/family-sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/family-icon-192.png')).headers.get('content-type')).toBe('image/png');
  });

  it('answers a missing script of the app with 404, not the page', async () => {
    const response = await get('/assets/family/family-old.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
