import { english } from '@app/shared/i18n/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource } from '@app/shared/streams/stream.schemas';
import { STUDENT_IMPORT_MESSAGES, STUDENT_IMPORT_PATH } from '@app/shared/students/student-import.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { queryRow, queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { sweepAbandonedImports } from './abandoned-imports';
import { ROWS_PER_BATCH, writeInBatches, type ImportKind } from './import-batches';
import { STUDENT_IMPORT } from './student-import.service';

// Imports written in committed batches and published at once (issue 19 §3, ADR 014).
const { t, school } = await appWithSchool();
const other = await signedInAs(t);
const db = t.database.db;

const ctx = () =>
  ({ db, tenantId: school.tenantId, userId: school.userId, profileId: school.profileId }) as TenantContext;
const count = async (as = school) =>
  (await t.request('GET', `${studentsResource.path}?page_size=1`, { ...as.auth })).body.count as number;
const stored = async (tenantId = school.tenantId) =>
  (
    await queryRow<{ n: number }>(
      db,
      sql`select count(*)::int as n from student_rows where tenant_id = ${tenantId}`,
    )
  ).n;
const pending = async () =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`select id from pending_imports where tenant_id = ${school.tenantId}`,
    )
  ).length;

let made = 0;
/** `n` rows of students, each with its own admission number. */
const students = (n: number) =>
  Array.from({ length: n }, () => {
    made += 1;
    return { admission_number: `BATCH-${made}` };
  });

/** Writes a batch of students as the roll import does, in `student_rows` under the import. */
async function insertBatch(tx: TenantContext, importId: string, batch: { admission_number: string }[]) {
  await tx.db.execute(sql`
    insert into student_rows (tenant_id, import_id, admission_number, first_name, last_name, gender, date_of_birth)
    select ${tx.tenantId}::uuid, ${importId}::uuid, admission_number, 'Amani', 'Otieno', 2, '2015-03-14'
      from json_to_recordset(${JSON.stringify(batch)}::json) as r(admission_number text)`);
}

