import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { plannedRows } from './analyze.test-helpers';
import type { Database } from './client';
import { keepTablesFresh, tablesDue, upkeepTurn, type TableDue } from './table-upkeep';
import { queryRow } from './query-rows';
import { tenants } from './schema';

// The embedded database has no autovacuum (ADR 015): without the upkeep the planner keeps believing
// a table holds what it held when last analysed, and dead rows and search-index entries pile up.
// PGlite only: PostgreSQL's own autovacuum would race the assertions there.
let database: Database;
let tenantId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const [tenant] = await database.db.insert(tenants).values({ name: 'Upkeep School' }).returning();
  tenantId = tenant!.id;
});
afterAll(() => database.close());

const addVehicles = (from: number, to: number) =>
  database.db.execute(sql`
    insert into vehicles (tenant_id, registration_number, code, max_capacity, is_active)
    select ${tenantId}::uuid, 'UP-' || i, 'C' || i, 40, true from generate_series(${from}::int, ${to}::int) as i`);

/** Dead rows of vehicles as the statistics count them, this transaction's counts handed over first. */
async function deadRows(): Promise<number> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const row = await queryRow<{ dead: number }>(
    database.db,
    sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'vehicles'`,
  );
  return row.dead;
}

const quietLog = { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database upkeep', () => {
  it('analyses a table past 50 + 10% changed rows in one turn, and leaves a small change alone', async () => {
    await addVehicles(1, 5000);
    expect(await plannedRows(database.db, ['vehicles'])).not.toEqual([5000]);
    const done = await upkeepTurn(database.db);
    expect(done).toContainEqual({ schema: 'public', table: 'vehicles', analyze: true, vacuum: true });
    expect(await plannedRows(database.db, ['vehicles'])).toEqual([5000]);

    await addVehicles(5001, 5100);
    expect((await tablesDue(database.db)).map((due) => due.table)).not.toContain('vehicles');
  });

  it('vacuums a table past 50 + 20% dead rows', async () => {
    await database.db.execute(sql`delete from vehicles where tenant_id = ${tenantId} and code like 'C1%'`);
    expect(await deadRows()).toBeGreaterThan(1000);
    const done = await upkeepTurn(database.db);
    expect(done).toContainEqual({ schema: 'public', table: 'vehicles', analyze: true, vacuum: true });
    expect(await deadRows()).toBe(0);
  });

  /** Vehicles added, then their counts lost as in a restart: the turn's due list then says `need`. */
  async function addedBeforeRestart(from: number, to: number, need: Partial<TableDue>) {
    await addVehicles(from, to);
    await database.db.execute(sql`select pg_stat_reset_single_table_counters('vehicles'::regclass)`);
    expect(await tablesDue(database.db)).toContainEqual(
      expect.objectContaining({ table: 'vehicles', ...need }),
    );
    await upkeepTurn(database.db);
  }

  it('analyses a table that grew while its counts were lost (PGlite starts them from zero)', async () => {
    await addedBeforeRestart(10_001, 14_000, { analyze: true });
    const [rows] = await plannedRows(database.db, ['vehicles']);
    expect(rows).toBeGreaterThan(7000);
  });

  it('vacuums a table written before a restart, whose pages no vacuum has marked all-visible', async () => {
    await addedBeforeRestart(40_001, 45_000, { vacuum: true });
    expect(await tablesDue(database.db)).not.toContainEqual(expect.objectContaining({ table: 'vehicles' }));
    const row = await queryRow<{ visible: number; pages: number }>(
      database.db,
      sql`select relallvisible as visible, relpages as pages from pg_class where relname = 'vehicles'`,
    );
    expect(row.visible).toBe(row.pages);
  });

  it('runs a turn every interval in the server and stops with it', async () => {
    const stop = keepTablesFresh(database, quietLog, 20);
    try {
      await addVehicles(20_001, 30_000);
      await vi.waitFor(
        async () => expect((await plannedRows(database.db, ['vehicles']))[0]).toBeGreaterThan(15_000),
        {
          timeout: 5000,
          interval: 50,
        },
      );
    } finally {
      await stop();
    }
    const [before] = await plannedRows(database.db, ['vehicles']);
    await addVehicles(30_001, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await plannedRows(database.db, ['vehicles'])).toEqual([before]);
    expect(quietLog.warn).not.toHaveBeenCalled();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the upkeep on PostgreSQL', () => {
  it("stands in for the server's autovacuum only when that is off, and says so", async () => {
    const log = { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const { off } = await queryRow<{ off: boolean }>(
      database.db,
      sql`select current_setting('autovacuum') = 'off' as off`,
    );
    await database.db.execute(sql`analyze vehicles`);
    await addVehicles(50_001, 60_000);
    const stop = keepTablesFresh(database, log, 20);
    try {
      if (off)
        await vi.waitFor(
          async () => expect((await plannedRows(database.db, ['vehicles']))[0]).toBeGreaterThan(5_000),
          { timeout: 5000, interval: 50 },
        );
      else await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stop();
    }
    expect(log.warn).toHaveBeenCalledTimes(off ? 1 : 0);
    if (!off) expect((await plannedRows(database.db, ['vehicles']))[0]).toBeLessThan(5_000);
  });
});
