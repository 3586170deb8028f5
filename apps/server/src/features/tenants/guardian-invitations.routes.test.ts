import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appWithSchool,
  createGuardianRecord,
  createUser,
  sessionToken,
  signedInAs,
  TEST_PASSWORD,
} from '../../../test/factories';
import { invitations, profiles } from '../../db/schema';

// Issue 23 §1: the office invites a guardian from their record; the profile the code gives stands for
// that guardian (never another school's), and sign-in names it after them.
const { t, school: admin } = await appWithSchool();

const sendInvite = (body: Record<string, unknown>) =>
  t.request('POST', '/tenants/users/send-invite-sms/', {
    ...admin.auth,
    body: { role: 300, profile_type: 300, ...body },
  });

describe('a guardian invitation', () => {
  it('names the school’s guardian, and the accepted profile stands for them', async () => {
    const guardian = await createGuardianRecord(t, admin, { first_name: 'Amina', last_name: 'Otieno' });
    const sent = await sendInvite({ phone: guardian.mobile_number, profile_id: guardian.id });
    expect(sent).toMatchObject({
      status: 201,
      body: { profile_type: 300, role: 300, profile_id: guardian.id },
    });
    const sms = t.messages.filter((message) => message.to === guardian.mobile_number).at(-1)!;
    expect(sms.text).toContain('Parent/Guardian');

    const user = await createUser(t);
    const accepted = await t.request('POST', '/tenants/users/accept-invite-code/', {
      token: await sessionToken(t, user.id),
      body: { phone: guardian.mobile_number, code: sms.code },
    });
    expect(accepted.status).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenant_id, admin.tenantId), eq(profiles.id, accepted.body.profile_id)));
    expect(profile).toMatchObject({ person_id: guardian.id, profile_type: 300, role_id: 300 });
    const login = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.body.user.tenants[0].profiles).toEqual([
      expect.objectContaining({
        profile_type: 300,
        role_name: 'Parent/Guardian',
        person_name: 'Amina Otieno',
      }),
    ]);
  });

  it('refuses one without a guardian, or with another school’s, and stores nothing', async () => {
    const other = await signedInAs(t, { role: 100 });
    const theirs = await createGuardianRecord(t, other);
    const before = await t.database.db.select().from(invitations);
    expect(await sendInvite({ phone: theirs.mobile_number })).toMatchObject({
      status: 400,
      body: { profile_id: ['Profile ID is required'] },
    });
    for (const profile_id of [theirs.id, crypto.randomUUID()]) {
      expect(await sendInvite({ phone: theirs.mobile_number, profile_id })).toMatchObject({
        status: 400,
        body: { profile_id: ['Invalid guardian.'] },
      });
    }
    expect(await t.database.db.select().from(invitations)).toHaveLength(before.length);
  });
});
