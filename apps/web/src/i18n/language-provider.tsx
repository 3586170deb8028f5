import { catalogues, flatten } from '@app/shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from './language';

type Loaded = { locale: Locale; messages: Record<string, unknown> };

/**
 * The switch of the pseudo-language (ADR 019; pseudo.ts), for translators and the layout tests:
 * `localStorage.setItem('ta.pseudoLanguage', '1')` and a reload. Not a language anyone chooses.
 */
const PSEUDO_LANGUAGE = 'ta.pseudoLanguage';

function pseudoLanguageOn(): boolean {
  try {
    return localStorage.getItem(PSEUDO_LANGUAGE) === '1';
  } catch {
    // Storage refused (a private window's settings): the console speaks as chosen.
    return false;
  }
}

/** The language's messages; with the pseudo-language on, English's made pseudo (loaded only then). */
async function load(locale: Locale): Promise<Loaded> {
  if (!pseudoLanguageOn()) return { locale, messages: flatten(await catalogues[locale]()) };
  const [english, { pseudoMessages }] = await Promise.all([catalogues.en(), import('./pseudo')]);
  return { locale: 'en', messages: pseudoMessages(flatten(english)) };
}

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
    void load(locale).then((next) => {
      if (current) setLoaded(next);
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
