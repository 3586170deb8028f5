import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appWithSchool,
  createGuardianRecord,
  createUser,
  sessionToken,
  signedInAs,
  type SignedIn,
} from '../../../test/factories';
import { invitations, profiles, users } from '../../db/schema';
import { createPhoneUser, newPhone } from './accounts.test-helpers';

// Issue 23 §1, ADR 022: a guardian's first sign-in is the invitation's own code, sent to their phone;
// it makes the account from the guardian record and accepts the invitation, in one transaction.
const { t, school: admin } = await appWithSchool();

let ipCounter = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });
const verify = (phone: string, code: string) =>
  t.request('POST', '/user/login/phone/verify/', { body: { phone, code }, headers: from() });
const invalid = { code: ['Invalid code. Check the SMS and try again.'] };

/** Invites the school's guardian (a new record unless one is given) and returns their phone and the code. */
async function inviteGuardian(school: SignedIn, overrides: Record<string, unknown> = {}) {
  const guardian = await createGuardianRecord(t, school, {
    first_name: 'Amina',
    last_name: 'Otieno',
    mobile_number: newPhone(),
    ...overrides,
  });
  const sent = await t.request('POST', '/tenants/users/send-invite-sms/', {
    ...school.auth,
    body: { phone: guardian.mobile_number, role: 300, profile_type: 300, profile_id: guardian.id },
  });
  expect(sent.status).toBe(201);
  const code = t.messages.filter((message) => message.to === guardian.mobile_number).at(-1)!.code!;
  return { guardian, phone: guardian.mobile_number, code, invitationId: sent.body.id as string };
}

const usersWithPhone = (phone: string) => t.database.db.select().from(users).where(eq(users.phone, phone));

describe('a guardian’s first sign-in with the invitation’s code', () => {
  it('makes the account from the guardian record, gives the profile and accepts the invitation', async () => {
    const { guardian, phone, code, invitationId } = await inviteGuardian(admin);
    const response = await verify(phone, code.toLowerCase());
    expect(response.status).toBe(200);
    const [account] = await usersWithPhone(phone);
    expect(account).toMatchObject({
      first_name: 'Amina',
      last_name: 'Otieno',
      email: null,
      password_hash: null,
      phone,
      active_tenant_id: admin.tenantId,
    });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.user_id, account!.id));
    expect(profile).toMatchObject({
      tenant_id: admin.tenantId,
      profile_type: 300,
      role_id: 300,
      person_id: guardian.id,
    });
    expect(account!.active_profile_id).toBe(profile!.id);
    const [invitation] = await t.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.id, invitationId)));
    expect(invitation!.accepted_by).toBe(account!.id);
    expect(invitation!.accepted_at).not.toBeNull();
    // It answers as a sign-in, naming the profile after the guardian.
    expect(response.body.user).toMatchObject({
      id: account!.id,
      email: null,
      phone,
      first_name: 'Amina',
      tenants: [
        {
          tenant: admin.tenantId,
          profiles: [{ profile_id: profile!.id, role_name: 'Parent/Guardian', person_name: 'Amina Otieno' }],
        },
      ],
    });
    // The access token works: the guardian is signed in.
    const signedIn = await t.request('GET', '/metadata/', { token: response.body.access });
    expect(signedIn.status).toBe(200);

    // The code worked once: used again it is a wrong code, and nothing more is made.
    expect(await verify(phone, code)).toMatchObject({ status: 400, body: invalid });
    expect(await usersWithPhone(phone)).toHaveLength(1);
    // From now on the guardian signs in with SMS codes.
    expect((await t.request('POST', '/user/login/phone/', { body: { phone }, headers: from() })).status).toBe(
      200,
    );
    await expect.poll(() => t.messages.filter((message) => message.to === phone).length).toBe(2);
    const smsCode = t.messages.filter((message) => message.to === phone).at(-1)!.code!;
    const again = await verify(phone, smsCode);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(account!.id);
  });

  it('makes one account when the code is sent three times at once: one sign-in, two wrong codes', async () => {
    const { phone, code } = await inviteGuardian(admin);
    const answers = await Promise.all([verify(phone, code), verify(phone, code), verify(phone, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const [account, ...others] = await usersWithPhone(phone);
    expect(others).toEqual([]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.user_id, account!.id))).toHaveLength(
      1,
    );
  });

  it('accepts the invitation onto the phone’s existing account', async () => {
    const existing = await createPhoneUser(t);
    const { phone, code } = await inviteGuardian(admin, { mobile_number: existing.phone });
    const response = await verify(phone, code);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: existing.id, first_name: 'Achieng' });
    expect(await usersWithPhone(phone)).toHaveLength(1);
    const owned = await t.database.db.select().from(profiles).where(eq(profiles.user_id, existing.id));
    expect(owned).toEqual([expect.objectContaining({ tenant_id: admin.tenantId, profile_type: 300 })]);
  });

  it('refuses an expired invitation, and one sent to another phone, making nothing', async () => {
    const expired = await inviteGuardian(admin);
    await t.database.db
      .update(invitations)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.id, expired.invitationId)));
    expect(await verify(expired.phone, expired.code)).toMatchObject({ status: 400, body: invalid });
    const other = await inviteGuardian(admin);
    expect(await verify(newPhone(), other.code)).toMatchObject({ status: 400, body: invalid });
    expect(await usersWithPhone(expired.phone)).toHaveLength(0);
    // The invitation to the other phone is still there for its guardian.
    expect((await verify(other.phone, other.code)).status).toBe(200);
  });

  it('makes no account from an invitation that names nobody: that one is accepted when signed in', async () => {
    const phone = newPhone();
    const sent = await t.request('POST', '/tenants/users/send-invite-sms/', {
      ...admin.auth,
      body: { phone, role: 200, profile_type: 200 },
    });
    expect(sent.status).toBe(201);
    const code = t.messages.filter((message) => message.to === phone).at(-1)!.code!;
    expect(await verify(phone, code)).toMatchObject({ status: 400, body: invalid });
    expect(await usersWithPhone(phone)).toHaveLength(0);
    const user = await createUser(t);
    const accepted = await t.request('POST', '/tenants/users/accept-invite-code/', {
      token: await sessionToken(t, user.id),
      body: { phone, code },
    });
    expect(accepted.status).toBe(200);
  });

  it('counts wrong invitation codes as wrong codes of the phone', async () => {
    const { phone, code } = await inviteGuardian(admin);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await verify(phone, 'WRONG234')).status).toBe(400);
    }
    expect((await verify(phone, code)).status).toBe(429);
    expect(await usersWithPhone(phone)).toHaveLength(0);
  });
});

