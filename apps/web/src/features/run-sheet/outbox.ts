import { ApiError } from '../../lib/api-error';
import { runSheetDb, type OutboxItem } from './run-sheet-db';

/**
 * The run sheet's outbox: every action is written to the device first and sent from here, one at a
 * time in the order recorded, so a bus without signal loses nothing and the office gets the events in
 * the order they happened. An action is sent until the server answers it: a resend after a lost answer
 * carries the same client_key, which the server answers with the first result.
 */

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/** How long to wait before the next try after `attempts` tries without an answer: 2 s, 4 s, ... 1 min. */
export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether the server refused the action for good: a 4xx says the action itself is wrong, and sending
 * it again would be refused again. Not 408 and 429 (try later), and not 401: the session ran out, and
 * the action goes once the person has signed in again.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export type NewOutboxItem = Pick<OutboxItem, 'owner' | 'label' | 'event'>;

/** Keeps an action on the device, waiting to be sent; the screen shows it at once. */
export async function enqueue(item: NewOutboxItem): Promise<void> {
  await runSheetDb.outbox.add({ ...item, state: 'waiting', attempts: 0, error: null, sent_at: null });
}

/** The owner's actions in the order they were recorded. */
export function outboxOf(owner: string): Promise<OutboxItem[]> {
  return runSheetDb.outbox.where('owner').equals(owner).sortBy('seq');
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
export async function forgetSent(owner: string, before: number): Promise<void> {
  await runSheetDb.outbox
    .where('owner')
    .equals(owner)
    .filter((item) => item.state === 'sent' && (item.sent_at ?? 0) <= before)
    .delete();
}

export type FlushResult = {
  sent: number;
  /** Milliseconds until the next try, when an action could not be sent now; null when none waits. */
  retryIn: number | null;
};

// One flush at a time in this page: two at once would both take the head of the queue.
let running: Promise<unknown> = Promise.resolve();

/**
 * Sends the owner's waiting actions in order with `send` (which throws an ApiError when the server
 * does not take one). A refusal marks that action failed with the server's message and goes on with
 * the next; no answer (or 5xx, 408, 429, 401) stops here, keeping the order, and says when to try again.
 */
export function flush(
  owner: string,
  send: (item: OutboxItem) => Promise<void>,
  now: () => number = Date.now,
): Promise<FlushResult> {
  const result = running.then(() => flushNow(owner, send, now));
  running = result.catch(() => undefined);
  return result;
}

async function flushNow(
  owner: string,
  send: (item: OutboxItem) => Promise<void>,
  now: () => number,
): Promise<FlushResult> {
  let sent = 0;
  for (;;) {
    const item = (await outboxOf(owner)).find((entry) => entry.state === 'waiting');
    if (!item?.seq) return { sent, retryIn: null };
    try {
      await send(item);
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
