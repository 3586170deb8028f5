import type { ProfileEntry, TenantEntry } from '@app/shared/accounts/auth.schemas';
import type { AuthState } from './auth-store';

/** The stored school and profile, when both still belong to the signed-in user. */
export function currentSelection(
  auth: Pick<AuthState, 'user' | 'currentTenantId' | 'currentProfileId'>,
): { tenant: TenantEntry; profile: ProfileEntry } | null {
  const tenant = auth.user?.tenants.find((entry) => entry.tenant === auth.currentTenantId);
  const profile = tenant?.profiles.find((entry) => entry.profile_id === auth.currentProfileId);
  return tenant && profile ? { tenant, profile } : null;
}
