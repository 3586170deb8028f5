import type english from './catalogues/en/index';
import type { Locale } from './locales';

type English = typeof english;

/**
 * A language's messages (ADR 019): English's namespaces, each with English's keys, every one an ICU
 * message. Kiswahili is declared as one, so a key English has and Kiswahili lacks fails the build.
 */
export type Catalogue = { [N in keyof English]: { [K in keyof English[N]]: string } };

/** "namespace.key": every message the product can show. */
export type MessageKey = {
  [N in keyof English]: `${N & string}.${keyof English[N] & string}`;
}[keyof English];

/** The namespaces as one map of "namespace.key" to message, as react-intl and @formatjs/intl take it. */
export function flatten<M>(catalogue: Record<string, Record<string, M>>): Record<string, M> {
  const messages: Record<string, M> = {};
  for (const [namespace, entries] of Object.entries(catalogue))
    for (const [key, message] of Object.entries(entries)) messages[`${namespace}.${key}`] = message;
  return messages;
}

/**
 * Each language's catalogue, loaded only when asked for: the console fetches the one it speaks (its
 * own chunk), the server all of them at start.
 */
export const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => (await import('./catalogues/en/index')).default,
  sw: async () => (await import('./catalogues/sw/index')).default,
};

// react-intl and @formatjs/intl take only keys of the catalogues: a mistyped key fails the build.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
