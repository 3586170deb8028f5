import { getTableName, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { pendingImports } from '../../db/pending-imports.table';
import { queryRows } from '../../db/query-rows';
import { removeImport, settleImport, type ImportKind } from './import-batches';

/** An import whose batches have not moved on for this long belongs to a process that stopped. */
const ABANDONED_AFTER_SECONDS = 60;

/**
 * Finishes the imports that a stopped process left (ADR 014): an unpublished one is removed, a
 * published one gets its follow-up. Each is claimed first (its `alive_at` moved on), so two server
 * processes sweeping at once never work on the same import.
 */
export async function sweepAbandonedImports(
  db: Database['db'],
  kinds: ImportKind[],
  olderThanSeconds = ABANDONED_AFTER_SECONDS,
): Promise<number> {
  const byName = new Map(kinds.map((kind) => [getTableName(kind.table), kind]));
  const stale = sql`${pendingImports.alive_at} <= now() - make_interval(secs => ${olderThanSeconds})`;
  const found = await queryRows<{ id: string }>(db, sql`select id from ${pendingImports} where ${stale}`);
  let swept = 0;
  for (const { id } of found) {
    const [claimed] = await queryRows<{ tenant_id: string; kind: string; published: boolean }>(
      db,
      sql`update ${pendingImports} set alive_at = now() where id = ${id} and ${stale}
          returning tenant_id, kind, published`,
    );
    const kind = claimed && byName.get(claimed.kind);
    if (!claimed || !kind) continue;
    if (claimed.published) await settleImport({ db, tenantId: claimed.tenant_id }, kind, id);
    else await removeImport(db, kind.table, id, claimed.tenant_id);
    swept += 1;
  }
  return swept;
}

/**
 * Sweeps when the server starts and then every minute. The embedded database belongs to this one
 * process, so at start every pending import there is abandoned; on PostgreSQL another process may
 * be writing one, so only those gone quiet for a minute are.
 */
export function sweepImportsRegularly(
  database: Database,
  kinds: ImportKind[],
  log: FastifyBaseLogger,
): () => void {
  const sweep = (olderThan: number) =>
    sweepAbandonedImports(database.db, kinds, olderThan).then(
      (swept) => swept > 0 && log.info({ swept }, 'finished abandoned imports'),
      (error: unknown) => log.warn({ err: error }, 'sweeping abandoned imports failed'),
    );
  void sweep(database.kind === 'pglite' ? 0 : ABANDONED_AFTER_SECONDS);
  const timer = setInterval(() => void sweep(ABANDONED_AFTER_SECONDS), ABANDONED_AFTER_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
