import crypto from 'node:crypto';
import { ROLES } from '@app/shared/accounts/roles';
import type { Vehicle, VehicleInput } from '@app/shared/vehicles/vehicle.schemas';
import { profiles, tenants, users } from '../src/db/schema';
import { hashPassword } from '../src/features/accounts/passwords';
import { issueTokenPair } from '../src/features/accounts/refresh-tokens';
import { afterAll } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';

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
  // Made with an address, so the tests of e-mail accounts read it as one.
  return { ...user!, email };
}

export async function createTenant(t: TestApp, name = `School ${crypto.randomBytes(3).toString('hex')}`) {
  const [tenant] = await t.database.db.insert(tenants).values({ name }).returning();
  return tenant!;
}

/** An access token of a new session (sign-in) of the user, as a login would give. */
export async function sessionToken(t: TestApp, userId: string): Promise<string> {
  const pair = await issueTokenPair(
    { db: t.database.db, config: t.app.config, tokens: t.app.tokens },
    userId,
  );
  return pair.access;
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
  const token = await sessionToken(t, user.id);
  return {
    userId: user.id,
    email: user.email,
    tenantId,
    profileId: profile!.id,
    token,
    auth: { token, tenant: tenantId, profile: profile!.id },
  };
}

/** A vehicle of the signed-in user's school, created through the API. */
export async function createVehicleRecord(
  t: TestApp,
  as: SignedIn,
  overrides: Partial<VehicleInput> = {},
): Promise<Vehicle> {
  const body: VehicleInput = {
    registration_number: `K${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
    code: 'BUS-01',
    max_capacity: 40,
    is_active: true,
    ...overrides,
  };
  const response = await t.request<Vehicle>('POST', '/transport/vehicles/', { ...as.auth, body });
  if (response.status !== 201)
    throw new Error(`vehicle not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A guardian of the signed-in user's school, created through the API. */
export async function createGuardianRecord(
  t: TestApp,
  as: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; mobile_number: string; email: string | null }> {
  const body = {
    first_name: 'Wanjiku',
    last_name: 'Kariuki',
    mobile_number: `2547${crypto.randomInt(10_000_000, 100_000_000)}`,
    ...overrides,
  };
  const response = await t.request('POST', '/guardians/', { ...as.auth, body });
  if (response.status !== 201)
    throw new Error(`guardian not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * A test file's app, started once, with a signed-in user of a new school (a School Administrator
 * unless `role` says otherwise); the app closes after the file's tests. Called at the top of a file.
 */
export async function appWithSchool(role = 100): Promise<{ t: TestApp; school: SignedIn }> {
  const t = await startTestApp();
  afterAll(() => t.close());
  return { t, school: await signedInAs(t, { role }) };
}
