import type { LoginResponse, TenantEntry } from '@app/shared/accounts/auth.schemas';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { useSyncExternalStore } from 'react';
import { setLanguageChoice } from '../i18n/language';
import { authApi } from '../lib/api-client';
import {
  clearSession,
  readAuthData,
  readProfileId,
  readTenantId,
  writeAuthData,
  writeSelection,
} from '../lib/session';

/** The guardian's school and profile, chosen after sign-in. */
export type FamilySession = { user: LoginResponse['user']; tenant: TenantEntry; profileId: string };

/** The guardian profiles of an account, with their school. */
function guardianProfiles(data: LoginResponse | null): { tenant: TenantEntry; profileId: string }[] {
  return (data?.user.tenants ?? []).flatMap((tenant) =>
    tenant.profiles
      .filter((profile) => profile.profile_type === GUARDIAN_PROFILE_TYPE)
      .map((profile) => ({ tenant, profileId: profile.profile_id })),
  );
}

/** The stored session if it is a guardian's with a guardian profile chosen; null otherwise. */
function readSession(): FamilySession | null {
  const data = readAuthData();
  const chosen = guardianProfiles(data).find(
    (entry) => entry.tenant.tenant === readTenantId() && entry.profileId === readProfileId(),
  );
  return data && chosen ? { user: data.user, ...chosen } : null;
}

// Nothing stored where there is no browser: the sign-in screen rendered at build time (sign-in-prerender.tsx).
const inBrowser = typeof window !== 'undefined';
let session = inBrowser ? readSession() : null;
const listeners = new Set<() => void>();
if (inBrowser) followLanguage();

/** The app speaks the account's language, else the browser's, else the school's (ADR 019). */
function followLanguage(): void {
  setLanguageChoice({
    account: session?.user.language ?? readAuthData()?.user.language ?? null,
    school: session?.tenant.default_language ?? null,
  });
}

/** Re-reads storage (a sign-in, a sign-out, a renewed token, another tab). */
export function reloadSession(): void {
  session = readSession();
  followLanguage();
  for (const listener of listeners) listener();
}

/** Whether a guardian is signed in on this phone. */
export const hasFamilySession = (): boolean => session !== null;

export function useFamilySession(): FamilySession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    // Hydrating the sign-in screen rendered at build time (main.tsx): what this phone has stored, as after.
    () => session,
  );
}

/**
 * Keeps a sign-in's answer and acts as its guardian profile (the first, when a guardian has children
 * in two schools: choosing between them is left for later). Resolves to false for an account with no guardian profile (it is signed out again).
 */
export async function startSession(data: LoginResponse): Promise<boolean> {
  const [first] = guardianProfiles(data);
  if (!first) {
    clearSession();
    reloadSession();
    return false;
  }
  writeAuthData(data);
  writeSelection(first.tenant.tenant, first.profileId);
  // The server remembers the choice, as the console's profile chooser does; the app does not wait on it.
  void authApi
    .post(
      '/tenants/users/set-active-profile/',
      { tenant: first.tenant.tenant, profile: first.profileId },
      true,
    )
    .catch(() => undefined);
  reloadSession();
  return true;
}

/** Revokes the refresh token (best effort) and forgets the session. */
export async function endSession(): Promise<void> {
  const refresh = readAuthData()?.refresh;
  clearSession();
  reloadSession();
  if (!refresh) return;
  try {
    await authApi.post('/user/logout/', { refresh });
  } catch {
    // Already gone from this phone; a failed revocation changes nothing for the guardian.
  }
}

/** The account's language, kept on the server and in the stored sign-in answer; the app follows at once. */
export function storeLanguage(language: LoginResponse['user']['language']): void {
  const data = readAuthData();
  if (!data) return;
  writeAuthData({ ...data, user: { ...data.user, language } });
  reloadSession();
}

if (inBrowser)
  window.addEventListener('storage', (event) => {
    if (event.key === null || ['authData', 'currentTenantId', 'currentProfileId'].includes(event.key))
      reloadSession();
  });
