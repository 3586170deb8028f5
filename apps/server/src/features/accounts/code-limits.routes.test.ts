import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { lastCodeTo, newEmail, registerThroughApi, wrongCode } from './accounts.test-helpers';

// `t` keeps the per-client ceiling out of the way (1000); `strict` allows 3 failures per client.
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp(), startTestApp({ AUTH_RATE_LIMIT: '3' })]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

const NEW_PASSWORD = 'Brand-new-pass1';
const tooMany = { detail: 'Too many attempts. Please wait a few minutes and try again.' };
let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const requestReset = (app: TestApp, email: string) =>
  app.request('POST', '/user/password/reset/', { body: { email }, headers: from(newIp()) });
const confirmReset = (app: TestApp, email: string, code: string, ip = newIp()) =>
  app.request('POST', '/user/password/reset/confirm/', {
    body: { email, code, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    headers: from(ip),
  });
const login = (app: TestApp, email: string, password: string) =>
  app.request('POST', '/user/login/', { body: { email, password }, headers: from(newIp()) });

async function resetCodeFor(app: TestApp, email: string): Promise<string> {
  expect((await requestReset(app, email)).status).toBe(200);
  return lastCodeTo(app, email);
}

describe('wrong one-time codes are limited per account, whatever the client address', () => {
  it('stops 40 wrong reset codes from 40 addresses; the real code then fails too', async () => {
    const user = await createUser(t);
    const code = await resetCodeFor(t, user.email);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      statuses.push((await confirmReset(t, user.email, wrongCode(code))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    const right = await confirmReset(t, user.email, code);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(tooMany);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(t, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(t, user.email, NEW_PASSWORD)).status).toBe(400);
  });

  it('gives no fresh tries with a new code', async () => {
    const user = await createUser(t);
    for (const round of [1, 2]) {
      const code = await resetCodeFor(t, user.email);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await confirmReset(t, user.email, wrongCode(code));
        expect(response.status, `round ${round}, try ${attempt}`).toBe(400);
      }
    }
    const third = await resetCodeFor(t, user.email);
    expect((await confirmReset(t, user.email, third)).status).toBe(429);
    expect((await login(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts confirmation codes against the same account', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    const confirm = (value: string) =>
      t.request('POST', '/user/register/confirm-email/', {
        body: { email, code: value },
        headers: from(newIp()),
      });
    for (let attempt = 1; attempt <= 4; attempt++) expect((await confirm(wrongCode(code))).status).toBe(400);
    await resetCodeFor(t, email);
    const resetCode = lastCodeTo(t, email);
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await confirmReset(t, email, wrongCode(resetCode))).status).toBe(400);
    }
    expect((await confirm(code)).status).toBe(429);
  });

  it('does not count a right code as a failure', async () => {
    const user = await createUser(t);
    // Nine wrong codes over two codes, then the right one: still under the ceiling of ten.
    for (const wrongTries of [4, 4]) {
      const code = await resetCodeFor(t, user.email);
      for (let attempt = 1; attempt <= wrongTries; attempt++) {
        await confirmReset(t, user.email, wrongCode(code));
      }
    }
    const code = await resetCodeFor(t, user.email);
    await confirmReset(t, user.email, wrongCode(code));
    expect((await confirmReset(t, user.email, code)).status).toBe(200);
    // The success gave its own count back: one more wrong code is still a plain wrong code.
    const next = await resetCodeFor(t, user.email);
    expect((await confirmReset(t, user.email, wrongCode(next))).status).toBe(400);
  });

  it('counts wrong codes against the client address too', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const user = await createUser(strict);
      const code = await resetCodeFor(strict, user.email);
      expect((await confirmReset(strict, user.email, wrongCode(code), ip)).status).toBe(400);
    }
    const user = await createUser(strict);
    const code = await resetCodeFor(strict, user.email);
    expect((await confirmReset(strict, user.email, code, ip)).status).toBe(429);
    expect((await confirmReset(strict, user.email, code, newIp())).status).toBe(200);
  });
});
