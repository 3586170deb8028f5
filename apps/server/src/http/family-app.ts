import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { MAP_ATTRIBUTION_META_NAME, MAP_TILES_META_NAME } from '@app/shared/map-settings/map-meta';
import type { Config } from '../config/env';
import { acceptedLocale } from './language';

/** The family app's page and manifest, like index.html: the same for every request until the next release. */
const REVALIDATE = 'no-cache';

/**
 * Serves the family app (issue 23 §2) from the built `family.html`: at /family and every path under
 * it (its client routes), with this deployment's API base and map tiles in meta tags, and its web app
 * manifest worded in the browser's language. Nothing when the build has no family app.
 */
export function registerFamilyApp(
  app: FastifyInstance,
  config: Config,
  /** The page with the API base and these meta tags (name: content). */
  withMetas: (html: string, metas: Record<string, string>) => string,
): void {
  const file = config.webDist && path.join(config.webDist, 'family.html');
  if (!file || !fs.existsSync(file)) return;
  const html = withMetas(fs.readFileSync(file, 'utf8'), {
    [MAP_TILES_META_NAME]: config.map.tileUrl,
    [MAP_ATTRIBUTION_META_NAME]: config.map.attribution,
  });

  // The page preloads its language's messages (the build marks each link with its language): the
  // request's, so a slow phone fetches them with the scripts instead of a round trip after them.
  const pages = Object.fromEntries(LOCALES.map((locale) => [locale, withLanguagePreloads(html, locale)]));
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-language')
      .send(pages[acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE]);
  app.get('/family', { schema: { hide: true } }, page);
  app.get('/family/*', { schema: { hide: true } }, page);

  app.get('/family/manifest.webmanifest', { schema: { hide: true } }, (request, reply) => {
    const locale = acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
    const words = app.translators[locale];
    const manifest = {
      id: '/family',
      name: words.formatMessage({ id: 'familyApp.appName' }),
      short_name: words.formatMessage({ id: 'familyApp.appShortName' }),
      description: words.formatMessage({ id: 'familyApp.appDescription' }),
      lang: locale,
      start_url: '/family',
      scope: '/family',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#228be6',
      icons: [192, 512].map((size) => ({
        src: `/family-icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-language')
      .send(JSON.stringify(manifest));
  });
}

/** The page with the preloads of one language's messages, the others' left out. */
function withLanguagePreloads(html: string, locale: Locale): string {
  return html.replace(/[ \t]*<link [^>]*data-language="(\w+)"[^>]*>\n?/g, (link, language: string) =>
    language === locale ? link : '',
  );
}
