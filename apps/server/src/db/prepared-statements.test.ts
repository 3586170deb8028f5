import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import { runBuilt, runPrepared } from './prepared-statements';
import { queryRows } from './query-rows';
import { tenants } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into tenants (name) select 'School ' || n from generate_series(1, 3) as g(n)`,
  );
});
afterAll(() => database.close());

/** The statements the connection has prepared, by name (one transaction: one connection). */
const preparedNames = (db: Database['db']) =>
  queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements order by name`);

describe('a statement run prepared', () => {
  it('answers as the same statement unnamed, and is prepared once on its connection under its text', async () => {
    await database.db.transaction(async (tx) => {
      const statement = () =>
        tx
          .select({ name: tenants.name })
          .from(tenants)
          .where(sql`${tenants.name} <> ${'none'}`)
          .orderBy(tenants.name);
      const unnamed = await statement();
      expect(unnamed.map((row) => row.name)).toEqual(['School 1', 'School 2', 'School 3']);
      expect(await runPrepared(statement())).toEqual(unnamed);
      expect(await runPrepared(statement())).toEqual(unnamed);
      const names = (await preparedNames(tx)).map((row) => row.name);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^q_/);
      // Another text is another statement; the same text with other values is the same one.
      await runPrepared(tx.select({ name: tenants.name }).from(tenants).limit(1));
      await runPrepared(statement().limit(2));
      expect(await runPrepared(statement().limit(1))).toEqual(unnamed.slice(0, 1));
      expect(await preparedNames(tx)).toHaveLength(3);
    });
  });
});

describe('a statement built once', () => {
  it('answers for the values it is given, as the statement built for them, and is built only once', async () => {
    await database.db.transaction(async (tx) => {
      const before = new Set((await preparedNames(tx)).map((row) => row.name));
      const schools = await tx
        .select({ id: tenants.id, name: tenants.name })
        .from(tenants)
        .orderBy(asc(tenants.name));
      let builds = 0;
      const build = () => {
        builds += 1;
        return tx
          .select({ name: tenants.name, upper: sql<string>`upper(${tenants.name})` })
          .from(tenants)
          .where(eq(tenants.id, sql.placeholder('school')));
      };
      for (const school of schools) {
        const answer = await runBuilt(tx, 'prepared-statements.test', build, { school: school.id });
        expect(answer).toEqual([{ name: school.name, upper: school.name.toUpperCase() }]);
        // The same as the statement built with the value itself.
        expect(answer).toEqual(
          await tx
            .select({ name: tenants.name, upper: sql<string>`upper(${tenants.name})` })
            .from(tenants)
            .where(eq(tenants.id, school.id)),
        );
      }
      expect(schools).toHaveLength(3);
      expect(builds).toBe(1);
      // Prepared once on the connection (the test before may have left its own), under its text's name.
      const names = (await preparedNames(tx)).map((row) => row.name).filter((name) => !before.has(name));
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^q_/);
    });
  });
});
