import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ANALYZE_AFTER_ROWS, analyzeTables } from '../../db/analyze';
import type { Db } from '../../db/client';
import { pendingImports } from '../../db/pending-imports.table';
import { queryRow, queryRows } from '../../db/query-rows';
import { rowCounts } from '../../db/row-counts.table';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit, type AuditEntryInput } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';

/**
 * Rows written per transaction. The embedded database is one session: while a transaction runs,
 * every other school's request waits, so each one is kept to a moment (a few tens of milliseconds
 * on an idle machine) and the requests that queued meanwhile go first (ADR 014).
 */
export const ROWS_PER_BATCH = 1_000;

/** The base table an import fills (ADR 014): its rows carry `import_id`; its view is counted by name. */
export type ImportTable = PgTable & { tenant_id: PgColumn; id: PgColumn; import_id: PgColumn };

/** Work an import kind does on its rows once published, in batches (restrictions: the trips' riders). */
type Settle = (ctx: Pick<TenantContext, 'db' | 'tenantId'>, ids: string[]) => Promise<void>;

/** What the sweep of abandoned imports needs to know of a kind of import. */
export type ImportKind = {
  table: ImportTable;
  /** The view every other read goes through: row_counts keeps the school's total under its name. */
  view: PgTable;
  /** Tables the rows' foreign keys check against: analysed before a large import writes (ADR 012). */
  checksAgainst?: PgTable[];
  settle?: Settle;
};

export type BatchedImport<Row> = ImportKind & {
  rows: Row[];
  /** Writes one batch in its transaction, every row of `table` with `import_id`. */
  writeBatch: (tx: TenantContext, importId: string, batch: Row[]) => Promise<void>;
  /** The import's one audit entry, written when it is published, with the number of rows (ADR 008). */
  audit: Pick<AuditEntryInput, 'recordType' | 'recordLabel' | 'changes'>;
  /** Tables to analyse besides `table` once a large import is in (ADR 012). */
  alsoAnalyze?: PgTable[];
};

/**
 * Writes an import in committed batches under a pending import, then publishes it with one small
 * update (ADR 014): all or nothing for every reader, and no transaction longer than a batch. If a
 * batch fails (a number added meanwhile, the database gone), the rows written so far are removed
 * and the error is thrown on; if even that fails, the sweep of abandoned imports removes them.
 */
export async function writeInBatches<Row>(ctx: TenantContext, work: BatchedImport<Row>): Promise<number> {
  const { id: importId } = await queryRow<{ id: string }>(
    ctx.db,
    sql`insert into ${pendingImports} (tenant_id, kind) values (${ctx.tenantId}, ${getTableName(work.table)}) returning id`,
  );
  const bulk = work.rows.length >= ANALYZE_AFTER_ROWS;
  let imported: number;
  try {
    if (bulk && work.checksAgainst) await analyzeTables(ctx.db, work.checksAgainst);
    for (let start = 0; start < work.rows.length; start += ROWS_PER_BATCH) {
      await inTransaction(ctx, async (tx) => {
        await work.writeBatch(tx, importId, work.rows.slice(start, start + ROWS_PER_BATCH));
        await tx.db.execute(sql`update ${pendingImports} set alive_at = now() where id = ${importId}`);
      });
      // The foreign-key checks of the next batches plan on the grown table, not the seed's (ADR 012).
      if (start === 0 && bulk) await analyzeTables(ctx.db, [work.table]);
    }
    imported = await inTransaction(ctx, async (tx) => {
      const published = await publish(tx.db, work, importId, ctx.tenantId);
      await recordAudit(tx.db, tx, { ...work.audit, action: 'import', count: published });
      return published;
    });
  } catch (error) {
    await removeImport(ctx.db, work.table, importId, ctx.tenantId).catch(() => {});
    throw error;
  }
  // The import is in: if what follows fails, its pending row stays (published), and the sweep of
  // abandoned imports finishes the follow-up a minute later, saying so in the log.
  try {
    // The follow-up, the lists and the next imports plan on the real sizes.
    if (bulk) await analyzeTables(ctx.db, [work.table, ...(work.alsoAnalyze ?? [])]);
    await settleImport(ctx, work, importId);
  } catch {
    // Answered as imported: it is, and it is shown.
  }
  return imported;
}

/** Marks the import published and adds its rows to the school's total, which left them out so far. */
async function publish(db: Db, work: ImportKind, importId: string, tenantId: string) {
  const { n } = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${work.table}
         where ${work.table.tenant_id} = ${tenantId} and ${work.table.import_id} = ${importId}`,
  );
  await db.execute(
    sql`update ${pendingImports} set published = true, alive_at = now() where id = ${importId}`,
  );
  await db.execute(sql`
    insert into ${rowCounts} (tenant_id, table_name, n) values (${tenantId}, ${getTableName(work.view)}, ${n})
    on conflict (tenant_id, table_name) do update set n = ${rowCounts.n} + excluded.n`);
  return n;
}

/** The import's rows, a batch of ids at a time in id order, each batch in a transaction of its own. */
async function forEachBatch(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  table: ImportTable,
  importId: string,
  work: (tx: Pick<TenantContext, 'db' | 'tenantId'>, ids: string[]) => Promise<void>,
) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const done = await inTransaction(ctx, async (tx) => {
      const rows = await queryRows<{ id: string }>(
        tx.db,
        sql`select ${table.id} as id from ${table}
             where ${table.tenant_id} = ${ctx.tenantId} and ${table.id} > ${after} and ${table.import_id} = ${importId}
             order by ${table.id} limit ${ROWS_PER_BATCH}`,
      );
      if (rows.length === 0) return true;
      await work(
        tx,
        rows.map((row) => row.id),
      );
      after = rows.at(-1)!.id;
      await tx.db.execute(sql`update ${pendingImports} set alive_at = now() where id = ${importId}`);
      return false;
    });
    if (done) return;
  }
}

/** A published import's follow-up, then the end of its marker: its rows are the school's like any. */
export async function settleImport(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  kind: ImportKind,
  importId: string,
): Promise<void> {
  if (kind.settle) await forEachBatch(ctx, kind.table, importId, kind.settle);
  await ctx.db.delete(pendingImports).where(eq(pendingImports.id, importId));
}

/** Removes an unpublished import's rows (their own rows, such as enrolments, go with them), then the import. */
export async function removeImport(
  db: Db,
  table: ImportTable,
  importId: string,
  tenantId: string,
): Promise<void> {
  await forEachBatch({ db, tenantId }, table, importId, async (tx, ids) => {
    await tx.db.execute(sql`
      delete from ${table} where ${table.tenant_id} = ${tenantId}
         and ${table.id} in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`);
  });
  await db.delete(pendingImports).where(eq(pendingImports.id, importId));
}
