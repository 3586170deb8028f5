import { currentSelection, type AuthState } from '../features/auth';
import { landingOf } from './landing';

/** Paths a signed-in user may open before choosing a school and profile. */
const SELECTION_FREE = ['/select-profile', '/accept-invitation'];

/**
 * Where a protected path sends the user instead (spec part 1 §2 redirect rules), or null to stay:
 * signed out -> /login; no school at all -> /accept-invitation; no school/profile chosen -> /select-profile.
 * Beyond the spec, a profile without the console lands on its own screen rather than the dashboard (after
 * choosing the profile, signing in, or opening `/`): one with trips to run (Driver, Bus Attendant) on the
 * run sheet, a Teacher or Staff Member on their field trips (issue 25 §4).
 */
export function protectedRedirect(auth: AuthState, pathname: string): string | null {
  if (!auth.isAuthenticated || !auth.user) return '/login';
  if (auth.user.tenants.length === 0) return pathname === '/accept-invitation' ? null : '/accept-invitation';
  const selection = currentSelection(auth);
  if (!selection) return SELECTION_FREE.includes(pathname) ? null : '/select-profile';
  return pathname === '/' ? landingOf(selection.profile.role) : null;
}
