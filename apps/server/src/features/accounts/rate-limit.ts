import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';

export type LimitedAction =
  'login' | 'register' | 'confirm' | 'resend' | 'reset' | 'reset-confirm' | 'accept-invite';

// Windows that ended are cleared at most once a minute per process, so the table stays small.
const PRUNE_INTERVAL_MS = 60_000;
let lastPrune = 0;

/**
 * Counts one attempt of `action` against the client IP and, when known, the address (e-mail or
 * phone); answers 429 when either went over the limit in the current fixed window (DESIGN §3).
 */
export async function limitAttempts(
  ctx: Pick<AccountContext, 'db' | 'config' | 'ip'>,
  action: LimitedAction,
  address?: string,
): Promise<void> {
  const { max, windowSeconds } = ctx.config.authRateLimit;
  const keys = [`${action}:ip:${ctx.ip}`];
  if (address) keys.push(`${action}:to:${address.trim().toLowerCase()}`);
  let over = false;
  for (const key of keys) {
    const hits = await hit(ctx, key, windowSeconds);
    if (hits > max) over = true;
  }
  if (Date.now() - lastPrune > PRUNE_INTERVAL_MS) {
    lastPrune = Date.now();
    await ctx.db.delete(rateLimits).where(windowEnded(windowSeconds));
  }
  if (over) throw new AppError(429, ACCOUNT_MESSAGES.rateLimited);
}

/** One statement per key: a new window starts at 1, the current one counts up. */
async function hit(ctx: Pick<AccountContext, 'db'>, key: string, windowSeconds: number): Promise<number> {
  const windowOver = windowEnded(windowSeconds);
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key, window_start: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
        window_start: sql`case when ${windowOver} then now() else ${rateLimits.window_start} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

function windowEnded(windowSeconds: number) {
  return sql`${rateLimits.window_start} <= now() - make_interval(secs => ${windowSeconds})`;
}
