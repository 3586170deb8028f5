import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from './language';

/** A language's messages as react-intl takes them ("namespace.key"), and the language they are in. */
export type LoadedCatalogue = { locale: Locale; messages: Record<string, unknown> };

/**
 * Speaks the chosen language (language.ts) with the messages `load` fetches for it, for the console
 * and the family app alike: each passes its own loader (the console's whole catalogue, the family
 * app's few namespaces), so this imports no catalogue and the family app's first script stays small.
 * Nothing is shown until the first language is in (a screen of keys would flash otherwise); a switch
 * keeps the last language until the next one is in. `load` must be the same function every render.
 */
export function CatalogueProvider({
  children,
  load,
  initial,
}: {
  children: ReactNode;
  load: (locale: Locale) => Promise<LoadedCatalogue>;
  /** Already in (a page the server rendered in it): shown at once, so hydration finds the same words. */
  initial?: LoadedCatalogue | undefined;
}) {
  const locale = useLanguage();
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(initial ?? null);

  useEffect(() => {
    let current = true;
    void load(locale).then((next) => {
      if (current) setLoaded(next);
    });
    return () => {
      current = false;
    };
  }, [locale, load]);

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
