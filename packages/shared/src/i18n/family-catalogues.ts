import type { Locale } from './locales';

/**
 * The family app's messages in each language, loaded only when asked for (issue 23 §2): its own
 * namespace (familyApp) and the guardian calls' validation messages (family). The family app fetches
 * these alone, never the console's whole catalogue (catalogue.ts), so a guardian's phone loads little.
 */
export const familyCatalogues: Record<Locale, () => Promise<Record<string, Record<string, unknown>>>> = {
  en: async () => {
    const [familyApp, family] = await Promise.all([
      import('./catalogues/en/familyApp.json'),
      import('./catalogues/en/family.json'),
    ]);
    return { familyApp: familyApp.default, family: family.default };
  },
  sw: async () => {
    const [familyApp, family] = await Promise.all([
      import('./catalogues/sw/familyApp.json'),
      import('./catalogues/sw/family.json'),
    ]);
    return { familyApp: familyApp.default, family: family.default };
  },
};
