import type { FastifyInstance } from 'fastify';
import { loadTranslators } from '@app/shared/i18n/translator';
import type { Database } from '../../db/client';
import { derivedInviteCode, INVITE_TTL_DAYS } from '../tenants/invitation-codes';
import { deliverNotice, FAMILY_APP_PATH } from './deliver-notice';
import { forgetPushTargets } from './delivery-queue';
import { startNoticeSenders } from './notice-senders';
import { createPushSender, type PushSender } from './web-push-sender';

/**
 * The families' notices in this server process (ADR 022): its senders, which stop with the app
 * (none with NOTICE_SEND_CONCURRENCY=0), and the web push sender the family app's push calls share.
 */
export async function startNotices(app: FastifyInstance, database: Database): Promise<PushSender> {
  const { config } = app;
  const push = createPushSender(config.dataDir, config.notices.vapidSubject);
  if (config.notices.concurrency === 0) return push;
  const senders = await startNoticeSenders({
    database,
    deliver: deliverNotice({
      messenger: app.messenger,
      push,
      translators: await loadTranslators(),
      forget: (endpoints) => forgetPushTargets(database, endpoints),
      invitations: {
        code: (invitationId) => derivedInviteCode(app.tokens, invitationId),
        url: `${config.publicUrl}${FAMILY_APP_PATH}`,
        days: INVITE_TTL_DAYS,
      },
    }),
    log: app.log,
    concurrency: config.notices.concurrency,
    leaseMs: config.notices.leaseMs,
    pollMs: config.notices.pollMs,
  });
  app.addHook('onClose', () => senders.close());
  return push;
}
