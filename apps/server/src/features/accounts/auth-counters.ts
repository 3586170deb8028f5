import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCounters } from './auth-counters.table';

/** At most `max` attempts in a window that starts with the first one. */
type CeilingRule = { kind: 'ceiling'; max: number; windowSeconds: number };

/**
 * `free` attempts, then a wait before each further one that doubles from `firstWaitSeconds` up to
 * `maxWaitSeconds`; the counter is forgotten when its window ends.
 */
export type BackoffRule = {
  kind: 'backoff';
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  windowSeconds: number;
};

export type CounterRule = CeilingRule | BackoffRule;

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

const c = authCounters;
const windowEnded = sql`${c.window_ends_at} <= now()`;

function nextAllowedAt(rule: BackoffRule): SQL {
  const wait = sql`least(${rule.firstWaitSeconds} * power(2, ${c.count} - ${rule.free}), ${rule.maxWaitSeconds})`;
  return sql`${c.last_at} + make_interval(secs => ${wait})`;
}

function admits(rule: CounterRule): SQL {
  if (rule.kind === 'ceiling') return sql`${c.count} < ${rule.max}`;
  return sql`(${c.count} < ${rule.free} or ${nextAllowedAt(rule)} <= now())`;
}

/**
 * Counts one attempt when the rule admits it, in one statement: of many simultaneous attempts only
 * as many as the rule admits get through (a check followed by a separate write would let a burst
 * of them all pass). A refused attempt is not counted; it learns how long to wait.
 */
export async function take(db: Db, key: string, rule: CounterRule): Promise<Taken> {
  const rows = await db
    .insert(c)
    .values({
      key,
      count: 1,
      window_ends_at: sql`now() + make_interval(secs => ${rule.windowSeconds})`,
      last_at: sql`now()`,
    })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${c.count} + 1 end`,
        window_ends_at: sql`case when ${windowEnded} then excluded.window_ends_at else ${c.window_ends_at} end`,
        last_at: sql`now()`,
      },
      setWhere: sql`${windowEnded} or ${admits(rule)}`,
    })
    .returning({ count: c.count });
  if (rows.length > 0) return { ok: true };
  return { ok: false, retryAfterSeconds: await secondsToWait(db, key, rule) };
}

async function secondsToWait(db: Db, key: string, rule: CounterRule): Promise<number> {
  const until =
    rule.kind === 'ceiling'
      ? sql`${c.window_ends_at}`
      : sql`least(${c.window_ends_at}, ${nextAllowedAt(rule)})`;
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${until} - now()))::int` })
    .from(c)
    .where(eq(c.key, key));
  return Math.max(1, row?.seconds ?? 1);
}

/** Takes back one counted attempt (it succeeded, or the call was refused elsewhere). */
export async function uncount(db: Db, key: string): Promise<void> {
  await db
    .update(c)
    .set({ count: sql`greatest(${c.count} - 1, 0)` })
    .where(eq(c.key, key));
}

/** Drops a counter altogether. */
export async function forget(db: Db, key: string): Promise<void> {
  await db.delete(c).where(eq(c.key, key));
}

/** Deletes counters whose window has ended: they would start again from one anyway. */
export async function deleteEndedCounters(db: Db): Promise<void> {
  await db.delete(c).where(windowEnded);
}
