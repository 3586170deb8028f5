import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@app/shared/i18n/locales';
import { useSyncExternalStore } from 'react';

/**
 * The console's language (ADR 019): the account's choice once signed in, else the browser's
 * languages, else the school's default, else English. Kept here, outside React, because the API
 * client sends it with every call (Accept-Language) and the server answers its messages in it.
 */
type Choice = { account: Locale | null; school: Locale | null };
let choice: Choice = { account: null, school: null };
let current: Locale = decide(choice);
const listeners = new Set<() => void>();

function decide({ account, school }: Choice): Locale {
  if (account) return account;
  const browser = typeof navigator === 'undefined' ? undefined : matchLocale(navigator.languages ?? []);
  return browser ?? school ?? DEFAULT_LOCALE;
}

/** Tells the console what the account and the school chose; the language follows at once. */
export function setLanguageChoice(patch: Partial<Record<keyof Choice, string | null | undefined>>): void {
  const next: Choice = { ...choice };
  for (const key of ['account', 'school'] as const)
    if (key in patch) next[key] = isLocale(patch[key]) ? (patch[key] as Locale) : null;
  choice = next;
  const decided = decide(choice);
  if (decided === current) return;
  current = decided;
  for (const listener of listeners) listener();
}

/** The language the console speaks now. */
export const currentLanguage = (): Locale => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The same on hydration (the family app's sign-in screen rendered at build time is taken over by it).
export const useLanguage = (): Locale => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
