import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createTenant, createUser, TEST_PASSWORD } from '../../../test/factories';
import { profiles, tenants } from '../../db/schema';
import { newEmail } from './accounts.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://admin.example.test' });
});
afterAll(() => t.close());

const login = (body: unknown) => t.request('POST', '/user/login/', { body });
const invalid = { non_field_errors: ['Invalid e-mail address or password.'] };

describe('POST /user/login/', () => {
  it('returns the user, each school once with its profiles, and a token pair', async () => {
    const user = await createUser(t);
    const school = await createTenant(t, 'Alpha Academy');
    const [cell] = await t.database.db
      .insert(tenants)
      .values({ name: 'Beta School', domain: 'https://cell-2.example.test/api' })
      .returning();
    const [admin, driver, manager] = await t.database.db
      .insert(profiles)
      .values([
        { tenant_id: school.id, user_id: user.id, profile_type: 100, role_id: 100 },
        { tenant_id: school.id, user_id: user.id, profile_type: 400, role_id: 401 },
        { tenant_id: cell!.id, user_id: user.id, profile_type: 200, role_id: 200 },
      ])
      .returning();

    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      id: user.id,
      email: user.email,
      phone: null,
      first_name: 'Test',
      last_name: 'User',
      language: null,
      tenants: [
        {
          tenant: school.id,
          name: 'Alpha Academy',
          domain: 'https://admin.example.test/api',
          time_zone: expect.any(String),
          default_language: 'en',
          profiles: expect.arrayContaining([
            {
              profile_id: admin!.id,
              profile_type: 100,
              role: 100,
              role_name: 'School Administrator',
              person_name: null,
            },
            { profile_id: driver!.id, profile_type: 400, role: 401, role_name: 'Driver', person_name: null },
          ]),
        },
        {
          tenant: cell!.id,
          name: 'Beta School',
          domain: 'https://cell-2.example.test/api',
          time_zone: expect.any(String),
          default_language: 'en',
          profiles: [
            {
              profile_id: manager!.id,
              profile_type: 200,
              role: 200,
              role_name: 'Transport Manager',
              person_name: null,
            },
          ],
        },
      ],
    });
    expect(response.body.user.tenants[0].profiles).toHaveLength(2);
    expect(typeof response.body.access).toBe('string');
    expect(response.body.refresh).toMatch(/^[\w-]{40,}$/);
  });

  it('gives an access token that the authenticated calls accept', async () => {
    const user = await createUser(t);
    const { body } = await login({ email: user.email, password: TEST_PASSWORD });
    expect((await t.request('GET', '/metadata/', { token: body.access })).status).toBe(200);
  });

  it('lists no schools for a user without profiles', async () => {
    const user = await createUser(t);
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.body.user.tenants).toEqual([]);
  });

  it('accepts the address in another case and with spaces', async () => {
    const user = await createUser(t);
    const response = await login({ email: `  ${user.email.toUpperCase()}  `, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const user = await createUser(t);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: newEmail(), password: TEST_PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(wrong.body).toEqual(invalid);
    expect(unknown.body).toEqual(invalid);
  });

  it('tells an unconfirmed user with the right password to confirm, and nobody else', async () => {
    const user = await createUser(t, { confirmed: false });
    const right = await login({ email: user.email, password: TEST_PASSWORD });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      non_field_errors: ['Please confirm your e-mail address before signing in.'],
    });
    expect((await login({ email: user.email, password: 'wrong-password' })).body).toEqual(invalid);
  });

  it('answers the spec messages for the fields, and 400 for wrong types and malformed JSON', async () => {
    const empty = await login({ email: 'no', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
    const missing = await login({});
    expect(missing.body).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
    const wrongTypes = await login({ email: 12, password: 34 });
    expect(wrongTypes.status).toBe(400);
    const malformed = await t.request('POST', '/user/login/', { rawBody: '{email' });
    expect(malformed.status).toBe(400);
    const text = await t.request('POST', '/user/login/', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });
});
