import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { queryRows } from '../../db/query-rows';
import { invitations, profiles, tenants } from '../../db/schema';
import { studentEnrolments } from '../students/student-enrolments.table';
import { bulkFixtures } from './bulk-invitations.test-helpers';

// Issue 23 §1, ADR 022: the office invites every guardian of a route, a stream or a grade level at
// once; the invitations are written in one transaction and their SMS go out through the notices' queue.
const { t, school: admin } = await appWithSchool();
const db = t.database.db;
const fixtures = bulkFixtures(t);
const { people } = fixtures;
const groups = await fixtures.school(admin);
await db.update(tenants).set({ name: 'Green Hills Academy' }).where(eq(tenants.id, admin.tenantId));

/** The guardians invited (by person), each with the channels of their invitation's notice. */
async function invitedWith(guardianIds: string[]) {
  return queryRows<{ person_id: string; phone: string; email: string | null; channels: number[] }>(
    db,
    sql`select i.person_id, i.phone, i.email,
               (select array_agg(d.channel order by d.channel)::int[] from notices n
                  join notice_deliveries d on d.tenant_id = n.tenant_id and d.notice_id = n.id
                 where n.tenant_id = i.tenant_id and n.guardian_id = i.person_id
                   and n.kind = ${NOTICE_KIND.invitation} and n.payload->>'invitation' = i.id::text) as channels
          from invitations i
         where i.tenant_id = ${admin.tenantId}
           and i.person_id in (select json_array_elements_text(${JSON.stringify(guardianIds)}::json)::uuid)
         order by i.phone`,
  );
}

describe('inviting the guardians of a route', () => {
  it('invites each guardian of its riders once, with an SMS (and e-mail) queued, and skips the others', async () => {
    const mother = await people.guardian(admin, { email: 'Mama.Amina@example.test' });
    const father = await people.guardian(admin);
    const uncle = await people.guardian(admin);
    const aunt = await people.guardian(admin);
    const stranger = await people.guardian(admin);
    const route = { id: groups.route, stop: groups.stop };
    // Two siblings share the mother: one invitation for her.
    await fixtures.family(admin, { route }, [mother.id, father.id]);
    await fixtures.family(admin, { route }, [mother.id, uncle.id, aunt.id]);
    await fixtures.family(admin, {}, [stranger.id]);
    // The uncle has a guardian profile already; the aunt a pending invitation.
    const uncleAccount = await signedInAs(t, { role: 300, tenantId: admin.tenantId });
    await db
      .update(profiles)
      .set({ profile_type: 300, person_id: uncle.id })
      .where(eq(profiles.id, uncleAccount.profileId));
    const single = await t.request('POST', '/tenants/users/send-invite-sms/', {
      ...admin.auth,
      body: { phone: aunt.mobile_number, role: 300, profile_type: 300, profile_id: aunt.id },
    });
    expect(single.status).toBe(201);

    // The console's confirmation counts first, and writes nothing.
    const counted = await fixtures.invite(admin, { route_id: groups.route, dry_run: true });
    expect(counted.body).toEqual({ invited: 2, has_profile: 1, already_invited: 1, no_phone: 0 });
    expect(await invitedWith([mother.id, father.id])).toEqual([]);

    const answer = await fixtures.invite(admin, { route_id: groups.route.toUpperCase() });
    expect(answer).toMatchObject({
      status: 200,
      body: { invited: 2, has_profile: 1, already_invited: 1, no_phone: 0 },
    });
    expect(await invitedWith([mother.id, father.id, stranger.id])).toEqual(
      [
        {
          person_id: mother.id,
          phone: mother.mobile_number,
          email: 'mama.amina@example.test',
          channels: [NOTICE_CHANNEL.sms, NOTICE_CHANNEL.email],
        },
        { person_id: father.id, phone: father.mobile_number, email: null, channels: [NOTICE_CHANNEL.sms] },
      ].sort((a, b) => a.phone.localeCompare(b.phone)),
    );
    const [invitation] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.person_id, father.id)));
    expect(invitation).toMatchObject({ role_id: 300, profile_type: 300, invited_by: admin.userId });

    // Once only: asked again, everybody is skipped.
    expect((await fixtures.invite(admin, { route_id: groups.route })).body).toEqual({
      invited: 0,
      has_profile: 1,
      already_invited: 3,
      no_phone: 0,
    });
    expect(await invitedWith([mother.id, father.id])).toHaveLength(2);
  });

  it("texts the code with the real sender, in the guardian's language, and the code signs them in", async () => {
    const guardian = await people.guardian(admin, { first_name: 'Neema' });
    const student = await fixtures.family(admin, { route: { id: groups.route, stop: groups.stop } }, [
      guardian.id,
    ]);
    expect(student).toBeTruthy();
    await db.execute(
      sql`insert into guardian_notice_settings (tenant_id, guardian_id, language)
          values (${admin.tenantId}, ${guardian.id}, 'sw')`,
    );
    expect((await fixtures.invite(admin, { route_id: groups.route })).body).toMatchObject({ invited: 1 });
    await expect.poll(() => t.messages.some((m) => m.to === guardian.mobile_number)).toBe(true);
    const sms = t.messages.find((m) => m.to === guardian.mobile_number)!;
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(
      /^Green Hills Academy inakualika kwenye programu ya familia: fungua http:\/\/\S+\/family, chagua Ingia kwa simu, msimbo [A-Z2-9]{8}$/,
    );
    expect(sms.text.length).toBeLessThanOrEqual(160);
    const code = sms.text.slice(-8);
    expect(sms.code).toBe(code);
    const [delivery] = await queryRows<{ status: number; key: string }>(
      db,
      sql`select d.status, d.id::text as key from notice_deliveries d join notices n on n.id = d.notice_id
           where n.tenant_id = ${admin.tenantId} and n.guardian_id = ${guardian.id}`,
    );
    expect(sms.key).toBe(delivery!.key);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: number }>(
              db,
              sql`select status from notice_deliveries where id = ${delivery!.key}`,
            )
          )[0]?.status,
      )
      .toBe(DELIVERY_STATUS.sent);
    const signedIn = await t.request('POST', '/user/login/phone/verify/', {
      body: { phone: guardian.mobile_number, code },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const [profile] = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenant_id, admin.tenantId), eq(profiles.person_id, guardian.id)));
    expect(profile).toMatchObject({ profile_type: 300, role_id: 300 });
  });
});

