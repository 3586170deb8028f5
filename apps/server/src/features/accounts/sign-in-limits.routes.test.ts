import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { authCounters } from '../../db/schema';
import { newEmail } from './accounts.test-helpers';

// `t` keeps the per-client ceiling out of the way (1000); `strict` allows 3 failures per client.
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp(), startTestApp({ AUTH_RATE_LIMIT: '3' })]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

const tooMany = { detail: 'Too many attempts. Please wait a few minutes and try again.' };
let ipCounter = 0;
/** A client address of its own, played through X-Forwarded-For (the test app trusts 127.0.0.1 as proxy). */
const newIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const signIn = (app: TestApp, email: string, password: string, ip: string, cookie?: string) =>
  app.request('POST', '/user/login/', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

/** The device cookie a sign-in set, as `name=value`, with its attributes. */
function deviceCookieOf(response: { headers: Headers }) {
  const [set] = response.headers.getSetCookie().filter((line) => line.startsWith('device_'));
  expect(set, 'no device cookie was set').toBeDefined();
  const [pair, ...attributes] = set!.split(';').map((part) => part.trim());
  return { cookie: pair!, attributes };
}

/** The owner's browser: signed in once from `ip`, it keeps the account's device cookie. */
async function ownerBrowser(app: TestApp, email: string, ip: string): Promise<string> {
  const response = await signIn(app, email, TEST_PASSWORD, ip);
  expect(response.status).toBe(200);
  return deviceCookieOf(response).cookie;
}

/** Pretends the latest counted attempt of these counters happened `seconds` earlier. */
async function moveBack(app: TestApp, keyPattern: string, seconds: number) {
  await app.database.db
    .update(authCounters)
    .set({ last_at: sql`${authCounters.last_at} - make_interval(secs => ${seconds})` })
    .where(like(authCounters.key, keyPattern));
}

describe('sign-in limits count failures, not successes', () => {
  it('lets an office of 30 behind one address sign in 200 times, far beyond the failure ceiling', async () => {
    const office = newIp();
    const staff = await Promise.all(Array.from({ length: 30 }, () => createUser(strict)));
    const statuses: number[] = [];
    // Two at a time, as people arriving at work would; the ceiling is 3 failures per window.
    for (let i = 0; i < 200; i += 2) {
      const pair = [staff[i % 30]!, staff[(i + 1) % 30]!];
      const answers = await Promise.all(
        pair.map((user) => signIn(strict, user.email, TEST_PASSWORD, office)),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(200);
  }, 180_000);

  it('stops wrong passwords for one account from 30 addresses; the owner’s browser still signs in', async () => {
    const owner = await createUser(t);
    const browser = await ownerBrowser(t, owner.email, newIp());
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signIn(t, owner.email, 'wrong-password', newIp());
      statuses.push(response.status);
      if (response.status === 400) {
        expect(response.body).toEqual({ non_field_errors: ['Invalid e-mail address or password.'] });
      } else refused ??= response;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(refused!.body).toEqual(tooMany);
    const wait = Number(refused!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    // A browser that never signed in to the account waits too, right password or not ...
    expect((await signIn(t, owner.email, TEST_PASSWORD, newIp())).status).toBe(429);
    // ... but the owner's browser, from any address, signs in.
    expect((await signIn(t, owner.email, TEST_PASSWORD, newIp(), browser)).status).toBe(200);
    // Other accounts are not held by it.
    const other = await createUser(t);
    expect((await signIn(t, other.email, TEST_PASSWORD, newIp())).status).toBe(200);
  });

  it('keeps an office signing in with its browsers when its address has spent its ceiling of failures', async () => {
    const office = newIp();
    const admin = await createUser(strict);
    const browser = await ownerBrowser(strict, admin.email, office);
    // Someone in the office (or a script) spends the address's ceiling of failures.
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(strict, newEmail(), 'whatever', office)).status).toBe(400);
    }
    expect((await signIn(strict, admin.email, TEST_PASSWORD, office)).status).toBe(429);
    expect((await signIn(strict, admin.email, TEST_PASSWORD, office, browser)).status).toBe(200);
  });

  it('holds a browser with a device cookie after its own wrong passwords, and only that browser', async () => {
    const owner = await createUser(t);
    const ip = newIp();
    const browser = await ownerBrowser(t, owner.email, ip);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t, owner.email, 'wrong-password', ip, browser)).status).toBe(400);
    }
    const held = await signIn(t, owner.email, TEST_PASSWORD, ip, browser);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(15);
    // Its failures were its own: another browser of the owner, even at the same address, signs in.
    const laptop = await ownerBrowser(t, owner.email, ip);
    expect((await signIn(t, owner.email, TEST_PASSWORD, ip, laptop)).status).toBe(200);
    // After the wait, its right password ends its wait.
    await moveBack(t, 'sign-in:device:%', 16);
    expect((await signIn(t, owner.email, TEST_PASSWORD, ip, browser)).status).toBe(200);
    expect((await signIn(t, owner.email, 'wrong-password', ip, browser)).status).toBe(400);
  });

  it('counts a forged device cookie, or one of another account, as none', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const ownerCookie = await ownerBrowser(t, owner.email, newIp());
    const strangerCookie = await ownerBrowser(t, stranger.email, newIp());
    const [ownerName, ownerValue] = ownerCookie.split('=') as [string, string];
    const [, strangerValue] = strangerCookie.split('=') as [string, string];
    const [nonce] = ownerValue.split('.');
    const impostors = [
      `${ownerName}=${strangerValue}`,
      `${ownerName}=${nonce}.${'0'.repeat(64)}`,
      `${ownerName}=x`,
    ];
    // Ten untrusted failures hold every browser without a valid cookie for the account.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const cookie = impostors[attempt % impostors.length];
      expect((await signIn(t, owner.email, 'wrong-password', newIp(), cookie)).status).toBe(400);
    }
    for (const cookie of impostors) {
      expect((await signIn(t, owner.email, TEST_PASSWORD, newIp(), cookie)).status).toBe(429);
    }
    expect((await signIn(t, owner.email, TEST_PASSWORD, newIp(), ownerCookie)).status).toBe(200);
  });

  it('sets the device cookie for sign-in only, unreadable by scripts, strict, Secure behind https', async () => {
    const owner = await createUser(t);
    const plain = deviceCookieOf(await signIn(t, owner.email, TEST_PASSWORD, newIp()));
    expect(plain.cookie).toMatch(/^device_[0-9a-f]{20}=[\w-]+\.[0-9a-f]{64}$/);
    // The name does not show the address.
    expect(plain.cookie.toLowerCase()).not.toContain(owner.email.split('@')[0]!.toLowerCase());
    expect(plain.attributes).toEqual(
      expect.arrayContaining(['Path=/api/user/login', 'HttpOnly', 'SameSite=Strict', 'Max-Age=31536000']),
    );
    expect(plain.attributes).not.toContain('Secure');
    const secure = await t.request('POST', '/user/login/', {
      body: { email: owner.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': newIp(), 'x-forwarded-proto': 'https' },
    });
    expect(deviceCookieOf(secure).attributes).toContain('Secure');
    // No cookie for a failed sign-in.
    const failed = await signIn(t, owner.email, 'wrong-password', newIp());
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it('slows one address and client down with growing waits; the owner elsewhere signs in', async () => {
    const owner = await createUser(t);
    const attacker = newIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t, owner.email, 'wrong-password', attacker)).status).toBe(400);
    }
    // Even the right password waits now, or the wait would tell the attacker nothing.
    const held = await signIn(t, owner.email, TEST_PASSWORD, attacker);
    expect(held.status).toBe(429);
    expect(held.body).toEqual(tooMany);
    const firstWait = Number(held.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(15);

    expect((await signIn(t, owner.email, TEST_PASSWORD, newIp())).status).toBe(200);

    // After the wait one more try; the next wait is twice as long.
    await moveBack(t, `sign-in:${owner.email}|%`, 16);
    expect((await signIn(t, owner.email, 'wrong-password', attacker)).status).toBe(400);
    const longer = await signIn(t, owner.email, 'wrong-password', attacker);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(15);
    expect(Number(longer.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('ends the wait of an address and client when its right password gets through', async () => {
    const owner = await createUser(t);
    const ip = newIp();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(t, owner.email, 'wrong-password', ip);
    await moveBack(t, `sign-in:${owner.email}|%`, 16);
    expect((await signIn(t, owner.email, TEST_PASSWORD, ip)).status).toBe(200);
    // A typo afterwards is simply a typo again.
    expect((await signIn(t, owner.email, 'wrong-password', ip)).status).toBe(400);
    expect((await signIn(t, owner.email, TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('lets no burst of simultaneous guesses outrun the count', async () => {
    const owner = await createUser(t);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t, owner.email, 'wrong-password', ip)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('stops a client after its ceiling of failures, whatever the addresses, with Retry-After', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(strict, newEmail(), 'whatever', ip)).status).toBe(400);
    }
    const user = await createUser(strict);
    const blocked = await signIn(strict, user.email, TEST_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(900);
    // Another client still signs in.
    expect((await signIn(strict, user.email, TEST_PASSWORD, newIp())).status).toBe(200);
  });

  it('counts a right password of an unconfirmed account as no failure', async () => {
    const ip = newIp();
    const pending = await createUser(strict, { confirmed: false });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(strict, pending.email, TEST_PASSWORD, ip)).body).toEqual({
        non_field_errors: ['Please confirm your e-mail address before signing in.'],
      });
    }
  });
});

describe('client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot pick a fresh address per attempt', async () => {
    const direct = await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: '' });
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await signIn(direct, newEmail(), 'whatever', newIp())).status).toBe(400);
      }
      expect((await signIn(direct, newEmail(), 'whatever', newIp())).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
