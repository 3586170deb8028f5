import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appWithSchool,
  createUser,
  sessionToken,
  signedInAs,
  TEST_PASSWORD,
  type SignedIn,
} from '../../../test/factories';
import { invitations, profiles } from '../../db/schema';
import { INVITE_ALPHABET } from './invitation-codes';

const { t, school: admin } = await appWithSchool();

let phoneCounter = 0;
const newPhone = () => `2547${String(10_000_000 + ++phoneCounter).padStart(8, '0')}`;
const invalid = { code: ['Invalid invitation code or phone number.'] };

const sendInvite = (as: SignedIn, body: Record<string, unknown>) =>
  t.request('POST', '/tenants/users/send-invite-sms/', { ...as.auth, body });
const accept = (token: string, body: unknown) =>
  t.request('POST', '/tenants/users/accept-invite-code/', { token, body });

/** An invitation sent by the administrator; returns its phone and the code from the SMS. */
async function invite(body: Record<string, unknown> = {}) {
  const phone = newPhone();
  const response = await sendInvite(admin, {
    phone,
    role: 401,
    profile_type: 400,
    profile_id: staffEmployee,
    ...body,
  });
  expect(response.status).toBe(201);
  const sms = t.messages.filter((message) => message.channel === 'sms' && message.to === phone).at(-1)!;
  return { phone, code: sms.code!, invitation: response.body };
}

