import path from 'node:path';
import { createServer, type Plugin } from 'vite';

const PRERENDER_ENTRY = '/src/family/sign-in/sign-in-prerender.tsx';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;

/**
 * The family app's first screen without waiting for its script (issue 23 §2, 3 s on 'Slow 3G'): its
 * page gets the sign-in screen rendered in every language, each between `<!--sign-in:xx-->` marks that
 * the server keeps one of (apps/server/src/http/family-app.ts), and its stylesheet inline, so the
 * screen paints with the page alone instead of after two more round trips. The rendering loads the
 * screen's own modules through Vite (ssrLoadModule), with the same CSS modules naming as the build.
 */
export function familySignInPrerender(): Plugin {
  let root = process.cwd();
  return {
    name: 'transport-admin-family-sign-in-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        if (path.basename(context.filename) !== 'family.html' || !context.bundle) return html;
        const bundle = context.bundle;
        const withStyle = html.replace(STYLESHEET, (link, fileName: string) => {
          const asset = bundle[fileName];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
        const pages = await renderPages(root);
        const marked = Object.entries(pages)
          .map(([locale, page]) => `<!--sign-in:${locale}-->${page}<!--/sign-in:${locale}-->`)
          .join('');
        return withStyle.replace('<div id="root"></div>', () => `<div id="root">${marked}</div>`);
      },
    },
  };
}

/** The sign-in screen in each language (sign-in-prerender.tsx), from a Vite server of this app's config. */
async function renderPages(root: string): Promise<Record<string, string>> {
  const server = await createServer({
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // The app's config, less this plugin (it would render again inside itself).
    plugins: [],
  });
  try {
    const module = (await server.ssrLoadModule(PRERENDER_ENTRY)) as {
      renderSignIn: () => Promise<Record<string, string>>;
    };
    return await module.renderSignIn();
  } finally {
    await server.close();
  }
}
