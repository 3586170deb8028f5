import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Subscription } from '../../db/notifications';
import { NOTICE_DELIVERIES_CHANNEL } from './decide-notices';
import type { DeliverNotice } from './deliver-notice';
import { claimDeliveries, recordOutcomes, type ClaimedDelivery, type SendOutcome } from './delivery-queue';

export type NoticeSenderOptions = {
  database: Database;
  deliver: DeliverNotice;
  log: FastifyBaseLogger;
  /** Sends in flight at most. */
  concurrency: number;
  leaseMs: number;
  /** How often due retries (and deliveries whose lease passed) are looked for. */
  pollMs: number;
};

export type NoticeSenders = {
  /** Looks for due deliveries now (what a NOTIFY does). */
  wake(): void;
  /** Stops claiming, lets the sends in flight end and writes how they ended. */
  close(): Promise<void>;
};

/**
 * The senders of one server process (ADR 022). Woken by the `notice_deliveries` NOTIFY (new
 * deliveries) and by a timer (retries come due, leases of dead processes pass): each wake claims as
 * many due deliveries as there is room for in flight, commits the claim, sends them outside any
 * transaction, and writes how each ended in batches. A send that takes longer than most of the lease
 * is given up as failed, so that no other process claims a delivery that is still being sent.
 */
export async function startNoticeSenders(options: NoticeSenderOptions): Promise<NoticeSenders> {
  const { database, deliver, log, concurrency, leaseMs } = options;
  const sendTimeoutMs = Math.floor(leaseMs * 0.8);
  let closed = false;
  let claiming = false;
  // Set by every wake; cleared by the claim that answers it.
  let wanted = true;
  let inFlight = 0;
  const sends = new Set<Promise<void>>();
  const ended: SendOutcome[] = [];
  let writing: Promise<void> | undefined;

  const write = () => {
    writing ??= (async () => {
      while (ended.length > 0) {
        const batch = ended.splice(0);
        // Not written (the database is away): their leases pass, and they are sent again, keyed by id.
        await recordOutcomes(database, batch).catch((error: unknown) =>
          log.warn({ err: error, deliveries: batch.length }, 'notice deliveries could not be marked'),
        );
      }
    })().finally(() => {
      writing = undefined;
      if (ended.length > 0) write();
    });
    return writing;
  };

  const send = async (delivery: ClaimedDelivery): Promise<SendOutcome> => {
    // A plain timer, not an AbortSignal: thousands a second, and no error is thrown when it is cleared.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Omit<SendOutcome, 'delivery'>>((resolve) => {
      timer = setTimeout(
        () => resolve({ sent: false, answer: `no answer within ${sendTimeoutMs / 1000} s` }),
        sendTimeoutMs,
      );
    });
    try {
      return { delivery, ...(await Promise.race([deliver(delivery), late])) };
    } catch (error) {
      return { delivery, sent: false, answer: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  };

  const start = (delivery: ClaimedDelivery) => {
    inFlight += 1;
    const running = send(delivery)
      .then((outcome) => {
        ended.push(outcome);
        void write();
      })
      .finally(() => {
        inFlight -= 1;
        sends.delete(running);
        if (wanted) wake();
      });
    sends.add(running);
  };

  const pump = async () => {
    claiming = true;
    try {
      while (wanted && !closed && inFlight < concurrency) {
        wanted = false;
        const room = concurrency - inFlight;
        const claimed = await claimDeliveries(database, room, leaseMs);
        // A full claim leaves more behind: claim again as soon as there is room.
        if (claimed.length === room) wanted = true;
        for (const delivery of claimed) start(delivery);
      }
    } catch (error) {
      log.warn({ err: error }, 'notice deliveries could not be claimed');
    } finally {
      claiming = false;
    }
  };

  function wake() {
    wanted = true;
    if (!claiming && !closed) void pump();
  }

  const subscription: Subscription = await database.listen(NOTICE_DELIVERIES_CHANNEL, {
    message: wake,
    // Messages missed while the connection was down: whatever is due is found by claiming.
    gap: wake,
  });
  const timer = setInterval(wake, options.pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async close() {
      closed = true;
      clearInterval(timer);
      await subscription.close();
      while (claiming) await sleep(10);
      await Promise.allSettled([...sends]);
      await write();
    },
  };
}