describe('another school’s invitation is no way into this school', () => {
  it('gives the profile of the inviting school only', async () => {
    const other = await signedInAs(t, { role: 100 });
    const theirs = await inviteGuardian(other);
    const response = await verify(theirs.phone, theirs.code);
    expect(response.status).toBe(200);
    const tenantsSeen = response.body.user.tenants.map((entry: { tenant: string }) => entry.tenant);
    expect(tenantsSeen).toEqual([other.tenantId]);
    const profile = response.body.user.tenants[0].profiles[0].profile_id as string;
    // The profile of the other school, presented to this one, is refused at the door.
    for (const path of ['/guardians/', '/students/']) {
      const call = await t.request('GET', path, {
        token: response.body.access,
        tenant: admin.tenantId,
        profile,
      });
      expect(call.status).toBe(403);
    }
    // And its code opens no invitation of this school to another phone.
    const ours = await inviteGuardian(admin);
    expect(await verify(ours.phone, theirs.code)).toMatchObject({ status: 400, body: invalid });
  });
});

describe('a signed-in e-mail user accepting a guardian’s invitation', () => {
  it('still gets the profile on their own account, and no phone account is made', async () => {
    const { phone, code, guardian } = await inviteGuardian(admin);
    const user = await createUser(t);
    const accepted = await t.request('POST', '/tenants/users/accept-invite-code/', {
      token: await sessionToken(t, user.id),
      body: { phone, code },
    });
    expect(accepted.status).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id));
    expect(profile).toMatchObject({ person_id: guardian.id, profile_type: 300 });
    expect(await usersWithPhone(phone)).toHaveLength(0);
    expect(await verify(phone, code)).toMatchObject({ status: 400, body: invalid });
  });
});
