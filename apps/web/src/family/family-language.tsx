import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import type { Locale } from '@app/shared/i18n/locales';
import type { ReactNode } from 'react';
import { CatalogueProvider, type LoadedCatalogue } from '../i18n/catalogue-provider';

export type Loaded = LoadedCatalogue;

/** The family app's own namespaces only (familyCatalogues: a chunk per language), never the console's. */
const load = async (locale: Locale): Promise<Loaded> => ({
  locale,
  messages: flatten(await familyCatalogues[locale]()),
});

/**
 * Speaks the family app's language (the account's, else the browser's, else the school's:
 * i18n/language.ts). The page's language first when the server rendered the sign-in screen in it
 * (main.tsx): hydration must find the same words; the app's own choice follows, if another, once
 * hydrated.
 */
export function FamilyLanguage({ children, initial }: { children: ReactNode; initial?: Loaded | undefined }) {
  return (
    <CatalogueProvider load={load} initial={initial}>
      {children}
    </CatalogueProvider>
  );
}
