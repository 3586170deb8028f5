import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_POSTED_META_NAME } from '@app/shared/family/sign-in-page';
import { startTestApp, type TestApp } from './build-test-app';

// The sign-in screen as the build renders it into family.html, in each language (vite-family-prerender.ts).
const screen = (words: string) =>
  `<main><h1>${words}</h1><form method="post" action="/family/sign-in">` +
  `<input name="phone" type="tel" inputMode="tel" autoComplete="tel" value="" id="_R_1_"/>` +
  `<button type="submit">${words}</button></form></main>`;
const FAMILY_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Transport Admin</title>
    <script type="module" crossorigin src="/assets/family/family-def.js"></script>
  </head>
  <body><div id="root"><!--sign-in:en-->${screen('Sign in')}<!--/sign-in:en--><!--sign-in:sw-->${screen('Ingia')}<!--/sign-in:sw--></div></body>
</html>
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'family.html'), FAMILY_HTML);
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const post = (body: string, accept = 'en') =>
  fetch(`${t.url}/family/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': accept },
    body,
  });

describe("the family app's sign-in screen in its page", () => {
  it.each([
    ['en-GB,en;q=0.9', 'en', 'Sign in', 'Ingia'],
    ['sw-KE,sw;q=0.9,en;q=0.5', 'sw', 'Ingia', 'Sign in'],
    ['fr-FR', 'en', 'Sign in', 'Ingia'],
  ])(
    'is in the language the browser asks for (%s) alone, and the page says which',
    async (accept, lang, kept, left) => {
      const response = await fetch(`${t.url}/family/children/c1`, { headers: { 'accept-language': accept } });
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${kept}</h1>`);
      expect(html).not.toContain(left);
      expect(html).not.toContain('<!--sign-in:');
      expect(html).not.toContain(PHONE_POSTED_META_NAME);
    },
  );

  it('answers the form posted before the script with the page, the phone filled in and marked posted', async () => {
    const response = await post('phone=%2B254+700+000001', 'sw');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain(
      'name="phone" type="tel" inputMode="tel" autoComplete="tel" value="+254 700 000001"',
    );
    expect(html).toContain(`<meta name="${PHONE_POSTED_META_NAME}" content="1" />`);
  });

  it.each([
    ['markup', 'phone=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['too long a number', `phone=${'1'.repeat(40)}`],
    ['no phone', 'other=1'],
  ])('puts nothing but a phone back into the page (%s)', async (_case, body) => {
    const html = await (await post(body)).text();
    expect(html).toContain('autoComplete="tel" value=""');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('1'.repeat(40));
    expect(html).toContain(`<meta name="${PHONE_POSTED_META_NAME}" content="1" />`);
  });

  it('refuses a post too large for a phone, not a 500', async () => {
    const response = await post(`phone=${'1'.repeat(4000)}`);
    expect(response.status).toBe(413);
  });
});
