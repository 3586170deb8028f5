import type { FastifyInstance } from 'fastify';
import { loadTranslators } from '@app/shared/i18n/translator';
import type { Database } from '../../db/client';
import { DOCUMENTS_PAGE_PATH } from './document-digest-email';
import { prepareDigests } from './document-digest-plan';
import { sendDueDigests, type DigestSending } from './document-digest-sender';

const LEASE_MS = 10 * 60 * 1000;

/** One run of the job at `now`: the digests due are prepared, then every digest due is sent. */
export async function runDocumentDigests(
  sending: DigestSending,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<{ prepared: number; sent: number }> {
  const prepared = await prepareDigests(sending.database, now);
  const sent = shouldStop() ? 0 : await sendDueDigests(sending, now, shouldStop);
  return { prepared, sent };
}

/**
 * The administrators' daily documents digest in this server process (issue 25 §3): every
 * DOCUMENT_DIGEST_POLL_SECONDS (none at 0), the schools past 06:00 with documents owed a reminder get
 * their day's digest, and due digests are sent through the app's messenger. The first run comes one
 * period after start, so that a restart does not race the process it replaces. Every process may
 * run it: the statements decide who writes and who sends. It stops with the app, after the run in
 * progress has ended.
 */
export async function startDocumentDigests(app: FastifyInstance, database: Database): Promise<void> {
  const { pollMs } = app.config.documentDigests;
  if (pollMs === 0) return;
  const sending: DigestSending = {
    database,
    messenger: app.messenger,
    translators: await loadTranslators(),
    documentsUrl: `${app.config.publicUrl}${DOCUMENTS_PAGE_PATH}`,
    leaseMs: LEASE_MS,
  };
  let closed = false;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running || closed) return;
    running = runDocumentDigests(sending, new Date(), () => closed)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'document digests could not be prepared or sent'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
