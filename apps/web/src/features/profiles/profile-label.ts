import type { ProfileEntry } from '@app/shared/accounts/auth.schemas';
import { PROFILE_TYPES } from '@app/shared/accounts/roles';

/**
 * A profile is named by its role and its profile type, e.g. "School Administrator (Administrator)",
 * and by the person it stands for when it has one: "Driver (Staff): Peter Otieno".
 */
export function profileLabel(profile: ProfileEntry): string {
  const typeName = PROFILE_TYPES.find((type) => type.id === profile.profile_type)?.name;
  const role =
    typeName && typeName !== profile.role_name ? `${profile.role_name} (${typeName})` : profile.role_name;
  return profile.person_name ? `${role}: ${profile.person_name}` : role;
}
