import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createTenant, createUser } from '../../../test/factories';
import { profiles, tenants, users, verificationCodes } from '../../db/schema';
import { createPhoneUser, lastCodeTo, newPhone, wrongCode } from './accounts.test-helpers';

// Issue 23 §1, ADR 022: a phone and a 6-digit SMS code sign in as a password does.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://admin.example.test' });
});
afterAll(() => t.close());

let ipCounter = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });
const askCode = (phone: unknown) =>
  t.request('POST', '/user/login/phone/', { body: { phone }, headers: from() });
const verify = (phone: unknown, code: unknown) =>
  t.request('POST', '/user/login/phone/verify/', { body: { phone, code }, headers: from() });

const sent = { detail: 'If this phone number has an account, a sign-in code is on its way by SMS.' };
const invalid = { code: ['Invalid code. Check the SMS and try again.'] };

/** Asks for a code (the phone as typed, or as kept) and reads it from the SMS. */
async function codeFor(phone: string, typed: string = phone): Promise<string> {
  const toPhone = () => t.messages.filter((message) => message.to === phone).length;
  const before = toPhone();
  expect(await askCode(typed)).toMatchObject({ status: 200, body: sent });
  // The SMS leaves in the background, after the answer.
  await expect.poll(toPhone).toBe(before + 1);
  return lastCodeTo(t, phone);
}

