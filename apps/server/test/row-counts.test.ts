import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts, tenants, vehicles } from '../src/db/schema';
import { startTestApp, type TestApp } from './build-test-app';
import { createVehicleRecord, signedInAs, type SignedIn } from './factories';

// A list's total of a whole school comes from row_counts, kept by statement triggers (migration 0002).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATH = '/transport/vehicles/';

async function kept(tenantId: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(and(eq(rowCounts.tenant_id, tenantId), eq(rowCounts.table_name, 'vehicles')));
  return row?.n;
}

async function counted(tenantId: string): Promise<number> {
  return t.database.db.$count(vehicles, eq(vehicles.tenant_id, tenantId));
}

/** `rows` vehicles of the school in one statement, as an import would write them. */
async function insertMany(school: SignedIn, rows: number, prefix: string) {
  await t.database.db.execute(sql`
    insert into vehicles (tenant_id, registration_number, code, max_capacity)
    select ${school.tenantId}::uuid, ${prefix} || i, 'C' || lpad(i::text, 4, '0'), 40
    from generate_series(1, ${rows}::int) as i`);
}

describe('totals kept per school', () => {
  it('follow single and set-based inserts and deletes, school by school', async () => {
    const school = await signedInAs(t);
    const other = await signedInAs(t);
    expect(await kept(school.tenantId)).toBeUndefined();
    expect((await t.request('GET', PATH, school.auth)).body.count).toBe(0);

    await createVehicleRecord(t, school);
    await insertMany(school, 120, 'A');
    await insertMany(other, 7, 'B');
    expect(await kept(school.tenantId)).toBe(121);
    expect(await kept(other.tenantId)).toBe(7);

    await t.database.db
      .delete(vehicles)
      .where(and(eq(vehicles.tenant_id, school.tenantId), sql`${vehicles.registration_number} like 'A1%'`));
    const left = await counted(school.tenantId);
    expect(left).toBeLessThan(121);
    expect(await kept(school.tenantId)).toBe(left);
    expect(await kept(other.tenantId)).toBe(7);

    const page = await t.request('GET', `${PATH}?page=2&page_size=50`, school.auth);
    expect(page.body).toMatchObject({ count: left });
    expect(page.body.results).toHaveLength(left - 50);
  });

  it('is what an unfiltered list answers, and a filtered list counts its own rows', async () => {
    const school = await signedInAs(t);
    await insertMany(school, 30, 'R');
    // The kept total is the source of an unfiltered list's count: a wrong one would show.
    await t.database.db
      .update(rowCounts)
      .set({ n: 31 })
      .where(and(eq(rowCounts.tenant_id, school.tenantId), eq(rowCounts.table_name, 'vehicles')));
    expect((await t.request('GET', PATH, school.auth)).body.count).toBe(31);
    const filtered = await t.request('GET', `${PATH}?search=C001`, school.auth);
    expect(filtered.body.count).toBe(10);
    expect(filtered.body.results).toHaveLength(10);
  });

  it('answers the total on a page past the end, which has no rows to carry it', async () => {
    const school = await signedInAs(t);
    await insertMany(school, 12, 'P');
    for (const [query, total] of [
      ['', 12],
      ['&search=C000', 9],
    ] as const) {
      const response = await t.request('GET', `${PATH}?page=5&page_size=10${query}`, school.auth);
      expect(response.body, query).toMatchObject({ count: total, results: [], next: null });
      // "previous" leads back to the last page that has rows.
      expect(new URL(response.body.previous).searchParams.get('page'), query).toBe(
        String(Math.ceil(total / 10)),
      );
    }
  });

  it('go with their school', async () => {
    const school = await signedInAs(t);
    await insertMany(school, 5, 'G');
    await t.database.db.delete(tenants).where(eq(tenants.id, school.tenantId));
    expect(await kept(school.tenantId)).toBeUndefined();
  });
});
