import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from '../i18n/language';

export type Loaded = { locale: Locale; messages: Record<string, unknown> };

/**
 * Speaks the family app's language (the account's, else the browser's, else the school's: i18n/language.ts):
 * its messages (familyCatalogues: a chunk per language) are fetched when the language is chosen, `<html lang>` and the page's title follow, and
 * nothing is shown until the first language is in (a screen of keys would flash otherwise).
 */
export function FamilyLanguage({ children, initial }: { children: ReactNode; initial?: Loaded | undefined }) {
  const locale = useLanguage();
  // The page's language first when the server rendered the sign-in screen in it (main.tsx): hydration
  // must find the same words; the app's own choice follows, if another, once hydrated.
  const [loaded, setLoaded] = useState<Loaded | null>(initial ?? null);

  useEffect(() => {
    let current = true;
    void familyCatalogues[locale]().then((catalogue) => {
      if (current) setLoaded({ locale, messages: flatten(catalogue) });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  // Before the browser paints the words: a screen reader never reads one language as the other.
  useLayoutEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return null;
  return (
    <IntlProvider
      locale={INTL_LOCALES[loaded.locale]}
      defaultLocale={INTL_LOCALES.en}
      messages={loaded.messages as Record<string, string>}
    >
      {children}
    </IntlProvider>
  );
}
