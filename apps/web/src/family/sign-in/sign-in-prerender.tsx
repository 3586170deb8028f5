import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import { INTL_LOCALES, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { SignInPage } from './sign-in-page';

/**
 * The sign-in screen rendered to HTML in each language, at build time (vite-family-prerender.ts): the
 * server sends it inside /family's page, so a phone on a slow network can type its number before the
 * script arrives, and the script then hydrates it (main.tsx) instead of drawing it again.
 */
export async function renderSignIn(): Promise<Record<Locale, string>> {
  const pages = await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = flatten(await familyCatalogues[locale]()) as Record<string, string>;
      const html = renderToString(
        <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={INTL_LOCALES.en} messages={messages}>
          <Router ssrPath="/family/sign-in">
            <SignInPage />
          </Router>
        </IntlProvider>,
      );
      return [locale, html] as const;
    }),
  );
  return Object.fromEntries(pages) as Record<Locale, string>;
}
