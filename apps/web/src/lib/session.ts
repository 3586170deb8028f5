import type { LoginResponse } from '@app/shared/accounts/auth.schemas';

/** What the browser keeps across reloads (spec part 1 §3): authData, currentTenantId, currentProfileId. */
const KEYS = { authData: 'authData', tenant: 'currentTenantId', profile: 'currentProfileId' } as const;

export function readAuthData(): LoginResponse | null {
  const raw = localStorage.getItem(KEYS.authData);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LoginResponse;
  } catch {
    return null;
  }
}

export function writeAuthData(data: LoginResponse): void {
  localStorage.setItem(KEYS.authData, JSON.stringify(data));
}

export function readTenantId(): string | null {
  return localStorage.getItem(KEYS.tenant);
}

export function readProfileId(): string | null {
  return localStorage.getItem(KEYS.profile);
}

export function writeSelection(tenantId: string | null, profileId: string | null): void {
  if (tenantId) localStorage.setItem(KEYS.tenant, tenantId);
  else localStorage.removeItem(KEYS.tenant);
  if (profileId) localStorage.setItem(KEYS.profile, profileId);
  else localStorage.removeItem(KEYS.profile);
}

/** Logout and a failed refresh clear the stored authentication, school and profile. */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** The API base of business calls: the stored tenant's domain, else the first tenant's, else the default. */
export function apiBase(): string {
  const user = readAuthData()?.user;
  const tenantId = readTenantId();
  const stored = user?.tenants.find((tenant) => tenant.tenant === tenantId);
  return stored?.domain || user?.tenants[0]?.domain || DEFAULT_API_BASE;
}

export const DEFAULT_API_BASE: string = import.meta.env.VITE_API_URL ?? '/api';
/** Accounts and tenant calls go to the authentication service. */
export const AUTH_BASE: string = import.meta.env.VITE_AUTH_URL ?? '/api';
