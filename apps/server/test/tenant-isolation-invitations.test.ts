import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkFixtures } from '../src/features/tenants/bulk-invitations.test-helpers';
import { queryRows } from '../src/db/query-rows';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs } from './factories';

/**
 * Tenant isolation of the bulk invitations (issue 23 §1): school B cannot name school A's route,
 * stream or grade level, and inviting its own groups reaches none of A's guardians. The record calls
 * are in tenant-isolation.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('tenant isolation: bulk invitations', () => {
  it("refuses another school's groups and invites only the school's own guardians", async () => {
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const fixtures = bulkFixtures(t);
    const [a, b] = [await fixtures.school(schoolA), await fixtures.school(schoolB)];
    const guardianA = await fixtures.people.guardian(schoolA);
    const guardianB = await fixtures.people.guardian(schoolB);
    await fixtures.family(
      schoolA,
      { period: a.period, stream: a.east, route: { id: a.route, stop: a.stop } },
      [guardianA.id],
    );
    await fixtures.family(
      schoolB,
      { period: b.period, stream: b.east, route: { id: b.route, stop: b.stop } },
      [guardianB.id],
    );
    const cases = [
      ['route_id', a.route, 'Invalid route.'],
      ['stream_id', a.east, 'Invalid stream.'],
      ['grade_level_id', a.grade, 'Invalid grade level.'],
    ] as const;
    for (const [field, id, message] of cases) {
      expect(await fixtures.invite(schoolB, { [field]: id })).toMatchObject({
        status: 400,
        body: { [field]: [message] },
      });
    }
    for (const body of [{ route_id: b.route }, { stream_id: b.east }, { grade_level_id: b.grade }]) {
      expect((await fixtures.invite(schoolB, body)).status).toBe(200);
    }
    const written = await queryRows<{ tenant_id: string; person_id: string; notices: number }>(
      t.database.db,
      sql`select i.tenant_id, i.person_id,
                 (select count(*) from notices n where n.guardian_id = i.person_id)::int as notices
            from invitations i
           where i.person_id in (${guardianA.id}, ${guardianB.id})`,
    );
    expect(written).toEqual([{ tenant_id: schoolB.tenantId, person_id: guardianB.id, notices: 1 }]);
  });
});
