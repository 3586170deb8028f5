import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { queryRow } from '../../db/query-rows';
import { invitations } from '../../db/schema';
import { bulkFixtures } from './bulk-invitations.test-helpers';

// Issue 23 §1: a bulk invitation names one group of this school, by an Administrator; bad input is a
// 400 on its field and writes nothing; the writing is set-based, whatever the group's size.
const { t, school: admin } = await appWithSchool();
const db = t.database.db;
const fixtures = bulkFixtures(t);
const groups = await fixtures.school(admin);
const other = await signedInAs(t, { role: 100 });
const theirs = await fixtures.school(other);

const stored = async () =>
  (
    await queryRow<{ count: number }>(
      db,
      sql`select (select count(*) from invitations)::int
    + (select count(*) from notices)::int + (select count(*) from notice_deliveries)::int as count`,
    )
  ).count;

describe('a bulk invitation refuses', () => {
  it('no group, two groups, or ids that are not ids, on their fields', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { route_id: ['Choose a route, a stream or a grade level.'] }],
      [{ route_id: '', stream_id: null }, { route_id: ['Choose a route, a stream or a grade level.'] }],
      [
        { route_id: groups.route, stream_id: groups.east, grade_level_id: groups.grade },
        {
          stream_id: ['Choose only one of route, stream or grade level.'],
          grade_level_id: ['Choose only one of route, stream or grade level.'],
        },
      ],
      [{ route_id: 'route-1' }, { route_id: ['Invalid route.'] }],
      [{ stream_id: 42 }, { stream_id: ['Invalid stream.'] }],
      [{ grade_level_id: 'x' }, { grade_level_id: ['Invalid grade level.'] }],
    ];
    for (const [body, answer] of cases) {
      const response = await fixtures.invite(admin, body);
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, body: answer });
      expect(Object.keys(response.body).sort()).toEqual(Object.keys(answer).sort());
    }
    expect(await stored()).toBe(before);
  });

  it("another school's route, stream or grade level, or an unknown one, as a 400 on its field", async () => {
    await fixtures.family(other, { route: { id: theirs.route, stop: theirs.stop } }, [
      (await fixtures.people.guardian(other)).id,
    ]);
    const before = await stored();
    const cases = [
      ['route_id', theirs.route, 'Invalid route.'],
      ['stream_id', theirs.east, 'Invalid stream.'],
      ['grade_level_id', theirs.grade, 'Invalid grade level.'],
      ['route_id', crypto.randomUUID(), 'Invalid route.'],
    ] as const;
    for (const [field, id, message] of cases) {
      expect(await fixtures.invite(admin, { [field]: id })).toMatchObject({
        status: 400,
        body: { [field]: [message] },
      });
    }
    expect(await stored()).toBe(before);
  });

  it('anyone but an Administrator, and nobody signed in', async () => {
    const manager = await signedInAs(t, { role: 200, tenantId: admin.tenantId });
    expect((await fixtures.invite(manager, { route_id: groups.route })).status).toBe(403);
    const guardian = await signedInAs(t, { role: 300, tenantId: admin.tenantId });
    expect((await fixtures.invite(guardian, { route_id: groups.route })).status).toBe(403);
    expect((await t.request('POST', '/tenants/users/send-invite-sms/bulk/', { body: {} })).status).toBe(401);
  });
});

describe('a bulk invitation', () => {
  it('reads and writes in the same statements for one guardian or many', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    // The statements of the request that read or write invitations: a query per guardian would add some.
    const statements = async (body: Record<string, unknown>) => {
      query.mockClear();
      const response = await fixtures.invite(admin, body);
      expect(response.status).toBe(200);
      const texts = query.mock.calls.map(([first]) =>
        typeof first === 'string' ? first : ((first as { text?: string }).text ?? ''),
      );
      // The senders' claim reads invitations too (whether each is still pending), in their own time.
      const ours = texts.filter((text) => /\binvitations\b/.test(text) && !/skip locked/.test(text));
      return { answer: response.body, count: ours.length };
    };
    try {
      await fixtures.family(admin, { period: groups.period, stream: groups.east }, [
        (await fixtures.people.guardian(admin)).id,
      ]);
      const many = [];
      for (let i = 0; i < 6; i += 1) many.push((await fixtures.people.guardian(admin)).id);
      await fixtures.family(admin, { period: groups.period, stream: groups.west }, many.slice(0, 3));
      await fixtures.family(admin, { period: groups.period, stream: groups.west }, many.slice(3));
      const one = await statements({ stream_id: groups.east });
      const six = await statements({ stream_id: groups.west });
      expect(one.answer).toMatchObject({ invited: 1 });
      expect(six.answer).toMatchObject({ invited: 6 });
      expect(one.count).toBe(2);
      expect(six.count).toBe(one.count);
    } finally {
      query.mockRestore();
    }
    const rows = await db.select().from(invitations).where(eq(invitations.tenant_id, admin.tenantId));
    expect(rows).toHaveLength(7);
  });
});
