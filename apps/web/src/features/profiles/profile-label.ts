import type { ProfileEntry } from '@app/shared/accounts/auth.schemas';
import { PROFILE_TYPES } from '@app/shared/accounts/roles';

/** A profile is named by its role and its profile type, e.g. "School Administrator (Administrator)". */
export function profileLabel(profile: ProfileEntry): string {
  const typeName = PROFILE_TYPES.find((type) => type.id === profile.profile_type)?.name;
  return typeName && typeName !== profile.role_name
    ? `${profile.role_name} (${typeName})`
    : profile.role_name;
}
