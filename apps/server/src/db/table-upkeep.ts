import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './client';
import { queryRows } from './query-rows';

/** How often the tables are looked at: twice per autovacuum_naptime (60 s). */
const UPKEEP_INTERVAL_MS = 30_000;

/** A table past one of autovacuum's thresholds, and what it needs. */
export type TableDue = { schema: string; table: string; analyze: boolean; vacuum: boolean };

/**
 * The tables past autovacuum's thresholds, with the server's own settings (defaults: analyse after
 * 50 + 10% of the rows changed, vacuum after 50 + 20% dead or 1,000 + 20% inserted, and before
 * transaction ids wrap). PGlite counts the changes (pg_stat_user_tables) but starts from zero each
 * time it opens, so a table is also analysed when it has grown by the analyse share since the
 * statistics were taken (pg_class.relpages against its size now): that covers what was written
 * before a restart; and vacuumed when fewer than 80% (1 - the insert share) of its pages are
 * marked all-visible as the last vacuum or analyse counted them, which is what the insert rule's
 * vacuum would have done for rows written before a restart (their searches' pending lists emptied,
 * their index-only scans possible). ADR 015.
 */
export async function tablesDue(db: Db): Promise<TableDue[]> {
  // A transaction's counts reach the statistics at the end of a later one, at most once a second.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return queryRows<TableDue>(
    db,
    sql`
    with settings as (
      select current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
             current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_share,
             current_setting('autovacuum_vacuum_threshold')::float8 as dead_base,
             current_setting('autovacuum_vacuum_scale_factor')::float8 as dead_share,
             current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
             current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_share,
             current_setting('autovacuum_freeze_max_age')::float8 as freeze_age,
             current_setting('block_size')::float8 as block_size
    ), counted as (
      select s.schemaname::text as schema, s.relname::text as "table",
             greatest(c.reltuples, 0) as known_rows, c.relpages as known_pages,
             c.relallvisible as visible_pages,
             pg_relation_size(c.oid) / settings.block_size as pages,
             s.n_mod_since_analyze as changed, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted,
             age(c.relfrozenxid) as xid_age, settings.*
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid cross join settings
    ), judged as (
      select schema, "table",
             changed > analyze_base + analyze_share * known_rows
               or pages > known_pages * (1 + analyze_share) + 1 as "analyze",
             dead > dead_base + dead_share * known_rows
               or inserted > insert_base + insert_share * known_rows
               or visible_pages < pages * (1 - insert_share) - 1
               or xid_age > freeze_age as "vacuum"
      from counted
    )
    select * from judged where "analyze" or "vacuum"
    order by schema, "table"`,
  );
}

/**
 * One turn of the upkeep: each table past a threshold gets its VACUUM, ANALYZE or both, one
 * statement at a time, so the requests that queued for the one connection meanwhile go first.
 * VACUUM also empties the search indexes' pending lists (ADR 014). `stopping` ends the turn early.
 */
export async function upkeepTurn(db: Db, stopping: () => boolean = () => false): Promise<TableDue[]> {
  const done: TableDue[] = [];
  for (const due of await tablesDue(db)) {
    if (stopping()) break;
    const table = sql`${sql.identifier(due.schema)}.${sql.identifier(due.table)}`;
    const command = due.vacuum ? (due.analyze ? sql`vacuum (analyze)` : sql`vacuum`) : sql`analyze`;
    await db.execute(sql`${command} ${table}`);
    done.push(due);
  }
  return done;
}

/**
 * Keeps planner statistics and indexes fresh as PostgreSQL's autovacuum would, where nothing else
 * does (ADR 015): on the embedded database, which has no autovacuum, and on a PostgreSQL server whose
 * autovacuum is switched off (said once at `warn`: the server's own is the better worker). A turn
 * every `intervalMs`, the next one scheduled when the last has finished. Returns the stop, which
 * waits for a turn's statement in progress.
 */
export function keepTablesFresh(
  database: Database,
  log: FastifyBaseLogger,
  intervalMs = UPKEEP_INTERVAL_MS,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> =
    database.kind === 'pglite' ? Promise.resolve(true) : autovacuumIsOff(database, log).catch(() => false);
  let timer: NodeJS.Timeout;
  const turn = () => {
    running = upkeepTurn(database.db, () => stopped).then(
      (done) => {
        if (done.length > 0) log.debug({ tables: done }, 'table upkeep');
      },
      (error: unknown) => log.warn({ err: error }, 'table upkeep failed'),
    );
    void running.then(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(turn, intervalMs);
    timer.unref();
  };
  void running.then((needed) => {
    if (needed === true) schedule();
  });
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** PostgreSQL with its autovacuum off: the upkeep stands in for it. */
async function autovacuumIsOff(database: Database, log: FastifyBaseLogger): Promise<boolean> {
  const [row] = await queryRows<{ off: boolean }>(
    database.db,
    sql`select current_setting('autovacuum') = 'off' as off`,
  );
  if (row?.off)
    log.warn("this PostgreSQL server's autovacuum is off: the server keeps its tables' statistics itself");
  return row?.off ?? false;
}