describe('an import written in batches', () => {
  it('shows no row before it is published, then all of them, counted once; others are answered meanwhile', async () => {
    const before = { listed: await count(), stored: await stored(), others: await count(other) };
    const rows = students(3 * ROWS_PER_BATCH + 1);
    const seen: { listed: number; stored: number; others: number }[] = [];
    let running = true;
    // Each batch takes a moment more, so that the lists asked meanwhile find the import half written.
    const writing = writeInBatches(ctx(), {
      ...STUDENT_IMPORT,
      rows,
      writeBatch: async (tx, importId, batch) => {
        await insertBatch(tx, importId, batch);
        await tx.db.execute(sql`select pg_sleep(0.1)`);
      },
      audit: { recordType: 'student-import', recordLabel: 'roll.csv' },
    }).finally(() => (running = false));
    while (running) {
      const [listed, written, others] = await Promise.all([count(), stored(), count(other)]);
      seen.push({ listed, stored: written, others });
    }
    expect(await writing).toBe(rows.length);
    // Whenever asked, the list showed none of the import or all of it; and it was asked (and
    // answered, as was another school) while batches were written but not yet published.
    expect(seen.every((s) => s.listed === before.listed || s.listed === before.listed + rows.length)).toBe(
      true,
    );
    const halfWritten = seen.filter(
      (s) => s.stored > before.stored && s.stored < before.stored + rows.length,
    );
    expect(halfWritten.length).toBeGreaterThanOrEqual(2);
    expect(halfWritten.every((s) => s.listed === before.listed && s.others === before.others)).toBe(true);
    expect(await count()).toBe(before.listed + rows.length);
    expect(await pending()).toBe(0);
  });

  it('removes every row it wrote when a later batch fails, and counts none of them', async () => {
    const before = { listed: await count(), stored: await stored() };
    let batches = 0;
    const failing = writeInBatches(ctx(), {
      ...STUDENT_IMPORT,
      rows: students(3 * ROWS_PER_BATCH),
      writeBatch: async (tx, importId, batch) => {
        batches += 1;
        if (batches === 3) throw new Error('the database went away');
        await insertBatch(tx, importId, batch);
      },
      audit: { recordType: 'student-import', recordLabel: 'roll.csv' },
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect({ listed: await count(), stored: await stored() }).toEqual(before);
    expect(await pending()).toBe(0);
  });

  it('answers a number added meanwhile (by an import not yet published) with 400, importing nothing', async () => {
    const { id } = await queryRow<{ id: string }>(
      db,
      sql`insert into pending_imports (tenant_id, kind) values (${school.tenantId}, 'student_rows') returning id`,
    );
    await insertBatch(ctx(), id, [{ admission_number: 'RACE-2' }]);
    const period = await t.request('POST', academicPeriodsResource.path, {
      ...school.auth,
      body: { title: 'Race year', start_date: '2026-01-05', end_date: '2026-11-30' },
    });
    const grade = await t.request('POST', gradeLevelsResource.path, {
      ...school.auth,
      body: { title: 'Race grade', short_title: 'R' },
    });
    const stream = await t.request('POST', streamsResource.path, {
      ...school.auth,
      body: { title: 'R', grade_level: grade.body.es_grade_level, short_title: 'R', student_capacity: 40 },
    });
    const before = await stored();
    const form = new FormData();
    form.set('academic_period_id', period.body.id);
    form.set('stream_id', stream.body.id);
    const file =
      'Admission Number,First Name,Last Name,Date of Birth,Gender\n' +
      'RACE-1,Amani,Otieno,2015-03-14,Female\nRACE-2,Baraka,Mwangi,2014-11-02,Male\n';
    form.set('file', new Blob([file]), 'roll.csv');
    expect(await t.request('POST', STUDENT_IMPORT_PATH, { ...school.auth, form })).toMatchObject({
      status: 400,
      body: { file: [english(STUDENT_IMPORT_MESSAGES.changedMeanwhile)] },
    });
    expect(await stored()).toBe(before);
    await db.execute(sql`delete from student_rows where import_id = ${id}`);
    await db.execute(sql`delete from pending_imports where id = ${id}`);
  });
});

describe('the sweep of abandoned imports', () => {
  it('removes an unpublished import whose process stopped, and leaves one still being written', async () => {
    const before = { listed: await count(), stored: await stored() };
    const abandoned = await queryRow<{ id: string }>(
      db,
      sql`insert into pending_imports (tenant_id, kind, alive_at)
          values (${school.tenantId}, 'student_rows', now() - interval '2 minutes') returning id`,
    );
    const alive = await queryRow<{ id: string }>(
      db,
      sql`insert into pending_imports (tenant_id, kind) values (${school.tenantId}, 'student_rows') returning id`,
    );
    await insertBatch(ctx(), abandoned.id, students(ROWS_PER_BATCH + 5));
    await insertBatch(ctx(), alive.id, students(3));
    expect(await sweepAbandonedImports(db, [STUDENT_IMPORT])).toBe(1);
    expect({ listed: await count(), stored: await stored() }).toEqual({
      listed: before.listed,
      stored: before.stored + 3,
    });
    const left = await queryRows<{ id: string }>(
      db,
      sql`select id from pending_imports where tenant_id = ${school.tenantId}`,
    );
    expect(left.map((row) => row.id)).toEqual([alive.id]);
    await db.execute(sql`delete from student_rows where import_id = ${alive.id}`);
    await db.execute(sql`delete from pending_imports where id = ${alive.id}`);
  });

  it('finishes the follow-up of a published import whose process stopped, on every row of it', async () => {
    const settled: string[] = [];
    const kind: ImportKind = { ...STUDENT_IMPORT, settle: async (_tx, ids) => void settled.push(...ids) };
    const { id } = await queryRow<{ id: string }>(
      db,
      sql`insert into pending_imports (tenant_id, kind, published, alive_at)
          values (${school.tenantId}, 'student_rows', true, now() - interval '2 minutes') returning id`,
    );
    await insertBatch(ctx(), id, students(ROWS_PER_BATCH + 5));
    const written = await queryRows<{ id: string }>(
      db,
      sql`select id from student_rows where import_id = ${id}`,
    );
    expect(await sweepAbandonedImports(db, [kind])).toBe(1);
    expect(settled.sort()).toEqual(written.map((row) => row.id).sort());
    expect(await pending()).toBe(0);
  });
});