describe('inviting the guardians of a stream or a grade level', () => {
  it("takes the students' current enrolments only", async () => {
    const [east, west, past, other] = [
      await people.guardian(admin),
      await people.guardian(admin),
      await people.guardian(admin),
      await people.guardian(admin),
    ];
    await fixtures.family(admin, { period: groups.period, stream: groups.east }, [east.id]);
    await fixtures.family(admin, { period: groups.period, stream: groups.west }, [west.id]);
    // Was in the east stream in a past period, now elsewhere: not the stream's any more.
    const moved = await fixtures.family(admin, { period: groups.past, stream: groups.east }, [past.id]);
    await db.insert(studentEnrolments).values({
      tenant_id: admin.tenantId,
      student_id: moved,
      academic_period_id: groups.period,
      stream_id: groups.otherGrade,
    });
    await fixtures.family(admin, { period: groups.period, stream: groups.otherGrade }, [other.id]);

    expect((await fixtures.invite(admin, { stream_id: groups.east })).body).toEqual({
      invited: 1,
      has_profile: 0,
      already_invited: 0,
      no_phone: 0,
    });
    expect((await invitedWith([east.id, west.id, past.id])).map((row) => row.person_id)).toEqual([east.id]);
    expect((await fixtures.invite(admin, { grade_level_id: groups.grade })).body).toEqual({
      invited: 1,
      has_profile: 0,
      already_invited: 1,
      no_phone: 0,
    });
    const invited = (await invitedWith([east.id, west.id, past.id, other.id])).map((row) => row.person_id);
    expect(invited.sort()).toEqual([east.id, west.id].sort());
  });
});
