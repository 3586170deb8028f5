import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs } from '../../../test/factories';
import { newEmail, registration } from './accounts.test-helpers';

// `t` keeps the per-client ceiling out of the way (1000); `strict` allows 3 per client and address.
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp(), startTestApp({ AUTH_RATE_LIMIT: '3' })]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

const tooMany = { detail: 'Too many attempts. Please wait a few minutes and try again.' };
let ipCounter = 0;
const newIp = () => `192.0.2.${++ipCounter}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('calls that send a message are limited per address and per client', () => {
  const messageCalls: [string, (email: string) => unknown][] = [
    ['/user/register/', (email) => registration(email)],
    ['/user/register/email-verification-code/', (email) => ({ email })],
    ['/user/password/reset/', (email) => ({ email })],
  ];

  it.each(messageCalls)('limits %s per address, whatever the client', async (path, body) => {
    const email = newEmail();
    const before = strict.messages.length;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(
        (await strict.request('POST', path, { body: body(email), headers: from(newIp()) })).status,
      ).not.toBe(429);
    }
    const blocked = await strict.request('POST', path, { body: body(email), headers: from(newIp()) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(strict.messages.length - before).toBeLessThanOrEqual(3);
  });

  it.each(messageCalls)('limits %s per client, whatever the address', async (path, body) => {
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(
        (await strict.request('POST', path, { body: body(newEmail()), headers: from(ip) })).status,
      ).not.toBe(429);
    }
    expect((await strict.request('POST', path, { body: body(newEmail()), headers: from(ip) })).status).toBe(
      429,
    );
  });
});

describe('accepting an invitation', () => {
  const accept = (app: TestApp, token: string, phone: string, code: string, ip: string) =>
    app.request('POST', '/tenants/users/accept-invite-code/', {
      token,
      body: { phone, code },
      headers: from(ip),
    });

  it('slows a phone and client down after wrong codes, not the invitee elsewhere', async () => {
    const admin = await signedInAs(t);
    const phone = '254700000111';
    const invited = await t.request('POST', '/tenants/users/send-invite-sms/', {
      ...admin.auth,
      body: { phone, role: 200, profile_type: 200 },
    });
    expect(invited.status).toBe(201);
    const code = t.messages.filter((message) => message.to === phone).at(-1)!.code!;
    const attacker = newIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await accept(t, admin.token, phone, 'WRONGCDE', attacker)).status).toBe(400);
    }
    const held = await accept(t, admin.token, phone, code, attacker);
    expect(held.status).toBe(429);
    expect(held.body).toEqual(tooMany);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // From elsewhere the wrong codes of others change nothing.
    const invitee = await signedInAs(t);
    expect((await accept(t, invitee.token, phone, code, newIp())).status).toBe(200);
  });

  it('stops a client after its ceiling of wrong codes, whatever the phones', async () => {
    const user = await signedInAs(strict);
    const ip = newIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await accept(strict, user.token, `25470000020${attempt}`, 'WRONGCDE', ip)).status).toBe(400);
    }
    expect((await accept(strict, user.token, '254700000299', 'WRONGCDE', ip)).status).toBe(429);
  });
});