describe('POST /user/login/phone/', () => {
  it('texts a 6-digit code to the phone’s account, worded in its language and kept hashed', async () => {
    const user = await createPhoneUser(t);
    const code = await codeFor(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const sms = t.messages.filter((message) => message.to === user.phone).at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', subject: 'Your Transport Admin sign-in code' });
    expect(sms.text).toBe(
      `Your Transport Admin sign-in code is ${code}. It is valid for 15 minutes. Never share it with anyone.`,
    );
    const [stored] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.user_id, user.id));
    expect(stored).toMatchObject({ purpose: 'phone_sign_in', attempts: 0, used_at: null });
    expect(stored!.code_hash).not.toContain(code);
    const minutes = (stored!.expires_at.getTime() - stored!.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
  });

  it('words it in Kiswahili for a Kiswahili school’s account, in one GSM-7 message', async () => {
    const school = await createTenant(t);
    await t.database.db.update(tenants).set({ default_language: 'sw' }).where(eq(tenants.id, school.id));
    const user = await createPhoneUser(t);
    await t.database.db.update(users).set({ active_tenant_id: school.id }).where(eq(users.id, user.id));
    const code = await codeFor(user.phone);
    const sms = t.messages.filter((message) => message.to === user.phone).at(-1)!;
    expect(sms.text).toBe(
      `Msimbo wako wa kuingia Transport Admin ni ${code}. Ni halali kwa dakika 15. Usimpe mtu yeyote.`,
    );
    const english = await createPhoneUser(t);
    await codeFor(english.phone);
    const englishSms = t.messages.filter((message) => message.to === english.phone).at(-1)!;
    for (const text of [sms.text, englishSms.text]) {
      expect(text.length).toBeLessThanOrEqual(160);
      // GSM-7's basic set, without the characters that take two places ([]{}^~\|€).
      expect(text).toMatch(/^[A-Za-z0-9 .,:;'"!?()\-/@%&*+=<>#]*$/);
    }
  });

  it('answers the same for a phone without an account, and texts nothing', async () => {
    const phone = newPhone();
    const before = t.messages.length;
    expect(await askCode(phone)).toMatchObject({ status: 200, body: sent });
    // An e-mail account is no phone account either.
    await createUser(t);
    expect(await askCode(newPhone())).toMatchObject({ status: 200, body: sent });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.messages.length).toBe(before);
  });

  it.each([
    [{}, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [{ phone: '' }, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [{ phone: '12345' }, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [{ phone: '0712-345-abc' }, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [{ phone: 254712345678 }, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [{ phone: '0712\u0000345678' }, { phone: ['Remove tabs, line breaks and other control characters'] }],
  ])('refuses %j with a field message', async (body, errors) => {
    const response = await t.request('POST', '/user/login/phone/', { body, headers: from() });
    expect(response).toMatchObject({ status: 400, body: errors });
  });
});

describe('POST /user/login/phone/verify/', () => {
  it('signs in as a password sign-in does: tokens, the user with their phone, schools and profiles', async () => {
    const user = await createPhoneUser(t);
    const school = await createTenant(t, 'Hillside Academy');
    const [profile] = await t.database.db
      .insert(profiles)
      .values({ tenant_id: school.id, user_id: user.id, profile_type: 300, role_id: 300 })
      .returning();
    // Typed as people write it: the + and spaces do not matter, nor spaces around the code.
    const typed = `+${user.phone.slice(0, 3)} ${user.phone.slice(3)}`;
    const code = await codeFor(user.phone, typed);
    const response = await verify(typed, ` ${code} `);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: expect.any(Object),
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect(response.body.user).toEqual({
      id: user.id,
      email: null,
      phone: user.phone,
      first_name: 'Achieng',
      last_name: 'Odhiambo',
      language: null,
      tenants: [
        {
          tenant: school.id,
          name: 'Hillside Academy',
          domain: 'https://admin.example.test/api',
          time_zone: expect.any(String),
          default_language: 'en',
          profiles: [
            {
              profile_id: profile!.id,
              profile_type: 300,
              role: 300,
              role_name: 'Parent/Guardian',
              person_name: null,
            },
          ],
        },
      ],
    });
    // The tokens work: the access token reads the metadata, the refresh token renews.
    const metadata = await t.request('GET', '/metadata/', { token: response.body.access });
    expect(metadata.status).toBe(200);
    const renewed = await t.request('POST', '/user/token/refresh/', {
      body: { refresh: response.body.refresh },
    });
    expect(renewed.status).toBe(200);
    // No e-mail, no device cookie: that one only counts password sign-ins of an address.
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('gives an account that also has an e-mail the device cookie of its password sign-in', async () => {
    const user = await createUser(t);
    const phone = newPhone();
    await t.database.db.update(users).set({ phone }).where(eq(users.id, user.id));
    const response = await verify(phone, await codeFor(phone));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: user.email, phone });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^device_[0-9a-f]{20}=/);
    expect(cookie).toContain('Path=/api/user/login;');
    expect(cookie).toContain('HttpOnly');
  });

  it('refuses a wrong code, counting it; the right one still works after four', async () => {
    const user = await createPhoneUser(t);
    const code = await codeFor(user.phone);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await verify(user.phone, wrongCode(code))).toMatchObject({ status: 400, body: invalid });
    }
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.user_id, user.id));
    expect(row!.attempts).toBe(4);
    expect((await verify(user.phone, code)).status).toBe(200);
  });

  it('kills the code at the fifth wrong try: the sixth, even the right code, is refused', async () => {
    const user = await createPhoneUser(t);
    const code = await codeFor(user.phone);
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++) answers.push(await verify(user.phone, wrongCode(code)));
    expect(answers.slice(0, 4).map((answer) => answer.body)).toEqual(Array(4).fill(invalid));
    const tooMany = { code: ['Too many wrong attempts. Ask for a new code.'] };
    expect(answers[4]).toMatchObject({ status: 400, body: tooMany });
    expect(await verify(user.phone, code)).toMatchObject({ status: 400, body: tooMany });
    // A new code works again.
    expect((await verify(user.phone, await codeFor(user.phone))).status).toBe(200);
  });

  it('works once', async () => {
    const user = await createPhoneUser(t);
    const code = await codeFor(user.phone);
    expect((await verify(user.phone, code)).status).toBe(200);
    expect(await verify(user.phone, code)).toMatchObject({ status: 400, body: invalid });
  });

  it('works once when sent twice at once', async () => {
    const user = await createPhoneUser(t);
    const code = await codeFor(user.phone);
    const answers = await Promise.all([verify(user.phone, code), verify(user.phone, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code, and an older code once a new one was sent', async () => {
    const user = await createPhoneUser(t);
    const older = await codeFor(user.phone);
    const code = await codeFor(user.phone);
    if (older !== code) expect(await verify(user.phone, older)).toMatchObject({ status: 400, body: invalid });
    await t.database.db
      .update(verificationCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.user_id, user.id));
    expect(await verify(user.phone, code)).toMatchObject({
      status: 400,
      body: { code: ['This code has expired. Ask for a new one.'] },
    });
  });

  it('answers a phone without an account as a wrong code', async () => {
    expect(await verify(newPhone(), '123456')).toMatchObject({ status: 400, body: invalid });
  });

  it('never takes another account’s code, nor an e-mail code', async () => {
    const [one, two] = [await createPhoneUser(t), await createPhoneUser(t)];
    const code = await codeFor(one.phone);
    await codeFor(two.phone);
    expect(await verify(two.phone, code)).toMatchObject({ status: 400 });
    const both = await createUser(t);
    const phone = newPhone();
    await t.database.db.update(users).set({ phone }).where(eq(users.id, both.id));
    await t.request('POST', '/user/password/reset/', { body: { email: both.email }, headers: from() });
    const resetCode = lastCodeTo(t, both.email);
    expect(await verify(phone, resetCode)).toMatchObject({ status: 400, body: invalid });
  });

  it.each([
    [{ phone: '254712345678' }, { code: ['Code is required'] }],
    [{ phone: '254712345678', code: '  ' }, { code: ['Code is required'] }],
    [{ phone: '254712345678', code: '1'.repeat(21) }, { code: ['This code is too long'] }],
    [
      { phone: '254712345678', code: '12\t3456' },
      { code: ['Remove tabs, line breaks and other control characters'] },
    ],
    [{ code: '123456' }, { phone: ['Please enter a valid phone number (10-15 digits)'] }],
    [
      { phone: '07\u202E12345678', code: '123456' },
      { phone: ['Remove tabs, line breaks and other control characters'] },
    ],
  ])('refuses %j with field messages', async (body, errors) => {
    const response = await t.request('POST', '/user/login/phone/verify/', { body, headers: from() });
    expect(response).toMatchObject({ status: 400, body: errors });
  });
});

describe('the e-mail flows of an account with a phone alone (ADR 022)', () => {
  it('finds nothing to reset or confirm: the same answers, no message, no change', async () => {
    const user = await createPhoneUser(t);
    const before = t.messages.length;
    for (const path of ['/user/password/reset/', '/user/register/email-verification-code/']) {
      const response = await t.request('POST', path, { body: { email: `${user.phone}@example.test` } });
      expect(response.status).toBe(200);
    }
    const login = await t.request('POST', '/user/login/', {
      body: { email: `${user.phone}@example.test`, password: 'whatever-it-is' },
    });
    expect(login).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Invalid e-mail address or password.'] },
    });
    expect(t.messages.length).toBe(before);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ email: null, password_hash: null });
  });
});
