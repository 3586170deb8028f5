import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { refreshTokens } from '../../db/schema';
import { hashRefreshToken } from './refresh-tokens';
import { endGraceWindow } from './refresh-tokens.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const expired = { detail: 'Your session has expired. Please sign in again.' };
const refresh = (token: string) => t.request('POST', '/user/token/refresh/', { body: { refresh: token } });
const logout = (token: string) => t.request('POST', '/user/logout/', { body: { refresh: token } });

async function signIn() {
  const user = await createUser(t);
  const response = await t.request('POST', '/user/login/', {
    body: { email: user.email, password: TEST_PASSWORD },
  });
  return { userId: user.id, refresh: response.body.refresh as string };
}

describe('POST /user/token/refresh/', () => {
  it('keeps the session’s end: a renewed token expires when the sign-in’s family does', async () => {
    const session = await signIn();
    const firstHash = hashRefreshToken(session.refresh);
    // Ten days into the session.
    const end = new Date(Date.now() + 20 * 86_400_000);
    await t.database.db
      .update(refreshTokens)
      .set({ expires_at: end })
      .where(eq(refreshTokens.token_hash, firstHash));
    const renewed = await refresh(session.refresh);
    expect(renewed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashRefreshToken(renewed.body.refresh)));
    expect(row!.expires_at.getTime()).toBe(end.getTime());
  });

  it('returns a new pair and spends the old refresh token; tokens are stored hashed', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['access', 'refresh']);
    expect(first.body.refresh).not.toBe(session.refresh);
    expect((await t.request('GET', '/metadata/', { token: first.body.access })).status).toBe(200);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    const stored = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, session.userId));
    expect(stored).toHaveLength(3);
    expect(stored.map((row) => row.token_hash)).toContain(hashRefreshToken(session.refresh));
    expect(stored.map((row) => row.token_hash)).not.toContain(session.refresh);
    expect(new Set(stored.map((row) => row.family_id)).size).toBe(1);
    const newest = stored.find((row) => row.token_hash === hashRefreshToken(second.body.refresh))!;
    const days = (newest.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives the same new pair to a just-rotated token presented again (two tabs renewing at once)', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    const again = await refresh(session.refresh);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(rotated.body);
    // The session goes on: the pair works, and renews once more.
    expect((await t.request('GET', '/metadata/', { token: again.body.access })).status).toBe(200);
    expect((await refresh(again.body.refresh)).status).toBe(200);
    // Nothing new was stored for the second answer: login, its successor, and the next one.
    const stored = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, session.userId));
    expect(stored).toHaveLength(3);
    expect(stored.filter((row) => row.revoked_at)).toEqual([]);
  });

  it('gives one pair to simultaneous renewals with the same token, and keeps the session', async () => {
    const session = await signIn();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(session.refresh)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.refresh)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.access)).size).toBe(1);
    expect((await refresh(answers[0]!.body.refresh)).status).toBe(200);
  });

  it('ends the session when a token comes back after its new pair was renewed, even within the window', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    const newest = await refresh(rotated.body.refresh);
    expect(newest.status).toBe(200);
    const reuse = await refresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(expired);
    expect((await refresh(newest.body.refresh)).status).toBe(401);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    await endGraceWindow(t.database.db, session.refresh);
    const reuse = await refresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(expired);
    const newest = await refresh(rotated.body.refresh);
    expect(newest.status).toBe(401);
    expect(newest.body).toEqual(expired);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const user = await createUser(t);
    const credentials = { email: user.email, password: TEST_PASSWORD };
    const laptop = (await t.request('POST', '/user/login/', { body: credentials })).body.refresh as string;
    const phone = (await t.request('POST', '/user/login/', { body: credentials })).body.refresh as string;
    await refresh(laptop);
    await endGraceWindow(t.database.db, laptop);
    expect((await refresh(laptop)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(200);
  });

  it('refuses an unknown and an expired token', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const session = await signIn();
    await t.database.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashRefreshToken(session.refresh)));
    const response = await refresh(session.refresh);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(expired);
  });

  it('answers 400 without a token or with a wrong type', async () => {
    const missing = await t.request('POST', '/user/token/refresh/', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['Refresh token is required'] });
    expect((await t.request('POST', '/user/token/refresh/', { body: { refresh: 5 } })).status).toBe(400);
  });
});

describe('POST /user/logout/', () => {
  it('signs out: the refresh token and its successors stop working', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refresh);
    const response = await logout(rotated.body.refresh);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail: 'Signed out.' });
    expect((await refresh(rotated.body.refresh)).body).toEqual(expired);
    // Within the grace window too: a signed-out session gives no pair.
    expect((await refresh(session.refresh)).body).toEqual(expired);
  });

  it('answers 200 for an unknown token', async () => {
    const response = await logout('unknown-token');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail: 'Signed out.' });
  });
});
