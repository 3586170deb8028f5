import crypto from 'node:crypto';
import { ROLES } from '@app/shared/accounts/roles';
import { profiles, tenants, users } from '../src/db/schema';
import { hashPassword } from '../src/features/accounts/passwords';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'Sup3r-secret!';

export type SignedIn = {
  userId: string;
  email: string;
  tenantId: string;
  profileId: string;
  token: string;
  /** Spread into request options: token, tenant and profile. */
  auth: { token: string; tenant: string; profile: string };
};

/** A confirmed user with a password. */
export async function createUser(t: TestApp, overrides: { email?: string; confirmed?: boolean } = {}) {
  const email = overrides.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      first_name: 'Test',
      last_name: 'User',
      password_hash: await hashPassword(TEST_PASSWORD),
      email_confirmed_at: overrides.confirmed === false ? null : new Date(),
    })
    .returning();
  return user!;
}

export async function createTenant(t: TestApp, name = `School ${crypto.randomBytes(3).toString('hex')}`) {
  const [tenant] = await t.database.db.insert(tenants).values({ name }).returning();
  return tenant!;
}

/** A user holding one profile of the given role in a school (a new school unless one is given). */
export async function signedInAs(
  t: TestApp,
  options: { role?: number; tenantId?: string; email?: string } = {},
): Promise<SignedIn> {
  const roleId = options.role ?? 100;
  const role = ROLES.find((candidate) => candidate.id === roleId);
  if (!role) throw new Error(`unknown role ${roleId}`);
  const tenantId = options.tenantId ?? (await createTenant(t)).id;
  const user = await createUser(t, { email: options.email });
  const profileType = Math.floor(role.role_type / 100) * 100;
  const [profile] = await t.database.db
    .insert(profiles)
    .values({ tenant_id: tenantId, user_id: user.id, profile_type: profileType, role_id: roleId })
    .returning();
  const token = await t.app.tokens.sign(user.id);
  return {
    userId: user.id,
    email: user.email,
    tenantId,
    profileId: profile!.id,
    token,
    auth: { token, tenant: tenantId, profile: profile!.id },
  };
}
