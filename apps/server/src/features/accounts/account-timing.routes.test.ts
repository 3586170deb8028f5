import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import type { Messenger } from '../messages/messenger';
import { newEmail, registration } from './accounts.test-helpers';

// Whether an address has an account must not show in how long register, resend and reset take.
// A mail server is the slow part (the trial measured 13 ms against 8 ms with the outbox alone):
// here it takes half a second, so waiting for it would stand out far beyond the noise of a busy
// machine (a password hash alone varies by 100 ms or more there).
const MAIL_MS = 500;
const SAMPLES = 15;

let t: TestApp;
let originalSend: Messenger['send'];
beforeAll(async () => {
  t = await startTestApp();
  originalSend = t.app.messenger.send;
  t.app.messenger.send = async (message) => {
    await originalSend(message);
    await sleep(MAIL_MS);
  };
});
afterAll(() => t.close());

async function elapsed(call: () => Promise<{ status: number }>, status: number): Promise<number> {
  const started = performance.now();
  const response = await call();
  expect(response.status).toBe(status);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median time of each call over interleaved samples, so load on the machine hits both alike. */
async function compare(
  known: () => Promise<{ status: number }>,
  unknown: () => Promise<{ status: number }>,
  status: number,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let sample = 0; sample < SAMPLES; sample++) {
    times.known.push(await elapsed(known, status));
    times.unknown.push(await elapsed(unknown, status));
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

describe('answers take as long whether or not the address has an account', () => {
  it('password reset request', async () => {
    const user = await createUser(t);
    const before = t.messages.length;
    const reset = (email: string) => () => t.request('POST', '/user/password/reset/', { body: { email } });
    const { known, unknown } = await compare(reset(user.email), () => reset(newEmail())(), 200);
    expect(t.messages.length - before).toBe(SAMPLES);
    expect(Math.abs(known - unknown)).toBeLessThan(MAIL_MS / 2);
  });

  it('confirmation code resend', async () => {
    const pending = await createUser(t, { confirmed: false });
    const resend = (email: string) => () =>
      t.request('POST', '/user/register/email-verification-code/', { body: { email } });
    const { known, unknown } = await compare(resend(pending.email), () => resend(newEmail())(), 200);
    expect(Math.abs(known - unknown)).toBeLessThan(MAIL_MS / 2);
  });

  it('register of a taken and of a new address', async () => {
    const owner = await createUser(t);
    const register = (email: string) => () =>
      t.request('POST', '/user/register/', { body: registration(email) });
    const { known, unknown } = await compare(register(owner.email), () => register(newEmail())(), 201);
    expect(Math.abs(known - unknown)).toBeLessThan(MAIL_MS / 2);
  });
});

describe('mail leaves in the background', () => {
  it('answers while the mail server has not finished, and the message still goes out', async () => {
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const slowSend = t.app.messenger.send;
    t.app.messenger.send = async (message) => {
      await originalSend(message);
      await stuck;
    };
    try {
      const user = await createUser(t);
      const answer = await Promise.race([
        t.request('POST', '/user/password/reset/', { body: { email: user.email } }),
        sleep(10_000).then(() => 'no answer while the mail was being sent' as const),
      ]);
      expect(answer).toMatchObject({ status: 200 });
      expect(t.messages.at(-1)).toMatchObject({
        to: user.email,
        subject: 'Your Transport Admin password reset code',
      });
    } finally {
      release();
      t.app.messenger.send = slowSend;
    }
  });
});
