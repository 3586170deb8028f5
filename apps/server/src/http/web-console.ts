import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE_META_NAME } from '@app/shared/common/api-base';
import { ref } from '@app/shared/i18n/message-ref';
import type { Config } from '../config/env';
import { registerFamilyApp } from './family-app';

// Vite names everything under assets/ by content hash, so a name never changes its bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Other files (index.html, favicon, the service worker sw.js and its registerSW.js) keep their name
// across releases: revalidate every time, so the browser finds a new release's service worker (and
// with it the new precache) on the next load rather than when a cached copy expires.
const REVALIDATE = 'no-cache';

/**
 * Serves the built console: hashed assets cached for a year, compressed copies (.br, .gz, made at
 * build time) when the browser accepts them, and index.html, with this deployment's API base in a
 * meta tag, for every other non-API path so client routes load.
 */
export async function registerWebConsole(app: FastifyInstance, config: Config): Promise<void> {
  const dist = config.webDist;
  const indexFile = dist && path.join(dist, 'index.html');
  if (!dist || !indexFile || !fs.existsSync(indexFile)) return;
  // Read once at start: the page is the same for every request until the next release.
  const apiBase = `${config.publicUrl}/api`;
  const indexHtml = withMeta(fs.readFileSync(indexFile, 'utf8'), API_BASE_META_NAME, apiBase);
  const assetsDir = path.join(dist, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The pages are served from memory below; compressed copies are found through preCompressed.
    globIgnore: ['index.html', 'family.html', '**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE),
  });

  // The family app at /family (its own page, with the same API base).
  registerFamilyApp(app, config, (html, metas) =>
    Object.entries({ [API_BASE_META_NAME]: apiBase, ...metas }).reduce(
      (page, [name, content]) => withMeta(page, name, content),
      html,
    ),
  );

  // A catch-all GET route rather than a second not-found handler: error-handler.ts owns that one.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing script must not come back as HTML (the browser would report a MIME error, not a 404).
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
      // A ref: the preSerialization hook words a `detail` in the caller's language.
      return reply.code(404).send({ detail: ref('common.notFound') });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
  });
}

/** A page with `<meta name="..." content="...">` (the API base: transport-admin-api-base), replacing one already there. */
function withMeta(html: string, name: string, content: string): string {
  const meta = `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  const existing = new RegExp(`<meta\\s+name="${name}"[^>]*>`);
  if (existing.test(html)) return html.replace(existing, () => meta);
  if (!html.includes('</head>')) throw new Error('A page of the console has no </head>.');
  return html.replace('</head>', () => `  ${meta}\n  </head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}
