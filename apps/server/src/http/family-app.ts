import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHONE_POSTED_META_NAME, SIGN_IN_PAGE_PATH } from '@app/shared/family/sign-in-page';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { MAP_ATTRIBUTION_META_NAME, MAP_TILES_META_NAME } from '@app/shared/map-settings/map-meta';
import type { Config } from '../config/env';
import { withPostedPhone, withSignIn } from './family-sign-in-page';
import { acceptedLocale } from './language';

/** The family app's page and manifest, like index.html: the same for every request until the next release. */
const REVALIDATE = 'no-cache';
/** A posted sign-in form holds a phone number: a few hundred bytes at most. */
const POSTED_FORM_LIMIT = 1024;

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
  // request's, so a slow phone fetches them with the scripts instead of a round trip after them. And
  // it holds the sign-in screen in that language (the build renders it in each): usable before the script.
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, withSignIn(withLanguagePreloads(html, locale), locale)]),
  ) as Record<Locale, string>;
  const pageOf = (request: FastifyRequest) =>
    pages[acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE];
  const send = (reply: FastifyReply, page: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-language')
      .send(page);
  const page = (request: FastifyRequest, reply: FastifyReply) => send(reply, pageOf(request));
  app.get('/family', { schema: { hide: true } }, page);
  app.get('/family/*', { schema: { hide: true } }, page);

  // The sign-in form pressed before the script arrived (a plain form post): the page again, its phone
  // filled in and marked posted, so the script, once in, asks for the code (sign-in/typed-before-script.ts).
  // Nothing is sent from here: the code is asked for by the API call, its limits and all (ADR 005).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: POSTED_FORM_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(SIGN_IN_PAGE_PATH, { schema: { hide: true } }, (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      return send(reply, withPostedPhone(pageOf(request), form.get('phone') ?? '', PHONE_POSTED_META_NAME));
    });
  });

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
