import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signedInAs, TEST_PASSWORD, type SignedIn } from '../../test/factories';
import { profiles } from '../db/schema';
import { endGraceWindow } from '../features/accounts/refresh-tokens.test-helpers';

// Sessions and profiles are remembered per process (caller-cache.ts); every test first makes a call
// that fills the memory, then changes the database, then expects the change to count at the next call.
// A change made straight in the database (not through a call) is heard once `heardAll` resolves.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VEHICLES = '/transport/vehicles/';
const notValid = { status: 401, body: { detail: 'Given token not valid or expired.' } };
const notYours = { status: 403, body: { detail: 'This profile does not belong to you in this school.' } };
const noPermission = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };

/** A school administrator signed in through the login call: access and refresh tokens of one session. */
async function loggedIn(): Promise<SignedIn & { refresh: string }> {
  const school = await signedInAs(t);
  const response = await t.request('POST', '/user/login/', {
    body: { email: school.email, password: TEST_PASSWORD },
  });
  expect(response.status).toBe(200);
  const token = response.body.access as string;
  return { ...school, token, auth: { ...school.auth, token }, refresh: response.body.refresh };
}

describe('an access token belongs to its sign-in', () => {
  it('stops working at once when its session logs out, on business and account calls', async () => {
    const session = await loggedIn();
    expect((await t.request('GET', VEHICLES, session.auth)).status).toBe(200);
    expect((await t.request('GET', '/metadata/', { token: session.token })).status).toBe(200);
    expect((await t.request('POST', '/user/logout/', { body: { refresh: session.refresh } })).status).toBe(
      200,
    );
    expect(await t.request('GET', VEHICLES, session.auth)).toMatchObject(notValid);
    expect(await t.request('GET', '/metadata/', { token: session.token })).toMatchObject(notValid);
    // Without a school chosen, the ended session still answers 401 first.
    expect(await t.request('GET', VEHICLES, { token: session.token })).toMatchObject(notValid);
  });

  it('leaves the same user’s other sessions working', async () => {
    const first = await loggedIn();
    const second = await t.request('POST', '/user/login/', {
      body: { email: first.email, password: TEST_PASSWORD },
    });
    const other = { ...first.auth, token: second.body.access as string };
    expect((await t.request('GET', VEHICLES, other)).status).toBe(200);
    await t.request('POST', '/user/logout/', { body: { refresh: first.refresh } });
    expect((await t.request('GET', VEHICLES, other)).status).toBe(200);
    expect(await t.request('GET', VEHICLES, first.auth)).toMatchObject(notValid);
  });

  it('stops working when a spent refresh token of its session is used again', async () => {
    const session = await loggedIn();
    const renewed = await t.request('POST', '/user/token/refresh/', { body: { refresh: session.refresh } });
    const fresh = { ...session.auth, token: renewed.body.access as string };
    expect((await t.request('GET', VEHICLES, fresh)).status).toBe(200);
    expect((await t.request('GET', VEHICLES, session.auth)).status).toBe(200);
    // Someone replays the first refresh token after the grace window that tabs racing to renew get:
    // the whole sign-in ends, both access tokens with it.
    await endGraceWindow(t.database.db, session.refresh);
    expect(
      (await t.request('POST', '/user/token/refresh/', { body: { refresh: session.refresh } })).status,
    ).toBe(401);
    expect(await t.request('GET', VEHICLES, fresh)).toMatchObject(notValid);
    expect(await t.request('GET', VEHICLES, session.auth)).toMatchObject(notValid);
  });

  it('stops working when the user resets the password (every session ends)', async () => {
    const user = await createUser(t);
    const login = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const token = login.body.access as string;
    expect((await t.request('GET', '/metadata/', { token })).status).toBe(200);
    await t.request('POST', '/user/password/reset/', { body: { email: user.email } });
    const code = t.messages.filter((message) => message.to === user.email).at(-1)!.code!;
    const reset = await t.request('POST', '/user/password/reset/confirm/', {
      body: { email: user.email, code, new_password1: 'An0ther-secret!', new_password2: 'An0ther-secret!' },
    });
    expect(reset.status).toBe(200);
    expect(await t.request('GET', '/metadata/', { token })).toMatchObject(notValid);
  });
});

describe('a profile change counts at the next call', () => {
  it('a role without the permission is refused as soon as the role changes', async () => {
    const school = await signedInAs(t);
    expect((await t.request('GET', VEHICLES, school.auth)).status).toBe(200);
    await t.database.db
      .update(profiles)
      .set({ role_id: 401 })
      .where(and(eq(profiles.tenant_id, school.tenantId), eq(profiles.id, school.profileId)));
    await t.app.caches.heardAll();
    expect(await t.request('GET', VEHICLES, school.auth)).toMatchObject(noPermission);
  });

  it('a removed profile is refused at once', async () => {
    const school = await signedInAs(t);
    expect((await t.request('GET', VEHICLES, school.auth)).status).toBe(200);
    await t.database.db
      .delete(profiles)
      .where(and(eq(profiles.tenant_id, school.tenantId), eq(profiles.id, school.profileId)));
    await t.app.caches.heardAll();
    expect(await t.request('GET', VEHICLES, school.auth)).toMatchObject(notYours);
  });

  it('a profile given to someone else stops answering its former owner', async () => {
    const school = await signedInAs(t);
    const other = await createUser(t);
    expect((await t.request('GET', VEHICLES, school.auth)).status).toBe(200);
    await t.database.db
      .update(profiles)
      .set({ user_id: other.id })
      .where(and(eq(profiles.tenant_id, school.tenantId), eq(profiles.id, school.profileId)));
    await t.app.caches.heardAll();
    expect(await t.request('GET', VEHICLES, school.auth)).toMatchObject(notYours);
  });
});
