import { can, isConsoleRole } from '@app/shared/accounts/permissions';
import { currentSelection, type AuthState } from '../features/auth';

/** Paths a signed-in user may open before choosing a school and profile. */
const SELECTION_FREE = ['/select-profile', '/accept-invitation'];

/** Where drivers and bus attendants work (beyond the spec): their trips of the day, on a phone. */
const RUN_SHEET = '/run-sheet';

/**
 * Where a protected path sends the user instead (spec part 1 §2 redirect rules), or null to stay:
 * signed out -> /login; no school at all -> /accept-invitation; no school/profile chosen -> /select-profile.
 * Beyond the spec, a profile that has trips to run but no console (Driver, Bus Attendant) lands on the
 * run sheet rather than the dashboard: after choosing the profile, signing in, or opening `/`.
 */
export function protectedRedirect(auth: AuthState, pathname: string): string | null {
  if (!auth.isAuthenticated || !auth.user) return '/login';
  if (auth.user.tenants.length === 0) return pathname === '/accept-invitation' ? null : '/accept-invitation';
  const selection = currentSelection(auth);
  if (!selection) return SELECTION_FREE.includes(pathname) ? null : '/select-profile';
  const { role } = selection.profile;
  if (pathname === '/' && !isConsoleRole(role) && can(role, 'assigned-trips', 'read')) return RUN_SHEET;
  return null;
}
