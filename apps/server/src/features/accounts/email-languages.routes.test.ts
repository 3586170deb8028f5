import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool, createGuardianRecord, createTenant, createUser } from '../../../test/factories';
import { tenants, users } from '../../db/schema';
import { newEmail, registration } from './accounts.test-helpers';

/**
 * E-mails and SMS in their recipient's language (issue 21, ADR 019): the account's choice, else
 * its school's default, else the request's Accept-Language; with none of them, English as before.
 */
const { t, school: admin } = await appWithSchool();

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/user/password/reset/', { body: { email }, headers });
const lastTo = (to: string) => t.messages.filter((message) => message.to === to).at(-1)!;

const EN_RESET = 'Your Transport Admin password reset code';
const SW_RESET = 'Msimbo wako wa kuweka upya nenosiri la Transport Admin';

describe('the language of account e-mails', () => {
  it('is English, word for word, for an account that named no language and has no school', async () => {
    const user = await createUser(t);
    expect((await requestReset(user.email)).status).toBe(200);
    const message = lastTo(user.email);
    expect(message.subject).toBe(EN_RESET);
    expect(message.text).toBe(
      [
        'Hello Test,',
        '',
        `Your password reset code is ${message.code}. Enter it with your new password to reset it.`,
        'The code is valid for 15 minutes.',
        '',
        'If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
      ].join('\n'),
    );
  });

  it("is Kiswahili for an account whose language is sw, whatever the request's header", async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, user.id));
    await requestReset(user.email, { 'accept-language': 'en' });
    const message = lastTo(user.email);
    expect(message.subject).toBe(SW_RESET);
    expect(message.text.split('\n')[0]).toBe('Habari Test,');
    expect(message.text).toContain(`Msimbo wako wa kuweka upya nenosiri ni ${message.code}.`);
    expect(message.text).toContain('Msimbo unatumika kwa dakika 15.');
  });

  it("is the school's default for an account that named none, before the request's header", async () => {
    const school = await createTenant(t);
    await t.database.db.update(tenants).set({ default_language: 'sw' }).where(eq(tenants.id, school.id));
    const user = await createUser(t);
    await t.database.db.update(users).set({ active_tenant_id: school.id }).where(eq(users.id, user.id));
    await requestReset(user.email, { 'accept-language': 'en' });
    expect(lastTo(user.email).subject).toBe(SW_RESET);
  });

  it("follows the request's Accept-Language for a new account", async () => {
    const email = newEmail();
    const response = await t.request('POST', '/user/register/', {
      body: registration(email),
      headers: { 'accept-language': 'sw-KE,sw;q=0.9' },
    });
    expect(response.status).toBe(201);
    const message = lastTo(email);
    expect(message.subject).toBe('Msimbo wako wa uthibitisho wa Transport Admin');
    expect(message.text).toContain(`Msimbo wako wa uthibitisho ni ${message.code}.`);
    const english = newEmail();
    await t.request('POST', '/user/register/', { body: registration(english) });
    expect(lastTo(english).subject).toBe('Your Transport Admin confirmation code');
  });

  it("words a taken address's notice in its owner's language, not the stranger's", async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, owner.id));
    await t.request('POST', '/user/register/', {
      body: registration(owner.email),
      headers: { 'accept-language': 'en' },
    });
    expect(lastTo(owner.email).subject).toBe('Mtu alijaribu kusajili anwani yako ya Transport Admin');
  });
});

describe('the language of an invitation', () => {
  // A guardian's invitation names their record.
  const invite = async (body: Record<string, unknown>) =>
    t.request('POST', '/tenants/users/send-invite-sms/', {
      ...admin.auth,
      body: { role: 300, profile_type: 300, profile_id: (await createGuardianRecord(t, admin)).id, ...body },
      headers: { 'accept-language': 'en' },
    });

  it("is the school's default, by SMS and e-mail, or the invitee's own account's", async () => {
    await t.database.db.update(tenants).set({ default_language: 'en' }).where(eq(tenants.id, admin.tenantId));
    const english = await invite({ phone: '254711000001' });
    expect(english.status).toBe(201);
    expect(lastTo('254711000001').text).toMatch(
      /^You are invited to join .+ on Transport Admin as Parent\/Guardian\. /,
    );

    await t.database.db.update(tenants).set({ default_language: 'sw' }).where(eq(tenants.id, admin.tenantId));
    await invite({ phone: '254711000002', email: 'mlezi@example.test' });
    for (const to of ['254711000002', 'mlezi@example.test']) {
      const message = lastTo(to);
      expect(message.subject).toMatch(/^Mwaliko wako wa kujiunga na /);
      expect(message.text).toContain('kama Mzazi/Mlezi.');
      expect(message.text).toContain(`uweke nambari ya simu 254711000002 na msimbo ${message.code},`);
    }

    // An invitee whose account chose English reads English, in a Kiswahili school.
    const member = await createUser(t);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, member.id));
    await invite({ phone: '254711000003', email: member.email });
    expect(lastTo(member.email).subject).toMatch(/^Your invitation to /);
    await t.database.db.update(tenants).set({ default_language: 'en' }).where(eq(tenants.id, admin.tenantId));
  });
});
