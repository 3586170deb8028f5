import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { queryRow, queryRows, writtenRows } from '../../db/query-rows';

/** Days of partitions made ahead of today (UTC): a server stopped this long still finds its days. */
const DAYS_AHEAD = 7;
/** An hour: a day's partition exists a week before it is needed, so no turn is urgent. */
const UPKEEP_INTERVAL_MS = 3600_000;

export type PositionsUpkept = { made: number; dropped: number; deleted: number };

/**
 * One turn (ADR 020): the day partitions of the coming week made; those wholly past the longest
 * retention of any school dropped; the positions of schools that keep fewer days deleted. Any
 * process may run it (the partition functions take turns by an advisory lock); it works for every
 * school, so on the platform's connection (ADR 016's named places).
 */
export async function upkeepPositions(database: Database, now = new Date()): Promise<PositionsUpkept> {
  const db = database.db;
  const today = now.toISOString().slice(0, 10);
  const { made } = await queryRow<{ made: number }>(
    db,
    sql`select make_position_partitions(${today}::date - 1, ${today}::date + ${DAYS_AHEAD}::int) as made`,
  );
  const { longest } = await queryRow<{ longest: number }>(
    db,
    sql`select coalesce(max(position_retention_days), 90)::int as longest from tenants`,
  );
  // A partition is dropped when even its last instant is older than every school keeps.
  const { dropped } = await queryRow<{ dropped: number }>(
    db,
    sql`select drop_position_partitions(${today}::date - ${longest}::int) as dropped`,
  );
  let deleted = 0;
  const shorter = await queryRows<{ id: string; days: number }>(
    db,
    sql`select id::text, position_retention_days as days from tenants where position_retention_days < ${longest}`,
  );
  for (const school of shorter) {
    deleted += await writtenRows(
      db,
      sql`delete from positions where tenant_id = ${school.id}
            and time < ${now.toISOString()}::timestamptz - make_interval(days => ${school.days}::int)`,
    );
  }
  // Rows in the default partition older than every school keeps (pings of a day never made).
  deleted += await writtenRows(
    db,
    sql`delete from positions_default
         where time < ${now.toISOString()}::timestamptz - make_interval(days => ${longest}::int)`,
  );
  return { made, dropped, deleted };
}

/** A turn at start, then every hour; returns the stop, which waits for a turn in progress. */
/** How long a closing process waits for the upkeep's round under way. */
const CLOSE_WAIT_MS = 5_000;

export function keepPositionsUpkept(database: Database, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const turn = () => {
    running = upkeepPositions(database).then(
      (done) => {
        if (done.made + done.dropped + done.deleted > 0) log.info(done, 'positions upkeep');
      },
      (error: unknown) => log.warn({ err: error }, 'positions upkeep failed'),
    );
    void running.then(() => {
      if (stopped) return;
      timer = setTimeout(turn, UPKEEP_INTERVAL_MS);
      timer.unref();
    });
  };
  turn();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    // The round under way ends first, but not forever: a statement sent to a database that went
    // away meanwhile (the embedded one closed under it, a server lost without a reset) may never be
    // answered, and the process must still stop. Its work is done again by the next start.
    await Promise.race([running, sleep(CLOSE_WAIT_MS, undefined, { ref: false })]);
  };
}
