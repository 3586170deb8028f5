import type { Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import type { Database } from '../../db/client';
import type { Messenger } from '../messages/messenger';
import { digestEmail, digestLocale } from './document-digest-email';
import {
  claimDigests,
  recordDigestOutcomes,
  type ClaimedDigest,
  type DigestOutcome,
} from './document-digest-queue';

export type DigestSending = {
  database: Database;
  messenger: Messenger;
  translators: Record<Locale, Translator>;
  /** The Documents page's address, which each digest links to. */
  documentsUrl: string;
  /** A claim is taken again by any process once this has passed (its sender died). */
  leaseMs: number;
};

/** Digests claimed at once: a morning's are one per administrator of each school, sent in turn. */
const BATCH = 20;

/**
 * Sends one digest; a send that takes most of the lease is counted as failed, so that no other
 * process claims a digest still being sent.
 */
async function sendOne(options: DigestSending, digest: ClaimedDigest): Promise<DigestOutcome> {
  const locale = digestLocale(digest);
  const message = digestEmail(options.translators[locale], locale, digest, options.documentsUrl);
  const timeoutMs = Math.floor(options.leaseMs * 0.8);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    const answer = await Promise.race([options.messenger.send(message), late]);
    return { digest, sent: true, answer: typeof answer === 'string' ? answer : '' };
  } catch (error) {
    return { digest, sent: false, answer: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends every digest due at `now` (new ones, retries come due, claims whose lease passed): claimed
 * in batches, each batch sent and its outcomes written in one statement. `shouldStop` ends it
 * between batches (the app closing). Answers how many were sent.
 */
export async function sendDueDigests(
  options: DigestSending,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  while (!shouldStop()) {
    const claimed = await claimDigests(options.database, now, BATCH, options.leaseMs);
    const outcomes: DigestOutcome[] = [];
    for (const digest of claimed) outcomes.push(await sendOne(options, digest));
    await recordDigestOutcomes(options.database, outcomes, now);
    sent += outcomes.filter((outcome) => outcome.sent).length;
    if (claimed.length < BATCH) break;
  }
  return sent;
}
