import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { FieldErrors } from '../../http/errors';
import { users } from '../accounts/users.table';
import { verifyPassword } from '../accounts/passwords';
import { createSchool } from './create-school';
import { profiles, tenants } from './tenants.table';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function stateOf(result: { tenant_id: string; user_id: string }) {
  const db = t.database.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, result.tenant_id));
  const [user] = await db.select().from(users).where(eq(users.id, result.user_id));
  const schoolProfiles = await db.select().from(profiles).where(eq(profiles.tenant_id, result.tenant_id));
  return { tenant, user, schoolProfiles };
}

describe('createSchool', () => {
  it('creates the school and a confirmed Administrator with the given password', async () => {
    const result = await createSchool(t.database.db, {
      name: '  Hillside Academy ',
      admin_email: ' Head.Teacher@Hillside.test ',
      admin_password: 'Correct-horse-1',
    });
    expect(result).toMatchObject({
      name: 'Hillside Academy',
      admin_email: 'head.teacher@hillside.test',
      user: 'created',
    });
    const { tenant, user, schoolProfiles } = await stateOf(result);
    expect(tenant).toMatchObject({ name: 'Hillside Academy', domain: null });
    expect(user).toMatchObject({
      email: 'head.teacher@hillside.test',
      first_name: 'Head',
      last_name: 'Teacher',
    });
    expect(user!.email_confirmed_at).toBeInstanceOf(Date);
    expect(await verifyPassword(user!.password_hash!, 'Correct-horse-1')).toBe(true);
    expect(schoolProfiles).toEqual([
      expect.objectContaining({
        id: result.profile_id,
        user_id: result.user_id,
        role_id: 100,
        profile_type: 100,
      }),
    ]);
  });

  it('lets the new Administrator sign in and see the school', async () => {
    const result = await createSchool(t.database.db, {
      name: 'Riverside Primary',
      admin_email: 'admin@riverside.test',
      admin_password: 'Riverside-pass-9',
    });
    const response = await t.request('POST', '/user/login/', {
      body: { email: 'admin@riverside.test', password: 'Riverside-pass-9' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.tenants).toEqual([
      expect.objectContaining({
        tenant: result.tenant_id,
        name: 'Riverside Primary',
        profiles: [expect.objectContaining({ profile_id: result.profile_id, profile_type: 100, role: 100 })],
      }),
    ]);
  });

  it('adds a profile to an existing user and leaves the password alone', async () => {
    const existing = await createUser(t, { email: 'teacher@lakeside.test' });
    const result = await createSchool(t.database.db, {
      name: 'Lakeside',
      admin_email: 'TEACHER@lakeside.test',
      admin_password: 'Another-password-1',
    });
    expect(result).toMatchObject({ user: 'existing', user_id: existing.id });
    const { user, schoolProfiles } = await stateOf(result);
    expect(await verifyPassword(user!.password_hash!, TEST_PASSWORD)).toBe(true);
    expect(schoolProfiles).toHaveLength(1);
    expect(schoolProfiles[0]).toMatchObject({ user_id: existing.id, role_id: 100, profile_type: 100 });
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'teacher@lakeside.test')),
    ).toHaveLength(1);
  });

  it('creates an unconfirmed user without a usable password when none is given', async () => {
    const result = await createSchool(t.database.db, {
      name: 'Valley',
      admin_email: 'principal@valley.test',
    });
    expect(result.user).toBe('invited');
    const { user, schoolProfiles } = await stateOf(result);
    expect(user).toMatchObject({
      email_confirmed_at: null,
      first_name: 'Principal',
      last_name: 'Administrator',
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(schoolProfiles).toHaveLength(1);
  });

  it.each([
    [{ name: 'X', admin_email: 'not-an-email' }, { admin_email: ['Please enter a valid email address'] }],
    [{ name: ' ', admin_email: 'a@b.test' }, { name: ['School name is required'] }],
    [
      { name: 'X', admin_email: 'a@b.test', admin_password: 'short' },
      { admin_password: ['Password should be at least 8 characters long'] },
    ],
  ])('refuses %j and writes nothing', async (input, fields) => {
    const before = await t.database.db.select().from(tenants);
    const failure = await createSchool(t.database.db, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldErrors);
    expect((failure as FieldErrors).fields).toEqual(fields);
    expect(await t.database.db.select().from(tenants)).toHaveLength(before.length);
  });
});
