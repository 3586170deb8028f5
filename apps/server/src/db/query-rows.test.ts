import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import { queryRow, queryRows, writtenRows } from './query-rows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('raw statements', () => {
  it('answer their rows as the select list names and casts them', async () => {
    const rows = await queryRows<{ n: number; word: string }>(
      database.db,
      sql`select n::int as n, 'x' || n as word from generate_series(1, 3) as g(n)`,
    );
    expect(rows).toEqual([
      { n: 1, word: 'x1' },
      { n: 2, word: 'x2' },
      { n: 3, word: 'x3' },
    ]);
  });

  it('answer the one row of an aggregate, and refuse to invent one when there is none', async () => {
    expect(
      await queryRow<{ total: number }>(database.db, sql`select count(*)::int as total from tenants`),
    ).toEqual({
      total: 0,
    });
    await expect(queryRow(database.db, sql`select 1 as one where false`)).rejects.toThrow(TypeError);
  });

  it('count the rows a write changed', async () => {
    await database.db.execute(sql`create table scratch (n int)`);
    expect(await writtenRows(database.db, sql`insert into scratch select generate_series(1, 4)`)).toBe(4);
    expect(await writtenRows(database.db, sql`delete from scratch where n > 3`)).toBe(1);
  });
});
