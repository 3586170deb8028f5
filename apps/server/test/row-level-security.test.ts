import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRow, queryRows } from '../src/db/query-rows';
import { seedDemo } from '../src/features/demo/seed-demo';
import { storedPlan } from '../src/features/route-plans/route-plans.test-helpers';
import { startTestApp, type TestApp } from './build-test-app';
import { schoolsSeen, twoSchoolsWithAVehicle } from './row-security.test-helpers';
import { openTestDatabase } from './test-database';
import { createTenant } from './factories';

/**
 * Row-level security (issue 20, ADR 016), read from the catalogue: every table with a tenant_id is
 * covered, including one added tomorrow without anyone listing it here. The Demo School fills most
 * of them; another school, empty, must see none of it, and may write none of it.
 */
let t: TestApp;
let demo: string;
let other: string;
let tables: string[];

beforeAll(async () => {
  t = await startTestApp();
  demo = (await seedDemo(t.database.db)).tenant_id;
  // The demo seeds no route plan: one of its own, so the writes below try that table too.
  await storedPlan(t.database.db, demo);
  other = (await createTenant(t)).id;
  tables = (
    await queryRows<{ name: string }>(
      t.database.db,
      sql`select c.relname as name from pg_class c
            join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
            join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
           where c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    )
  ).map((row) => row.name);
});
afterAll(() => t.close());

const countOf = async (db: Db, table: string, where = sql``) =>
  (await queryRow<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} ${where}`))
    .n;

/** Why the statement failed, as PostgreSQL said it; null if it did not. */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => null,
    (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
  );

/** A row of `table` as JSON, without its generated columns: what an insert of it would send. */
async function rowOf(table: string, tenantId: string) {
  const columns = await queryRows<{ name: string }>(
    t.database.db,
    sql`select attname as name from pg_attribute
         where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const [row] = await queryRows<{ row: object }>(
    t.database.db,
    sql`select row_to_json(r) as row from (select ${list} from ${sql.identifier(table)}
         where tenant_id = ${tenantId} limit 1) r`,
  );
  return row && { list, json: JSON.stringify(row.row) };
}

describe('row-level security', () => {
  it('covers every table that has a tenant_id, forced on its owner, with both policies', async () => {
    expect(tables.length).toBeGreaterThan(20);
    const uncovered = await queryRows<{ name: string }>(
      t.database.db,
      sql`select c.relname as name from pg_class c
           where c.relname in (select json_array_elements_text(${JSON.stringify(tables)}::json))
             and not (c.relrowsecurity and c.relforcerowsecurity
                      and 2 = (select count(*) from pg_policies p where p.tablename = c.relname
                                and p.policyname in ('school_rows', 'platform_rows')))`,
    );
    expect(uncovered).toEqual([]);
  });

  it('shows a school its own rows only, in every table, and nothing when no school is set', async () => {
    const mine = t.database.forSchool(demo);
    const theirs = t.database.forSchool(other);
    const nobody = t.database.forSchool('');
    const filled: string[] = [];
    for (const table of tables) {
      const stored = await countOf(t.database.db, table, sql`where tenant_id = ${demo}`);
      if (stored > 0) filled.push(table);
      expect({ table, seen: await countOf(mine, table) }).toEqual({ table, seen: stored });
      expect({ table, seen: await countOf(theirs, table) }).toEqual({ table, seen: 0 });
      expect({ table, seen: await countOf(nobody, table) }).toEqual({ table, seen: 0 });
    }
    // The demo fills most tables, so the check above is not vacuous.
    expect(filled.length).toBeGreaterThan(tables.length / 2);
  });

  it('refuses to write a row into another school, or to move one there, in every table', async () => {
    const theirs = t.database.forSchool(other);
    const mine = t.database.forSchool(demo);
    for (const table of tables) {
      const row = await rowOf(table, demo);
      if (!row) continue;
      const name = sql.identifier(table);
      const inserted = await refusal(
        theirs.execute(
          sql`insert into ${name} (${row.list}) select ${row.list} from json_populate_record(null::${name}, ${row.json}::json)`,
        ),
      );
      expect({ table, inserted }).toEqual({ table, inserted: expect.stringMatching(/row-level security/) });
      const moved = await refusal(
        mine.execute(
          sql`update ${name} set tenant_id = ${other} where ctid = (select ctid from ${name} limit 1)`,
        ),
      );
      expect({ table, moved }).toEqual({ table, moved: expect.stringMatching(/row-level security/) });
    }
  });

  it('never carries one school into the next call on a shared connection (1,000 interleaved calls)', async () => {
    // One connection (the embedded database always has one): every call of the two schools takes it in turn.
    const database = await openTestDatabase({ poolSize: 1 });
    try {
      const schools = await twoSchoolsWithAVehicle(database);
      const calls = Array.from({ length: 1000 }, async (_, i) => {
        const school = schools[i % 2]!;
        const db = database.forSchool(school);
        // Every third call a transaction of two statements: the second is in the same school too.
        const ids =
          i % 3 === 0
            ? await db.transaction(async (tx) => [...(await schoolsSeen(tx)), ...(await schoolsSeen(tx))])
            : await schoolsSeen(db);
        return ids.every((id) => id === school) && ids.length > 0;
      });
      expect((await Promise.all(calls)).filter((ok) => !ok)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("plans a school's statements for rows in memory, and gives the platform back the server's own setting", async () => {
    // One connection, so the platform's call takes the very connection the school's call set.
    const database = await openTestDatabase({ poolSize: 1 });
    const setting = async (db: Db) =>
      (await queryRow<{ cost: string }>(db, sql`select current_setting('random_page_cost') as cost`)).cost;
    try {
      const server = (
        await queryRow<{ cost: string }>(
          database.db,
          sql`select reset_val as cost from pg_settings where name = 'random_page_cost'`,
        )
      ).cost;
      expect(await setting(database.forSchool(demo))).toBe('1.1');
      expect(await setting(database.db)).toBe(server);
      expect(server).not.toBe('1.1');
    } finally {
      await database.close();
    }
  });

  it('shows a school only its own row of tenants', async () => {
    expect(await countOf(t.database.forSchool(demo), 'tenants')).toBe(1);
    expect(await countOf(t.database.forSchool(''), 'tenants')).toBe(0);
  });

  it('lets searches use their trigram indexes under the policies (ilike leakproof, migration 0015)', async () => {
    // A condition whose function is not leakproof runs after the policy's, so never as an index condition.
    const row = await queryRow<{ leakproof: boolean }>(
      t.database.db,
      sql`select proleakproof as leakproof from pg_proc where oid = 'pg_catalog.texticlike'::regproc`,
    );
    expect(row.leakproof).toBe(true);
  });

  it("lets a school's statements use parallel workers (current_school() parallel safe, migration 0019)", async () => {
    // A function the policies call that is parallel unsafe keeps every statement of a school on one
    // process: a term's report took 0.88 s instead of 0.53 s.
    const row = await queryRow<{ parallel: string }>(
      t.database.db,
      sql`select proparallel as parallel from pg_proc where oid = 'current_school'::regproc`,
    );
    expect(row.parallel).toBe('s');
  });
});
