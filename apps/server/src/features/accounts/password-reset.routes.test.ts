import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { users, verificationCodes } from '../../db/schema';
import { lastCodeTo, newEmail, wrongCode } from './accounts.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass1';
const requested = { detail: 'If this address has an account, a reset code is on its way.' };
const done = { detail: 'Your password has been reset. You can sign in now.' };

const requestReset = (email: string) => t.request('POST', '/user/password/reset/', { body: { email } });
const confirmReset = (body: Record<string, unknown>) =>
  t.request('POST', '/user/password/reset/confirm/', {
    body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, ...body },
  });
const login = (email: string, password: string) =>
  t.request('POST', '/user/login/', { body: { email, password } });

async function userWithResetCode(options: { confirmed?: boolean } = {}) {
  const user = await createUser(t, options);
  expect(await requestReset(user.email)).toMatchObject({ status: 200, body: requested });
  return { user, code: lastCodeTo(t, user.email) };
}

describe('POST /user/password/reset/', () => {
  it('e-mails a 6-digit reset code to an existing address', async () => {
    const { user, code } = await userWithResetCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(t.messages.at(-1)).toMatchObject({
      channel: 'email',
      to: user.email,
      subject: 'Your Transport Admin password reset code',
    });
    expect(t.messages.at(-1)!.text).toContain(code);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.messages.length;
    const response = await requestReset(newEmail());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(requested);
    expect(t.messages.length).toBe(before);
  });

  it('refuses an address that is not one', async () => {
    const response = await requestReset('nope');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('POST /user/password/reset/confirm/', () => {
  it('sets the new password with the code and the address; the old password stops working', async () => {
    const { user, code } = await userWithResetCode();
    const response = await confirmReset({ email: user.email, code });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(done);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(400);
  });

  it('needs the address: a code is only ever checked against one account', async () => {
    const { user, code } = await userWithResetCode();
    for (const email of [undefined, '']) {
      const response = await confirmReset({ email, code });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ email: ['Email is required'] });
    }
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a code sent to another address, counting it against the address given', async () => {
    const { code } = await userWithResetCode();
    const other = await createUser(t);
    await requestReset(other.email);
    const response = await confirmReset({ email: other.email, code });
    if (code !== lastCodeTo(t, other.email)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
    }
  });

  it('refuses a code for an unknown address like a wrong one', async () => {
    const { code } = await userWithResetCode();
    const response = await confirmReset({ email: newEmail(), code });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
  });

  it('confirms the e-mail of an unconfirmed account', async () => {
    const { user, code } = await userWithResetCode({ confirmed: false });
    expect((await confirmReset({ email: user.email, code })).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email_confirmed_at).toBeInstanceOf(Date);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every session of the user', async () => {
    const { user, code } = await userWithResetCode();
    const first = (await login(user.email, TEST_PASSWORD)).body.refresh as string;
    const second = (await login(user.email, TEST_PASSWORD)).body.refresh as string;
    expect((await confirmReset({ email: user.email, code })).status).toBe(200);
    for (const token of [first, second]) {
      expect((await t.request('POST', '/user/token/refresh/', { body: { refresh: token } })).status).toBe(
        401,
      );
    }
  });

  it('refuses a wrong code and keeps the password', async () => {
    const { user, code } = await userWithResetCode();
    for (const body of [
      { email: user.email, code: wrongCode(code) },
      { email: user.email, code: 'ABCDEF' },
    ]) {
      const response = await confirmReset(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
    }
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, code } = await userWithResetCode();
    await t.database.db
      .update(verificationCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.user_id, user.id));
    const response = await confirmReset({ email: user.email, code });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ['This code has expired. Ask for a new one.'] });
  });

  it('refuses a code used once already', async () => {
    const { user, code } = await userWithResetCode();
    expect((await confirmReset({ email: user.email, code })).status).toBe(200);
    expect((await confirmReset({ email: user.email, code })).body).toEqual({
      code: ['Invalid confirmation code.'],
    });
  });

  it('kills the code on the fifth wrong try', async () => {
    const { user, code } = await userWithResetCode();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await confirmReset({ email: user.email, code: wrongCode(code) })).body).toEqual({
        code: ['Invalid confirmation code.'],
      });
    }
    const fifth = await confirmReset({ email: user.email, code: wrongCode(code) });
    expect(fifth.body).toEqual({ code: ['Too many wrong attempts. Ask for a new code.'] });
    const right = await confirmReset({ email: user.email, code });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ code: ['Too many wrong attempts. Ask for a new code.'] });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('makes a new code replace the older one', async () => {
    const { user, code: first } = await userWithResetCode();
    await requestReset(user.email);
    const second = lastCodeTo(t, user.email);
    if (first !== second) {
      expect((await confirmReset({ email: user.email, code: first })).status).toBe(400);
    }
    expect((await confirmReset({ email: user.email, code: second })).status).toBe(200);
  });

  it('does not accept a confirmation code as a reset code', async () => {
    const email = newEmail();
    await t.request('POST', '/user/register/', {
      body: { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, first_name: 'A', last_name: 'B' },
    });
    const confirmationCode = lastCodeTo(t, email);
    const response = await confirmReset({ email, code: confirmationCode });
    expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
  });

  it('answers the spec messages for the fields', async () => {
    const response = await t.request('POST', '/user/password/reset/confirm/', {
      body: { code: '', new_password1: '', new_password2: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      email: ['Email is required'],
      code: ['Reset code is required'],
      new_password1: ['New password is required'],
      new_password2: ['Passwords do not match'],
    });
    const short = await confirmReset({
      email: newEmail(),
      code: '123456',
      new_password1: 'short',
      new_password2: 'short',
    });
    expect(short.body).toEqual({ new_password1: ['Password should be at least 8 characters long'] });
    const malformed = await t.request('POST', '/user/password/reset/confirm/', { rawBody: '[' });
    expect(malformed.status).toBe(400);
  });
});
