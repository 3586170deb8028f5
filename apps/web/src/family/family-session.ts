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

/** A school the guardian may act in: the school and their guardian profile there. */
export type FamilySchool = { tenant: TenantEntry; profileId: string };

/** The guardian's school and profile, chosen after sign-in. */
export type FamilySession = FamilySchool & { user: LoginResponse['user'] };

/** The guardian profiles of an account, with their school: one a school (ADR 022). */
function guardianProfiles(data: LoginResponse | null): FamilySchool[] {
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
/** The signed-in account's schools, chosen or not; none when signed out. */
let schools: FamilySchool[] = inBrowser ? guardianProfiles(readAuthData()) : [];
const listeners = new Set<() => void>();
const schoolListeners = new Set<() => void>();
if (inBrowser) followLanguage();

const schoolKey = (chosen: FamilySchool | null) =>
  chosen ? `${chosen.tenant.tenant}/${chosen.profileId}` : '';

/** The app speaks the account's language, else the browser's, else the school's (ADR 019). */
function followLanguage(): void {
  setLanguageChoice({
    account: session?.user.language ?? readAuthData()?.user.language ?? null,
    school: session?.tenant.default_language ?? null,
  });
}

/** Re-reads storage (a sign-in, a sign-out, a renewed token, another tab). */
export function reloadSession(): void {
  const before = schoolKey(session);
  session = readSession();
  schools = guardianProfiles(readAuthData());
  followLanguage();
  // Before the screens draw again: what the last school's calls answered must not show under another.
  if (schoolKey(session) !== before) for (const listener of schoolListeners) listener();
  for (const listener of listeners) listener();
}

/** Calls `listener` when the guardian acts in another school (chosen here or in another tab) or none. */
export function onSchoolChange(listener: () => void): () => void {
  schoolListeners.add(listener);
  return () => schoolListeners.delete(listener);
}

/** Whether a guardian is signed in on this phone: their school chosen, or one of theirs to choose. */
export const hasFamilySession = (): boolean => session !== null || schools.length > 1;

function useStored<T>(read: () => T): T {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    // Hydrating the sign-in screen rendered at build time (main.tsx): what this phone has stored, as after.
    read,
  );
}

export const useFamilySession = (): FamilySession | null => useStored(() => session);

/** The signed-in guardian's schools (more than one: the app offers the choice); none when signed out. */
export const useFamilySchools = (): FamilySchool[] => useStored(() => schools);

/** Acts as the guardian's profile at `school` from now on, on this phone and (remembered) on the server. */
export function chooseSchool(school: FamilySchool): void {
  writeSelection(school.tenant.tenant, school.profileId);
  // The server remembers the choice, as the console's profile chooser does; the app does not wait on it.
  void authApi
    .post(
      '/tenants/users/set-active-profile/',
      { tenant: school.tenant.tenant, profile: school.profileId },
      true,
    )
    .catch(() => undefined);
  reloadSession();
}

/**
 * Keeps a sign-in's answer and acts as its guardian profile; a guardian at two schools (a profile at
 * each) chooses one next (/family/schools), as none is chosen for them. Resolves to false for an
 * account with no guardian profile (it is signed out again).
 */
export async function startSession(data: LoginResponse): Promise<boolean> {
  const [first, ...others] = guardianProfiles(data);
  if (!first) {
    clearSession();
    reloadSession();
    return false;
  }
  writeAuthData(data);
  if (others.length === 0) {
    chooseSchool(first);
    return true;
  }
  // A choice left from an earlier sign-in (or the console's profile) is not the guardian's choice now.
  writeSelection(null, null);
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
