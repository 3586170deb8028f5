import { ApiError } from '../../lib/api-error';
import { runSheetDb, type OutboxItem, type OutboxOwner, type Recorder } from './run-sheet-db';

/**
 * The run sheet's outbox: every action is written to the device first and sent from here, one at a
 * time in the order recorded, so a bus without signal loses nothing and the office gets the events in
 * the order they happened. An action is sent until the server answers it: a resend after a lost answer
 * carries the same client_key, which the server answers with the first result.
 */

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
/** A send without an answer by then counts as no answer: a half-open connection must not hold the queue. */
const ANSWER_WITHIN_MS = 20_000;
/** One flush at a time across the browser's tabs (Web Locks), not only in this page. */
const LOCK_NAME = 'transport-admin-run-sheet-outbox';

/** How long to wait before the next try after `attempts` tries without an answer: 2 s, 4 s, ... 1 min. */
export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether the server refused the action for good: a 4xx (400, 403, 404, 409...) says the action itself
 * is wrong, and sending it again would be refused again. Not 408 and 429 (try later), and not 401: the
 * session ran out, and the action goes once its person has signed in again.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export type NewOutboxItem = Pick<OutboxItem, keyof Recorder | 'label' | 'event'>;

/** Keeps an action on the device, waiting to be sent; the screen shows it at once. */
export async function enqueue(item: NewOutboxItem): Promise<void> {
  await runSheetDb.outbox.add({ ...item, state: 'waiting', attempts: 0, error: null, sent_at: null });
}

/** The owner's actions (any of its profiles in that school) in the order they were recorded. */
export function outboxOf(owner: OutboxOwner): Promise<OutboxItem[]> {
  return runSheetDb.outbox.where('[user+tenant]').equals([owner.user, owner.tenant]).sortBy('seq');
}

/** Actions on this device still to send, of every account and school (for the sign-in page and notices). */
export function allWaiting(): Promise<OutboxItem[]> {
  return runSheetDb.outbox.filter((item) => item.state === 'waiting').toArray();
}

/** Drops a failed action once the person has read why. */
export async function discard(seq: number): Promise<void> {
  await runSheetDb.outbox
    .where(':id')
    .equals(seq)
    .filter((item) => item.state === 'failed')
    .delete();
}

/** Forgets sent actions that a run sheet fetched after `before` (epoch ms) already shows. */
export async function forgetSent(owner: OutboxOwner, before: number): Promise<void> {
  await runSheetDb.outbox
    .where('[user+tenant]')
    .equals([owner.user, owner.tenant])
    .filter((item) => item.state === 'sent' && (item.sent_at ?? 0) <= before)
    .delete();
}

export type FlushResult = {
  sent: number;
  /** Milliseconds until the next try, when an action could not be sent now; null when none waits. */
  retryIn: number | null;
};

type FlushOptions = { now?: () => number; answerWithinMs?: number };

// One flush at a time in this page: two at once would both take the head of the queue.
let running: Promise<unknown> = Promise.resolve();

/**
 * Sends the owner's waiting actions in order with `send` (which throws an ApiError when the server
 * does not take one). A refusal marks that action failed with the server's message and goes on with
 * the next; no answer (or 5xx, 408, 429, 401) stops here, keeping the order, and says when to try again.
 *
 * Why a refusal does not hold back the actions after it, even of the same trip: each event is a fact
 * of its own moment that the server judges by itself, and it refuses what cannot follow a refused one
 * (anything but an incident on a trip the office closed) with its own reason, shown on the run sheet.
 * What it takes (a pickup, an absence, an arrival) is what the office needs to know who is on the bus.
 * Held back, those would wait behind an action the crew can only read and discard, and a Start typed
 * again with the right reading would queue behind them anyway.
 */
export function flush(
  owner: OutboxOwner,
  send: (item: OutboxItem) => Promise<void>,
  options: FlushOptions = {},
): Promise<FlushResult> {
  const task = () => flushNow(owner, send, options);
  // Another tab of this browser flushing at the same moment would send the same head of the queue:
  // the server would still create it once (client_key), but the lock spares the second request.
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  const result = running.then(async () => (locks ? await locks.request(LOCK_NAME, task) : task()));
  running = result.catch(() => undefined);
  return result;
}

async function flushNow(
  owner: OutboxOwner,
  send: (item: OutboxItem) => Promise<void>,
  { now = Date.now, answerWithinMs = ANSWER_WITHIN_MS }: FlushOptions,
): Promise<FlushResult> {
  let sent = 0;
  for (;;) {
    const item = (await outboxOf(owner)).find((entry) => entry.state === 'waiting');
    if (!item?.seq) return { sent, retryIn: null };
    try {
      await answered(send(item), answerWithinMs);
    } catch (error) {
      if (isRefusal(error)) {
        await runSheetDb.outbox.update(item.seq, { state: 'failed', error: error.message });
        continue;
      }
      const attempts = item.attempts + 1;
      await runSheetDb.outbox.update(item.seq, { attempts });
      return { sent, retryIn: retryDelay(attempts) };
    }
    await runSheetDb.outbox.update(item.seq, { state: 'sent', sent_at: now() });
    sent += 1;
  }
}

/** The send's outcome, or no answer (status 0) once `ms` pass without one. */
async function answered(sending: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, null, 'The server did not answer in time.')), ms);
  });
  try {
    await Promise.race([sending, late]);
  } finally {
    clearTimeout(timer);
  }
}
