import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { API_BASE_META_NAME } from '@app/shared/common/api-base';

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

/** This server's API on the page's own origin. */
const OWN_API_BASE = '/api';
const DEFAULT_API_BASE: string = import.meta.env.VITE_API_URL ?? OWN_API_BASE;
/** Accounts and tenant calls go to the authentication service. */
export const AUTH_BASE: string = import.meta.env.VITE_AUTH_URL ?? OWN_API_BASE;

/** The school's API base as the server gave it: the stored tenant's domain, else the first tenant's. */
function schoolDomain(): string | undefined {
  const user = readAuthData()?.user;
  const tenantId = readTenantId();
  const stored = user?.tenants.find((tenant) => tenant.tenant === tenantId);
  return stored?.domain || user?.tenants[0]?.domain;
}

/** The API base of business calls: the school's domain, else the default. */
export function apiBase(): string {
  const domain = schoolDomain();
  if (!domain) return DEFAULT_API_BASE;
  // A school served by the deployment this page came from is called on this page's own origin: its domain
  // (PUBLIC_URL + /api) may name another host for the same server (localhost when the page was opened at
  // 127.0.0.1 or from another computer), and a cross-origin call would also cost a CORS preflight.
  return isOwnApiBase(domain) ? OWN_API_BASE : domain;
}

function isOwnApiBase(domain: string): boolean {
  const target = comparable(domain);
  return target !== null && ownApiBases().some((base) => !!base && comparable(base) === target);
}

function ownApiBases(): (string | undefined)[] {
  // The server announces its own API base (PUBLIC_URL + /api) in the index.html it serves.
  const announced = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META_NAME}"]`)?.content;
  // Without the announcement (the vite dev server), this page's origin + /api is the only known own base.
  return [announced, `${window.location.origin}${OWN_API_BASE}`];
}

/**
 * A URL the API answered under the school's API base (a record's photo) as the path of a business
 * call, so it is fetched where every call goes (`apiBase()`: this page's origin for this deployment's
 * schools); null for a URL under no base of the school, which is never sent the caller's credentials.
 */
export function schoolApiPath(url: string): string | null {
  const target = comparable(url);
  if (target === null) return null;
  for (const base of [schoolDomain(), ...ownApiBases()]) {
    const prefix = base && comparable(base);
    if (prefix && target.startsWith(`${prefix}/`)) return target.slice(prefix.length);
  }
  return null;
}

/** A URL in one spelling: case of scheme and host, default port and trailing slashes do not matter. */
function comparable(url: string): string | null {
  try {
    return new URL(url).href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
