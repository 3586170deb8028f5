import type { LoginResponse, User } from '@app/shared/accounts/auth.schemas';
import { useSyncExternalStore } from 'react';
import { setLanguageChoice } from '../../i18n/language';
import { readAuthData, readProfileId, readTenantId } from '../../lib/session';
import { currentSelection } from './current-selection';

/** Authentication state of spec part 1 §3, plus the stored school and profile selection. */
export type AuthState = {
  user: User | null;
  access: string | null;
  refresh: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  registrationSuccess: boolean;
  confirmationSuccess: boolean;
  resendSuccess: boolean;
  registeredEmail: string | null;
  /** The last session ended because it could not be renewed: the sign-in form says so. */
  sessionExpired: boolean;
  currentTenantId: string | null;
  currentProfileId: string | null;
};

// The registered address survives a reload of /confirm-email, but not the browser session.
const REGISTERED_EMAIL_KEY = 'registeredEmail';

function fromStorage(): AuthState {
  const data = readAuthData();
  return {
    ...tokensOf(data),
    loading: false,
    error: null,
    registrationSuccess: false,
    confirmationSuccess: false,
    resendSuccess: false,
    registeredEmail: sessionStorage.getItem(REGISTERED_EMAIL_KEY),
    sessionExpired: false,
    currentTenantId: readTenantId(),
    currentProfileId: readProfileId(),
  };
}

export function tokensOf(
  data: LoginResponse | null,
): Pick<AuthState, 'user' | 'access' | 'refresh' | 'isAuthenticated'> {
  return {
    user: data?.user ?? null,
    access: data?.access ?? null,
    refresh: data?.refresh ?? null,
    isAuthenticated: !!data?.access,
  };
}

let state: AuthState = fromStorage();
const listeners = new Set<() => void>();
followLanguage();

/** The console speaks the account's language, else the browser's, else the chosen school's (ADR 019). */
function followLanguage(): void {
  setLanguageChoice({
    account: state.user?.language ?? null,
    school: currentSelection(state)?.tenant.default_language ?? null,
  });
}

function getAuthState(): AuthState {
  return state;
}

export function setAuthState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  followLanguage();
  if ('registeredEmail' in patch) {
    if (patch.registeredEmail) sessionStorage.setItem(REGISTERED_EMAIL_KEY, patch.registeredEmail);
    else sessionStorage.removeItem(REGISTERED_EMAIL_KEY);
  }
  for (const listener of listeners) listener();
}

/** Re-reads what another tab or the API client (token refresh) changed in storage. */
export function reloadAuthState(): void {
  setAuthState({
    ...tokensOf(readAuthData()),
    currentTenantId: readTenantId(),
    currentProfileId: readProfileId(),
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}

window.addEventListener('storage', (event) => {
  if (event.key === null || ['authData', 'currentTenantId', 'currentProfileId'].includes(event.key))
    reloadAuthState();
});
