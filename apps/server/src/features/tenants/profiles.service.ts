import { and, eq } from 'drizzle-orm';
import { PROFILE_TYPES, ROLES } from '@app/shared/accounts/roles';
import type { Metadata, SetActiveProfileInput } from '@app/shared/accounts/tenancy.schemas';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUuid } from '../../http/ids';

export type UserContext = { db: Db; userId: string };

/** Profile types and roles, for the invitation form and the profile names of the console. */
export function getMetadata(): Metadata {
  return {
    profile_types: PROFILE_TYPES.map(({ id, name }) => ({ id, name })),
    roles: { flat: ROLES.map(({ id, name, role_type }) => ({ id, name, role_type })) },
  };
}

/** Remembers the chosen school and profile; only a profile of this user in that school. */
export async function setActiveProfile(ctx: UserContext, input: SetActiveProfileInput) {
  const owned =
    isUuid(input.tenant) && isUuid(input.profile)
      ? await ctx.db
          .select({ id: profiles.id })
          .from(profiles)
          .where(
            and(
              eq(profiles.tenant_id, input.tenant),
              eq(profiles.id, input.profile),
              eq(profiles.user_id, ctx.userId),
            ),
          )
          .limit(1)
      : [];
  if (owned.length === 0) throw new AppError(403, 'This profile does not belong to you in this school.');
  const tenant = input.tenant.toLowerCase();
  const profile = input.profile.toLowerCase();
  await ctx.db
    .update(users)
    .set({ active_tenant_id: tenant, active_profile_id: profile })
    .where(eq(users.id, ctx.userId));
  return { detail: 'Active profile set.', tenant, profile };
}
