import { can, type Access, type Area } from '@app/shared/accounts/permissions';
import { currentSelection } from './current-selection';
import { useAuth } from './auth-store';

/** Whether the chosen profile's role may read or write an area; the server checks the same rules. */
export function usePermission(area: Area, access: Access = 'read'): boolean {
  const selection = currentSelection(useAuth());
  return !!selection && can(selection.profile.role, area, access);
}

/** The role of the chosen profile, or null before a school and profile are chosen. */
export function useCurrentRole(): number | null {
  return currentSelection(useAuth())?.profile.role ?? null;
}
