import { currentSelection, type AuthState } from '../features/auth';

/** Paths a signed-in user may open before choosing a school and profile. */
const SELECTION_FREE = ['/select-profile', '/accept-invitation'];

/**
 * Where a protected path sends the user instead (spec part 1 §2 redirect rules), or null to stay:
 * signed out -> /login; no school at all -> /accept-invitation; no school/profile chosen -> /select-profile.
 */
export function protectedRedirect(auth: AuthState, pathname: string): string | null {
  if (!auth.isAuthenticated || !auth.user) return '/login';
  if (auth.user.tenants.length === 0) return pathname === '/accept-invitation' ? null : '/accept-invitation';
  if (!currentSelection(auth) && !SELECTION_FREE.includes(pathname)) return '/select-profile';
  return null;
}
