import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgErrorCode } from '../db/errors';
import { auditLog, tenants } from '../db/schema';
import { appWithSchool, signedInAs, type SignedIn } from '../../test/factories';
import { recordAudit } from './record-audit';

// The log itself: append-only in the database whatever code runs, entries that go with their school,
// and the entry an import writes (one per import) kept or lost with the import's own transaction.
const { t, school } = await appWithSchool();
const { db } = t.database;

const INSUFFICIENT_PRIVILEGE = '42501';

let made = 0;
async function withEntry(as: SignedIn): Promise<string> {
  made += 1;
  const created = await t.request('POST', '/employees/', {
    ...as.auth,
    body: {
      staff_number: `RA-${made}`,
      first_name: 'Neema',
      last_name: 'Wafula',
      gender: 2,
      date_of_birth: '1979-11-02',
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: unknown) => pgErrorCode(error),
  );

describe('audit_log in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever runs them', async () => {
    const id = await withEntry(school);
    const entries = () => db.select().from(auditLog).where(eq(auditLog.record_id, id));
    const [before] = await entries();
    expect(
      await refusal(db.update(auditLog).set({ record_label: 'forged' }).where(eq(auditLog.record_id, id))),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusal(db.update(auditLog).set({ changes: {} }))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.record_id, id)))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusal(db.delete(auditLog))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await entries()).toEqual([before]);
  });

  it('lets the entries go with their school, and only then', async () => {
    const leaving = await signedInAs(t);
    await withEntry(leaving);
    await withEntry(school);
    const count = async (tenantId: string) => db.$count(auditLog, eq(auditLog.tenant_id, tenantId));
    const kept = await count(school.tenantId);
    expect(await count(leaving.tenantId)).toBe(1);
    await db.delete(tenants).where(eq(tenants.id, leaving.tenantId));
    expect(await count(leaving.tenantId)).toBe(0);
    expect(await count(school.tenantId)).toBe(kept);
  });
});

describe('recordAudit', () => {
  const ctx = { tenantId: school.tenantId, userId: school.userId, profileId: school.profileId };
  const entry = {
    recordType: 'student-import' as const,
    recordLabel: 'students.csv into Grade 4 East, 2026',
    action: 'import' as const,
    changes: { file: { new: 'students.csv' } },
    count: 42,
  };

  it('writes one entry for an import, with its count, read like any other', async () => {
    await db.transaction((tx) => recordAudit(tx, ctx, entry));
    const response = await t.request('GET', '/school/audit-log/?record_type=student-import', school.auth);
    expect(response.body.results).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        user_id: school.userId,
        profile_id: school.profileId,
        actor_name: 'Test User',
        record_type: 'student-import',
        record_id: null,
        record_label: 'students.csv into Grade 4 East, 2026',
        action: 'import',
        changes: { file: { new: 'students.csv' } },
        count: 42,
      },
    ]);
  });

  it("is lost with the import's transaction when the import fails", async () => {
    const before = await db.$count(auditLog, eq(auditLog.tenant_id, school.tenantId));
    const failed = db.transaction(async (tx) => {
      await recordAudit(tx, ctx, { ...entry, count: 7 });
      throw new Error('row 3 is wrong');
    });
    await expect(failed).rejects.toThrow('row 3 is wrong');
    expect(await db.$count(auditLog, eq(auditLog.tenant_id, school.tenantId))).toBe(before);
  });
});
