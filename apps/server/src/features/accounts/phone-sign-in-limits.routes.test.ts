import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createPhoneUser, lastCodeTo, newPhone, wrongCode } from './accounts.test-helpers';

// ADR 005 and 022: phone codes are limited as the other codes are. `t` keeps the per-client ceiling out
// of the way (1000) and its SMS take half a second; `strict` allows 3 per client and phone.
let t: TestApp;
let strict: TestApp;
const SMS_MS = 500;
beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp(), startTestApp({ AUTH_RATE_LIMIT: '3' })]);
  const send = t.app.messenger.send;
  t.app.messenger.send = async (message) => {
    await send(message);
    await sleep(SMS_MS);
  };
});
afterAll(() => Promise.all([t.close(), strict.close()]));

const tooMany = { detail: 'Too many attempts. Please wait a few minutes and try again.' };
let ipCounter = 0;
const newIp = () => `192.0.2.${++ipCounter}`;
const askCode = (app: TestApp, phone: string, ip = newIp()) =>
  app.request('POST', '/user/login/phone/', { body: { phone }, headers: { 'x-forwarded-for': ip } });
const verify = (app: TestApp, phone: string, code: string, ip = newIp()) =>
  app.request('POST', '/user/login/phone/verify/', {
    body: { phone, code },
    headers: { 'x-forwarded-for': ip },
  });

async function codeFor(app: TestApp, phone: string): Promise<string> {
  const toPhone = () => app.messages.filter((message) => message.to === phone).length;
  const before = toPhone();
  expect((await askCode(app, phone)).status).toBe(200);
  // The SMS leaves in the background, after the answer.
  await expect.poll(toPhone).toBe(before + 1);
  return lastCodeTo(app, phone);
}

describe('asking for a code', () => {
  it('is limited per phone, whatever the client', async () => {
    const user = await createPhoneUser(strict);
    for (let call = 1; call <= 3; call++) expect((await askCode(strict, user.phone)).status).toBe(200);
    const held = await askCode(strict, user.phone);
    expect(held).toMatchObject({ status: 429, body: tooMany });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    await sleep(50);
    expect(strict.messages.filter((message) => message.to === user.phone)).toHaveLength(3);
  });

  it('is limited per client, whatever the phone', async () => {
    const ip = newIp();
    for (let call = 1; call <= 3; call++) expect((await askCode(strict, newPhone(), ip)).status).toBe(200);
    expect((await askCode(strict, newPhone(), ip)).status).toBe(429);
    expect((await askCode(strict, newPhone(), newIp())).status).toBe(200);
  });

  it('takes as long whether or not the phone has an account (the SMS leaves after the answer)', async () => {
    const user = await createPhoneUser(t);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let sample = 0; sample < 9; sample++) {
      for (const [kind, phone] of [
        ['known', user.phone],
        ['unknown', newPhone()],
      ] as const) {
        const started = performance.now();
        expect((await askCode(t, phone)).status).toBe(200);
        times[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[4]!;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(SMS_MS / 2);
  });
});

describe('wrong codes', () => {
  it('are limited per phone across new codes, whatever the client: the real code then waits too', async () => {
    const user = await createPhoneUser(t);
    for (const round of [1, 2]) {
      const code = await codeFor(t, user.phone);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await verify(t, user.phone, wrongCode(code))).status, `round ${round}`).toBe(400);
      }
    }
    const third = await codeFor(t, user.phone);
    const held = await verify(t, user.phone, third);
    expect(held).toMatchObject({ status: 429, body: tooMany });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('are limited per client, whatever the phone; another client still signs in', async () => {
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await verify(strict, newPhone(), '000000', ip)).status).toBe(400);
    }
    const user = await createPhoneUser(strict);
    const code = await codeFor(strict, user.phone);
    expect((await verify(strict, user.phone, code, ip)).status).toBe(429);
    expect((await verify(strict, user.phone, code, newIp())).status).toBe(200);
  });

  it('do not count a right code as a failure', async () => {
    const user = await createPhoneUser(t);
    // Nine wrong codes over two codes, then the right one: under the ceiling of ten.
    for (const wrongTries of [4, 5]) {
      const code = await codeFor(t, user.phone);
      for (let attempt = 1; attempt <= wrongTries; attempt++) await verify(t, user.phone, wrongCode(code));
    }
    expect((await verify(t, user.phone, await codeFor(t, user.phone))).status).toBe(200);
    const next = await codeFor(t, user.phone);
    expect((await verify(t, user.phone, wrongCode(next))).status).toBe(400);
  });
});
