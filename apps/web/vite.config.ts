import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { familySignInPrerender } from './vite-family-prerender';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz copy next to every compressible file of the build, once, at the highest
 * levels, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing on every request. index.html is left out: the server adds the API base to it.
 */
function precompress(): Plugin {
  return {
    name: 'transport-admin-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.resolve('dist');
      const files = Object.keys(bundle).filter(
        (name) => /\.(js|mjs|css|svg|json|html|txt)$/.test(name) && name !== 'index.html',
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const content = await readFile(file);
          // Below about a packet, compression saves nothing worth a second request path.
          if (content.length < 1024) return;
          const size = content.length;
          await writeFile(
            `${file}.br`,
            await brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
          );
          await writeFile(`${file}.gz`, await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

/**
 * The catalogues (packages/shared/src/i18n/catalogues) parsed at build time (ADR 019): each ICU
 * message becomes the tree react-intl formats, so the console ships without the message parser
 * (aliased below to the formatter-only build) and each language's chunk is ready to use.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'transport-admin-precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      // Still JSON: Vite's own JSON plugin makes the module of it.
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

/**
 * The service worker (Workbox generateSW, production builds only): it precaches the built console
 * (index.html, scripts, styles, icons), so that after one visit with a connection the console, the
 * run sheet above all, opens on a bus without one. Every client route is answered with the cached
 * index.html, but never /api: API calls are not cached here (the run sheet keeps its own answer and
 * outbox in IndexedDB) and go to the network untouched. A new release's worker takes over at once
 * (skipWaiting, clientsClaim) and drops the last release's precache, so the next load is the new one.
 */
/** The family app's own chunks, in a folder of their own so the console's worker leaves them out. */
const FAMILY_ASSETS = 'assets/family';
const FAMILY_SOURCE = /[\\/]src[\\/]family[\\/]/;

/**
 * The family app's entry and the chunks made only of its own modules go under assets/family/; any other
 * (shared with the console: React, the catalogues' JSON) under assets/, where the console's worker
 * precaches it. A chunk's name alone would not do: the family calls' messages are a `family` chunk too.
 */
function familyChunkName(chunk: { name: string; isEntry: boolean; moduleIds: string[] }): string {
  const family =
    (chunk.isEntry && chunk.name === 'family') ||
    (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => FAMILY_SOURCE.test(id)));
  return family ? `${FAMILY_ASSETS}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * vite-plugin-pwa adds the console's worker registration to every page it builds; the family app
 * registers its own (public/family-sw.js) and must not download and precache the whole console.
 */
function familyWithoutConsoleWorker(): Plugin {
  return {
    name: 'transport-admin-family-without-console-worker',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        path.basename(context.filename) === 'family.html'
          ? html.replace(/<script id="vite-plugin-pwa:register-sw"[^>]*><\/script>/, '')
          : html,
    },
  };
}

/**
 * The family app's language chunks, preloaded by its page (each link marked with its language): on a
 * slow network the catalogue would otherwise be fetched only after the scripts ran, a round trip of
 * its own. The server keeps the links of the request's language alone (http/family-app.ts).
 */
function familyLanguagePreloads(): Plugin {
  const CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/](\w+)[\\/](familyApp|family)\.json$/;
  return {
    name: 'transport-admin-family-language-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (path.basename(context.filename) !== 'family.html' || !context.bundle) return html;
        const links = Object.values(context.bundle).flatMap((output) => {
          const language = output.type === 'chunk' && output.facadeModuleId?.match(CATALOGUE)?.[1];
          return language
            ? [
                `<link rel="modulepreload" crossorigin href="/${output.fileName}" data-language="${language}">`,
              ]
            : [];
        });
        return html.replace('</head>', () => `${links.join('\n')}\n</head>`);
      },
    },
  };
}

const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // registerSW.js, a file of its own: the server's CSP allows no inline script.
  injectRegister: 'script-defer',
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    // The family app (family.html) is another app with its own worker: a console visit does not fetch it.
    globIgnores: ['family.html', 'family-sw.js', 'family-icon-*', `${FAMILY_ASSETS}/**`],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/family(\/|$)/],
    runtimeCaching: [],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The Workbox runtime inside sw.js: one file to serve with no-cache, nothing else at the root.
    inlineWorkboxRuntime: true,
  },
});

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    precompress(),
    serviceWorker,
    familyWithoutConsoleWorker(),
    familyLanguagePreloads(),
    familySignInPrerender(),
  ],
  resolve: {
    alias: [
      // Messages come parsed (precompiledMessages): the formatter needs no parser in the browser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    // In development the API runs on :3000 (npm run dev); the console proxies /api to it.
    proxy: { '/api': process.env.VITE_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two apps: the console (index.html) and the family app (family.html, issue 23 §2).
      input: { index: path.resolve('index.html'), family: path.resolve('family.html') },
      output: { chunkFileNames: familyChunkName, entryFileNames: familyChunkName },
    },
  },
});
