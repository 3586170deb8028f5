import { catalogues, flatten } from '@app/shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from './language';

type Loaded = { locale: Locale; messages: Record<string, unknown> };

/**
 * Speaks the console's language: its catalogue is fetched when it is chosen (a chunk of its own, so
 * the first script carries no language), the page's `<html lang>` follows, and until the first
 * catalogue is in nothing is shown (a page of keys would flash otherwise). A switch keeps showing the
 * last language until the next one is in.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const locale = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void catalogues[locale]().then((catalogue) => {
      if (current) setLoaded({ locale, messages: flatten(catalogue) });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
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
