import { catalogues, flatten } from '@app/shared/i18n/catalogue';
import type { Locale } from '@app/shared/i18n/locales';
import type { ReactNode } from 'react';
import { CatalogueProvider, type LoadedCatalogue } from './catalogue-provider';

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
async function load(locale: Locale): Promise<LoadedCatalogue> {
  if (!pseudoLanguageOn()) return { locale, messages: flatten(await catalogues[locale]()) };
  const [english, { pseudoMessages }] = await Promise.all([catalogues.en(), import('./pseudo')]);
  return { locale: 'en', messages: pseudoMessages(flatten(english)) };
}

/**
 * Speaks the console's language: its whole catalogue is fetched when it is chosen (a chunk of its
 * own, so the first script carries no language).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <CatalogueProvider load={load}>{children}</CatalogueProvider>;
}
