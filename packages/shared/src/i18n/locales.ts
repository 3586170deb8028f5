/**
 * The languages of the product (ADR 019). A new one needs its catalogue (catalogues/<code>/) and its
 * entry here; nothing else names a language.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

/** `PUT` the account's language here (body: auth.schemas languageInputSchema). Kept here, not with the
 * schemas, so the console's first script need not carry zod to name it. */
export const LANGUAGE_PATH = '/user/language/';

/** What the product speaks when nobody has said otherwise: the spec's own words. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, shown so in every language (a reader finds their own). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The locale `Intl` formats dates, numbers and money in: the schools are in Kenya. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The product's language that best serves a browser's list of wanted languages (`navigator.languages`,
 * most wanted first): the first whose language (`sw` of `sw-KE`) is one of ours, or undefined. The
 * server weighs Accept-Language with a library (negotiator); a browser's list is already in order.
 */
export function matchLocale(wanted: readonly string[]): Locale | undefined {
  for (const tag of wanted) {
    try {
      const { language } = new Intl.Locale(tag);
      if (isLocale(language)) return language;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return undefined;
}
