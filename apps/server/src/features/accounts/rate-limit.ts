import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import { AppError } from '../../http/errors';
import type { AccountContext } from './account-context';
import {
  deleteEndedCounters,
  forget,
  take,
  uncount,
  type BackoffRule,
  type CounterRule,
} from './auth-counters';

/**
 * The account limits of ADR 005. Failures count, successes do not: an office behind one
 * connection signs in freely, and failures against one account from many client addresses slow
 * each of those clients down without locking the owner out.
 */

/** Sign-in and invitation codes, per address (e-mail or phone) and client IP: 5 free failures, then 15 s doubling up to 15 min. */
const PAIR_BACKOFF: BackoffRule = {
  kind: 'backoff',
  free: 5,
  firstWaitSeconds: 15,
  maxWaitSeconds: 15 * 60,
  windowSeconds: 24 * 60 * 60,
};

/**
 * Wrong one-time codes per account from anywhere, across new codes too: a 6-digit code must not be
 * guessable by asking for fresh codes (5 tries each) again and again.
 */
const CODE_FAILURES_PER_ACCOUNT: CounterRule = {
  kind: 'ceiling',
  max: 10,
  windowSeconds: 24 * 60 * 60,
};

/**
 * Wrong passwords for one account from browsers without its device cookie, whatever their
 * addresses: a botnet of many addresses gets 10 guesses per 15 minutes, and the owner's browser,
 * which has the cookie, signs in meanwhile.
 */
const UNTRUSTED_SIGN_IN_FAILURES: CounterRule = {
  kind: 'ceiling',
  max: 10,
  windowSeconds: 15 * 60,
};

type Ctx = Pick<AccountContext, 'db' | 'config' | 'ip'>;

/** What a guarded attempt proves when it succeeds: a password, a one-time code, an invitation code. */
export type GuardedAction = 'sign-in' | 'code' | 'invitation';

/** An attempt counted as a failure unless it reports success. */
export type Attempt = { succeeded(): Promise<void> };

function clientCeiling(ctx: Ctx): CounterRule {
  const { max, windowSeconds } = ctx.config.authRateLimit;
  return { kind: 'ceiling', max, windowSeconds };
}

function guardedCounters(
  ctx: Ctx,
  action: GuardedAction,
  address: string,
  device: string | null,
): [string, CounterRule][] {
  const to = normalize(address);
  const perClient: [string, CounterRule] = [`fail:ip:${ctx.ip}`, clientCeiling(ctx)];
  switch (action) {
    case 'sign-in':
      // A browser with the account's device cookie has an allowance of its own, whatever others
      // behind its address have spent; the others share the address's and the account's limits.
      if (device) return [[`sign-in:device:${device}`, PAIR_BACKOFF]];
      return [
        perClient,
        [`sign-in:${to}|ip:${ctx.ip}`, PAIR_BACKOFF],
        [`sign-in:untrusted:${to}`, UNTRUSTED_SIGN_IN_FAILURES],
      ];
    case 'invitation':
      return [perClient, [`invite:${to}|ip:${ctx.ip}`, PAIR_BACKOFF]];
    case 'code':
      return [perClient, [`code:${to}`, CODE_FAILURES_PER_ACCOUNT]];
  }
}

/**
 * Starts an attempt that guesses a secret for `address`; 429 with Retry-After while a limit holds.
 * The attempt counts as a failure from the start (so a burst cannot outrun the count) and is given
 * back when the caller reports success.
 */
export async function startAttempt(
  ctx: Ctx,
  action: GuardedAction,
  address: string,
  /** For a sign-in: the id of the browser's device cookie for this account, when it has a valid one. */
  device: string | null = null,
): Promise<Attempt> {
  const counters = await takeAll(ctx, guardedCounters(ctx, action, address, device));
  return {
    // A success is not a failure. It also ends the backoff of its address and client: that was
    // the owner (or someone who has the secret anyway).
    succeeded: async () => {
      for (const [key, rule] of counters) {
        await (rule.kind === 'backoff' ? forget(ctx.db, key) : uncount(ctx.db, key));
      }
    },
  };
}

/**
 * Counts a call that sends a message (register, resend, reset request) against the address and
 * the client IP. Every such call counts: each one puts a message in someone's mailbox.
 */
export async function limitMessages(ctx: Ctx, address: string): Promise<void> {
  const rule = clientCeiling(ctx);
  await takeAll(ctx, [
    [`send:ip:${ctx.ip}`, rule],
    [`send:to:${normalize(address)}`, rule],
  ]);
}

async function takeAll(ctx: Ctx, counters: [string, CounterRule][]): Promise<[string, CounterRule][]> {
  await pruneNowAndThen(ctx);
  const taken: [string, CounterRule][] = [];
  for (const [key, rule] of counters) {
    const result = await take(ctx.db, key, rule);
    if (!result.ok) {
      // A refused call counts nowhere, so what it took already is given back.
      for (const [takenKey] of taken) await uncount(ctx.db, takenKey);
      throw new AppError(429, ACCOUNT_MESSAGES.rateLimited, result.retryAfterSeconds);
    }
    taken.push([key, rule]);
  }
  return taken;
}

function normalize(address: string): string {
  return address.trim().toLowerCase();
}

// Ended counters are deleted at most once a minute per database a process uses (one, but for tests,
// where many apps share a process). This is housekeeping only: an ended counter restarts from one
// whether or not it was deleted, so processes never disagree.
const PRUNE_INTERVAL_MS = 60_000;
const lastPrune = new WeakMap<Ctx['db'], number>();

async function pruneNowAndThen(ctx: Ctx): Promise<void> {
  if (Date.now() - (lastPrune.get(ctx.db) ?? 0) < PRUNE_INTERVAL_MS) return;
  lastPrune.set(ctx.db, Date.now());
  await deleteEndedCounters(ctx.db);
}