/** An employee of the school (a staff invitation names one), made through the API. */
async function newEmployee(as: SignedIn = admin): Promise<string> {
  const response = await t.request('POST', '/employees/', {
    ...as.auth,
    body: {
      staff_number: `S-${crypto.randomUUID().slice(0, 8)}`,
      first_name: 'Esther',
      last_name: 'Njeri',
      gender: 2,
      date_of_birth: '1990-02-02',
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** The employee a staff invitation stands for unless a test names another. */
const staffEmployee = await newEmployee();

async function newUserToken() {
  const user = await createUser(t);
  return { user, token: await sessionToken(t, user.id) };
}

describe('POST /tenants/users/send-invite-sms/', () => {
  it('creates an invitation and texts an 8-character code; the code is stored only hashed', async () => {
    const profileId = await newEmployee();
    const response = await sendInvite(admin, {
      phone: '+254 712-345-678',
      role: 401,
      profile_type: 400,
      profile_id: profileId,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      phone: '254712345678',
      email: null,
      role: 401,
      profile_type: 400,
      profile_id: profileId,
      expires_at: expect.any(String),
    });
    const days = (Date.parse(response.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const sms = t.messages.at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', to: '254712345678' });
    expect(sms.code).toHaveLength(8);
    expect([...sms.code!].every((char) => INVITE_ALPHABET.includes(char))).toBe(true);
    expect(sms.text).toContain(sms.code);
    expect(sms.text).toContain('Driver');
    // The message names the phone number to enter with the code.
    expect(sms.text).toContain('enter the phone number 254712345678 and the code');
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, response.body.id));
    expect(row).toMatchObject({ tenant_id: admin.tenantId, invited_by: admin.userId, role_id: 401 });
    expect(row!.code_hash).not.toContain(sms.code);
  });

  it('also e-mails the code when an address is given', async () => {
    const phone = newPhone();
    const response = await sendInvite(admin, {
      phone,
      email: 'New.Driver@Example.test',
      role: 401,
      profile_type: 400,
      profile_id: staffEmployee,
    });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe('new.driver@example.test');
    const [sms, email] = t.messages.slice(-2);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(email).toMatchObject({ channel: 'email', to: 'new.driver@example.test', code: sms!.code });
    expect(email!.text).toContain(sms!.code);
    expect(email!.text).toContain(`enter the phone number ${phone} and the code ${sms!.code}`);
  });

  it('refuses a staff invitation that names no employee, and changes nothing', async () => {
    const before = await t.database.db.select().from(invitations);
    for (const profile_id of [undefined, null, '']) {
      const response = await sendInvite(admin, {
        phone: newPhone(),
        role: 401,
        profile_type: 400,
        profile_id,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ profile_id: ['Profile ID is required'] });
    }
    expect(await t.database.db.select().from(invitations)).toHaveLength(before.length);
  });

  it.each([200, 401, 403, 300])('refuses role %i: only School Administrators invite', async (role) => {
    const someone = await signedInAs(t, { role });
    const response = await sendInvite(someone, { phone: newPhone(), role: 401, profile_type: 400 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('needs the school and profile headers', async () => {
    const response = await t.request('POST', '/tenants/users/send-invite-sms/', {
      token: admin.token,
      body: { phone: newPhone(), role: 401, profile_type: 400 },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a role that does not match the profile type', async () => {
    const response = await sendInvite(admin, { phone: newPhone(), role: 401, profile_type: 100 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ role: ['This role does not belong to the chosen profile type'] });
    const unknown = await sendInvite(admin, {
      phone: newPhone(),
      role: 999,
      profile_type: 400,
      profile_id: staffEmployee,
    });
    expect(unknown.body).toEqual({ role: ['Unknown role'] });
  });

  it('refuses a phone that is not 10 to 15 digits, a bad e-mail and a bad profile id', async () => {
    for (const phone of ['12345', '1234567890123456', 'call me']) {
      const response = await sendInvite(admin, {
        phone,
        role: 401,
        profile_type: 400,
        profile_id: staffEmployee,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ phone: ['Please enter a valid phone number (10-15 digits)'] });
    }
    const bad = await sendInvite(admin, {
      phone: newPhone(),
      email: 'nope',
      role: 401,
      profile_type: 400,
      profile_id: 'x',
    });
    expect(bad.body).toEqual({
      email: ['Please enter a valid email address'],
      profile_id: ['Invalid profile id'],
    });
    const wrongTypes = await sendInvite(admin, { phone: 254700000000, role: '401', profile_type: null });
    expect(wrongTypes.status).toBe(400);
    const malformed = await t.request('POST', '/tenants/users/send-invite-sms/', {
      ...admin.auth,
      rawBody: '{',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('POST /tenants/users/accept-invite-code/', () => {
  it('adds the profile to the signed-in user; sign-in then lists the school and profile', async () => {
    const { phone, code } = await invite({ role: 402, profile_type: 400 });
    const { user, token } = await newUserToken();
    const response = await accept(token, { phone: `+${phone}`, code: code.toLowerCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      detail: 'Invitation accepted.',
      tenant: admin.tenantId,
      profile_id: expect.any(String),
    });
    const login = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.body.user.tenants).toEqual([
      {
        tenant: admin.tenantId,
        name: expect.any(String),
        domain: expect.stringMatching(/\/api$/),
        time_zone: expect.any(String),
        default_language: 'en',
        profiles: [
          {
            profile_id: response.body.profile_id,
            profile_type: 400,
            role: 402,
            role_name: 'Bus Attendant',
            person_name: 'Esther Njeri',
          },
        ],
      },
    ]);
  });

  it("refuses a staff invitation for an employee who is not the school's", async () => {
    const other = await signedInAs(t, { role: 100 });
    for (const profile_id of [crypto.randomUUID(), await newEmployee(other)]) {
      const response = await sendInvite(admin, {
        phone: newPhone(),
        role: 401,
        profile_type: 400,
        profile_id,
      });
      expect(response).toMatchObject({ status: 400, body: { profile_id: ['Invalid employee.'] } });
    }
  });

  it('keeps the person record the invitation names', async () => {
    const personId = await newEmployee();
    const { phone, code } = await invite({ profile_id: personId });
    const { token } = await newUserToken();
    const response = await accept(token, { phone, code });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenant_id, admin.tenantId), eq(profiles.id, response.body.profile_id)));
    expect(profile).toMatchObject({ person_id: personId, role_id: 401, profile_type: 400 });
    // Sign-in names the profile after the employee it stands for.
    const user = await t.database.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.id, profile!.user_id),
    });
    const login = await t.request('POST', '/user/login/', {
      body: { email: user!.email, password: TEST_PASSWORD },
    });
    const entry = login.body.user.tenants.find(
      (tenant: { tenant: string }) => tenant.tenant === admin.tenantId,
    );
    expect(entry.profiles).toEqual([expect.objectContaining({ person_name: 'Esther Njeri' })]);
  });

  it('does not duplicate a profile the user already holds', async () => {
    const { user, token } = await newUserToken();
    const first = await invite();
    const second = await invite();
    const one = await accept(token, { phone: first.phone, code: first.code });
    const two = await accept(token, { phone: second.phone, code: second.code });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.profile_id).toBe(one.body.profile_id);
    const held = await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id));
    expect(held).toHaveLength(1);
  });

  it('refuses another phone, a wrong code, a used code and an expired code alike', async () => {
    const { token } = await newUserToken();
    const { phone, code } = await invite();
    expect(await accept(token, { phone: newPhone(), code })).toMatchObject({ status: 400, body: invalid });
    expect(await accept(token, { phone, code: 'ABCDEFGH' })).toMatchObject({ status: 400, body: invalid });

    expect((await accept(token, { phone, code })).status).toBe(200);
    const other = await newUserToken();
    expect(await accept(other.token, { phone, code })).toMatchObject({ status: 400, body: invalid });

    const late = await invite();
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, late.invitation.id));
    expect(await accept(token, { phone: late.phone, code: late.code })).toMatchObject({
      status: 400,
      body: invalid,
    });
  });

  it('answers the spec messages for the fields, and needs a token', async () => {
    const { token } = await newUserToken();
    const response = await accept(token, { phone: '123', code: ' ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      phone: ['Please enter a valid phone number (10-15 digits)'],
      code: ['Invitation code is required'],
    });
    expect((await accept(token, { phone: 254712345678, code: 12345678 })).status).toBe(400);
    expect(
      (await t.request('POST', '/tenants/users/accept-invite-code/', { token, rawBody: 'nope' })).status,
    ).toBe(400);
    for (const body of [{ phone: newPhone(), code: 'ABCDEFGH' }, {}]) {
      const anonymous = await t.request('POST', '/tenants/users/accept-invite-code/', { body });
      expect(anonymous.status).toBe(401);
    }
  });
});
