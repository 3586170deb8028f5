import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { loadConfig } from '../../config/env';
import { DEMO_ACCOUNT } from './demo-account';
import { seedDemo } from './seed-demo';
import { SEEDS_A_SCHOOL } from '../../../test/timeouts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const refused = {
  non_field_errors: [
    "The demo password works only on the computer that runs the server. To sign in from elsewhere, reset this account's password first.",
  ],
};
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/user/login/', { body: { email, password }, headers });

describe('the published demo password', () => {
  it('signs in on the computer that runs the server', async () => {
    const response = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(DEMO_ACCOUNT.email);
  });

  it('is refused from another computer, through a trusted proxy', async () => {
    const response = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, {
      'x-forwarded-for': '203.0.113.50',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused);
  });

  it('is refused through a proxy on this machine that nobody declared', SEEDS_A_SCHOOL, async () => {
    const direct = await startTestApp({ TRUST_PROXY: '' });
    try {
      await seedDemo(direct.database.db);
      const proxyHeaders: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.51' },
        { forwarded: 'for=203.0.113.51' },
        { 'x-real-ip': '203.0.113.51' },
      ];
      for (const headers of proxyHeaders) {
        const response = await direct.request('POST', '/user/login/', {
          body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
          headers,
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(refused);
      }
    } finally {
      await direct.close();
    }
  });

  it('is refused from afar whichever account has it, and says nothing about the account', async () => {
    const unknown = await signIn('nobody@example.test', DEMO_ACCOUNT.password, {
      'x-forwarded-for': '203.0.113.52',
    });
    expect(unknown.body).toEqual(refused);
  });

  it('no longer matters once the demo account has another password', async () => {
    const fromAfar = { 'x-forwarded-for': '203.0.113.53' };
    expect(
      (await t.request('POST', '/user/password/reset/', { body: { email: DEMO_ACCOUNT.email } })).status,
    ).toBe(200);
    const code = t.messages.filter((message) => message.to === DEMO_ACCOUNT.email).at(-1)!.code!;
    const newPassword = 'Our-own-pass-42';
    const reset = await t.request('POST', '/user/password/reset/confirm/', {
      body: { email: DEMO_ACCOUNT.email, code, new_password1: newPassword, new_password2: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(DEMO_ACCOUNT.email, newPassword, fromAfar)).status).toBe(200);
  });
});

describe('listen address', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
