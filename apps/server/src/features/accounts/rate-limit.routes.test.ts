import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signedInAs, TEST_PASSWORD } from '../../../test/factories';
import { rateLimits } from '../../db/schema';
import { newEmail, registration } from './accounts.test-helpers';

// The limit is 3 per window here: the fourth attempt from one address or one client answers 429.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const tooMany = { detail: 'Too many attempts. Please wait a few minutes and try again.' };
let ipCounter = 0;
/** A client address of its own, so tests do not share the per-IP counter. */
const newIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('account call rate limits', () => {
  it('limits sign-in attempts per address, whatever the client address', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await t.request('POST', '/user/login/', {
        body: { email: user.email, password: 'wrong-password' },
        headers: from(newIp()),
      });
      expect(response.status).toBe(400);
    }
    const blocked = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: from(newIp()),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
  });

  it('limits sign-in attempts per client address, whatever the e-mail', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await t.request('POST', '/user/login/', {
        body: { email: newEmail(), password: 'whatever' },
        headers: from(ip),
      });
      expect(response.status).toBe(400);
    }
    const user = await createUser(t);
    const blocked = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: from(ip),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    // Another client still signs in.
    const other = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: from(newIp()),
    });
    expect(other.status).toBe(200);
  });

  it('starts counting again in a new window', async () => {
    const ip = newIp();
    const attempt = () =>
      t.request('POST', '/user/password/reset/', { body: { email: newEmail() }, headers: from(ip) });
    for (let i = 1; i <= 3; i++) expect((await attempt()).status).toBe(200);
    expect((await attempt()).status).toBe(429);
    await t.database.db.update(rateLimits).set({ window_start: new Date(Date.now() - 16 * 60_000) });
    expect((await attempt()).status).toBe(200);
  });

  it.each([
    ['/user/register/', (email: string) => registration(email)],
    ['/user/register/confirm-email/', (email: string) => ({ email, code: '123456' })],
    ['/user/register/email-verification-code/', (email: string) => ({ email })],
    ['/user/password/reset/', (email: string) => ({ email })],
    [
      '/user/password/reset/confirm/',
      (email: string) => ({
        email,
        code: '123456',
        new_password1: 'Long-enough1',
        new_password2: 'Long-enough1',
      }),
    ],
  ])('limits %s per address', async (path, body) => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push((await t.request('POST', path, { body: body(email), headers: from(newIp()) })).status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('limits invitation acceptance per phone and per client address', async () => {
    const admin = await signedInAs(t);
    const accept = (phone: string, ip: string) =>
      t.request('POST', '/tenants/users/accept-invite-code/', {
        token: admin.token,
        body: { phone, code: 'WRONGCDE' },
        headers: from(ip),
      });
    const phone = '254700000111';
    for (let attempt = 1; attempt <= 3; attempt++) expect((await accept(phone, newIp())).status).toBe(400);
    const byPhone = await accept(phone, newIp());
    expect(byPhone.status).toBe(429);
    expect(byPhone.body).toEqual(tooMany);

    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await accept(`25470000020${attempt}`, ip)).status).toBe(400);
    expect((await accept('254700000299', ip)).status).toBe(429);
  });
});

describe('client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per attempt', async () => {
    const direct = await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '' });
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await direct.request('POST', '/user/login/', {
          body: { email: newEmail(), password: 'whatever' },
          headers: from(newIp()),
        });
        expect(response.status).toBe(400);
      }
      const blocked = await direct.request('POST', '/user/login/', {
        body: { email: newEmail(), password: 'whatever' },
        headers: from(newIp()),
      });
      expect(blocked.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
