import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogues, flatten } from './catalogue';
import { INTL_LOCALES, LOCALES, type Locale } from './locales';

/** One language's formatter of messages, dates and numbers. */
export type Translator = IntlShape;

const cache = createIntlCache();

/**
 * Every language's formatter, made once (the server's): messages from the catalogues, dates and
 * numbers in the language's Kenyan locale.
 */
export async function loadTranslators(): Promise<Record<Locale, IntlShape>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = flatten(await catalogues[locale]());
      return [locale, createIntl({ locale: INTL_LOCALES[locale], messages }, cache)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, IntlShape>;
}
