import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { users, verificationCodes } from '../../db/schema';
import { lastCodeTo, newEmail, registerThroughApi, registration, wrongCode } from './accounts.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const confirm = (email: string, code: string) =>
  t.request('POST', '/user/register/confirm-email/', { body: { email, code } });
const login = (email: string, password = TEST_PASSWORD) =>
  t.request('POST', '/user/login/', { body: { email, password } });

async function userByEmail(email: string) {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return user;
}

describe('POST /user/register/', () => {
  it('creates an unconfirmed user and e-mails a 6-digit code, stored only as a hash', async () => {
    const email = newEmail();
    const response = await t.request('POST', '/user/register/', { body: registration(email) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      detail: 'Registration successful. We sent a confirmation code to your e-mail.',
      email,
    });
    const message = t.messages.at(-1)!;
    expect(message).toMatchObject({
      channel: 'email',
      to: email,
      subject: 'Your Transport Admin confirmation code',
    });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ first_name: 'Amina', last_name: 'Otieno', email_confirmed_at: null });
    expect(user!.password_hash).not.toContain(TEST_PASSWORD);
    const codes = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.user_id, user!.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code_hash).not.toContain(message.code);
  });

  it('keeps the address in lower case and trims it', async () => {
    const email = newEmail();
    const response = await t.request('POST', '/user/register/', {
      body: registration(`  ${email.toUpperCase()} `),
    });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe(email);
  });

  it('answers a taken address like a new one, changes nothing and tells its owner by e-mail', async () => {
    const user = await createUser(t);
    const fresh = newEmail();
    const before = t.messages.length;
    const taken = await t.request('POST', '/user/register/', {
      body: registration(user.email.toUpperCase(), { first_name: 'Mallory' }),
    });
    const created = await t.request('POST', '/user/register/', { body: registration(fresh) });
    expect(taken.status).toBe(201);
    expect(created.status).toBe(201);
    expect(taken.body).toEqual({ ...created.body, email: user.email });
    expect(created.body.email).toBe(fresh);

    const toOwner = t.messages.slice(before).filter((message) => message.to === user.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      channel: 'email',
      subject: 'Someone tried to register your Transport Admin address',
    });
    expect(toOwner[0]!.code).toBeUndefined();
    expect(toOwner[0]!.text).toContain('Nothing was changed');
    expect(toOwner[0]!.text).toContain('Forgot your password?');
    const row = await userByEmail(user.email);
    expect(row).toMatchObject({ first_name: 'Test', password_hash: user.password_hash });
    expect(
      await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.user_id, user.id)),
    ).toEqual([]);
    expect((await login(user.email)).status).toBe(200);
  });

  it('keeps an unconfirmed account, its password and code, and tells its owner how to go on', async () => {
    // Replacing a pending password would let anyone who knows the address set the password that
    // the owner then confirms.
    const email = newEmail();
    const firstCode = await registerThroughApi(t, email);
    const again = await t.request('POST', '/user/register/', {
      body: registration(email, {
        first_name: 'Mallory',
        password: 'An0ther-pass',
        password2: 'An0ther-pass',
      }),
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({
      detail: 'Registration successful. We sent a confirmation code to your e-mail.',
      email,
    });
    expect((await userByEmail(email))!.first_name).not.toBe('Mallory');
    const notice = t.messages.at(-1)!;
    expect(notice).toMatchObject({
      to: email,
      subject: 'Someone tried to register your Transport Admin address',
    });
    expect(notice.text).toContain('ask for a new code');
    expect(lastCodeTo(t, email)).toBe(firstCode);
    expect((await confirm(email, firstCode)).status).toBe(200);
    expect((await login(email, 'An0ther-pass')).status).toBe(400);
  });

  it('answers the spec messages for every field', async () => {
    const response = await t.request('POST', '/user/register/', {
      body: {
        email: 'not-an-address',
        password: 'short',
        password2: 'other',
        first_name: ' ',
        last_name: '',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password should be at least 8 characters long'],
      password2: ['Passwords do not match'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
  });

  it('answers 400, never 500, to malformed JSON, wrong types and a missing body', async () => {
    const malformed = await t.request('POST', '/user/register/', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
    const wrongTypes = await t.request('POST', '/user/register/', {
      body: { email: 42, password: ['x'], password2: null, first_name: {}, last_name: true },
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'password2',
    ]);
    const empty = await t.request('POST', '/user/register/');
    expect(empty.status).toBe(400);
    const array = await t.request('POST', '/user/register/', { body: [] });
    expect(array.status).toBe(400);
  });
});

describe('POST /user/register/confirm-email/', () => {
  it('confirms the address with the right code; sign-in works afterwards', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    expect((await login(email)).body).toEqual({
      non_field_errors: ['Please confirm your e-mail address before signing in.'],
    });
    const response = await confirm(email, code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail: 'Your e-mail address is confirmed. You can sign in now.' });
    expect((await userByEmail(email))!.email_confirmed_at).toBeInstanceOf(Date);
    expect((await login(email)).status).toBe(200);
  });

  it('accepts the code with spaces and the address in another case', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    const response = await confirm(email.toUpperCase(), `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(response.status).toBe(200);
  });

  it('refuses a wrong code', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    const response = await confirm(email, wrongCode(code));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
    expect((await userByEmail(email))!.email_confirmed_at).toBeNull();
  });

  it('refuses a code for an unknown address like a wrong one', async () => {
    const response = await confirm(newEmail(), '123456');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ['Invalid confirmation code.'] });
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    const user = await userByEmail(email);
    await t.database.db
      .update(verificationCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.user_id, user!.id));
    const response = await confirm(email, code);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: ['This code has expired. Ask for a new one.'] });
  });

  it('refuses a code used once already', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    expect((await confirm(email, code)).status).toBe(200);
    const again = await confirm(email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: ['Invalid confirmation code.'] });
  });

  it('kills the code on the fifth wrong try, so even the right code fails afterwards', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    const wrong = wrongCode(code);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await confirm(email, wrong)).body).toEqual({ code: ['Invalid confirmation code.'] });
    }
    expect((await confirm(email, wrong)).body).toEqual({
      code: ['Too many wrong attempts. Ask for a new code.'],
    });
    const right = await confirm(email, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ code: ['Too many wrong attempts. Ask for a new code.'] });
    expect((await userByEmail(email))!.email_confirmed_at).toBeNull();
  });

  it('accepts the right code after four wrong tries', async () => {
    const email = newEmail();
    const code = await registerThroughApi(t, email);
    for (let attempt = 1; attempt <= 4; attempt++) await confirm(email, wrongCode(code));
    expect((await confirm(email, code)).status).toBe(200);
  });

  it('answers the spec messages when fields are missing', async () => {
    const response = await t.request('POST', '/user/register/confirm-email/', {
      body: { email: '', code: ' ' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['Email is required'], code: ['Confirmation code is required'] });
  });
});

describe('POST /user/register/email-verification-code/', () => {
  const detail = 'If this address needs confirming, a new code is on its way.';
  const resend = (email: string) =>
    t.request('POST', '/user/register/email-verification-code/', { body: { email } });

  it('sends a new code that replaces the older one', async () => {
    const email = newEmail();
    const oldCode = await registerThroughApi(t, email);
    const response = await resend(email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail });
    const newCode = lastCodeTo(t, email);
    expect(t.messages.filter((message) => message.to === email)).toHaveLength(2);
    if (oldCode !== newCode) {
      expect((await confirm(email, oldCode)).body).toEqual({ code: ['Invalid confirmation code.'] });
    }
    expect((await confirm(email, newCode)).status).toBe(200);
  });

  it('answers the same for an unknown or confirmed address and sends nothing', async () => {
    const confirmed = await createUser(t);
    const before = t.messages.length;
    const unknown = await resend(newEmail());
    const known = await resend(confirmed.email);
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual({ detail });
    expect(known.body).toEqual({ detail });
    expect(t.messages.length).toBe(before);
  });

  it('refuses an address that is not one', async () => {
    const response = await resend('nobody');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['Please enter a valid email address'] });
  });
});
