import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Messenger, OutgoingMessage } from '../messages/messenger';
import { recipientTranslator } from '../messages/recipient-language';
import type { AccessTokens } from './access-tokens';

/** What the account services need from the request: the first argument of each of them. */
export type AccountContext = {
  db: Db;
  config: Config;
  tokens: AccessTokens;
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** The client address that rate limits count against. */
  ip: string;
  /** The caller is on this machine: a loopback connection that no proxy forwarded. */
  local: boolean;
  /** Each language's formatter, to word an e-mail in its recipient's language. */
  translators: Record<Locale, Translator>;
  /** The request's Accept-Language: an e-mail's language when its recipient's is not known. */
  acceptLanguage?: string;
};

/** An account context for a caller signed in with a Bearer token. */
export type SignedInContext = AccountContext & { userId: string };

export function accountContext(request: FastifyRequest): AccountContext {
  const { server } = request;
  return {
    db: server.db,
    config: server.config,
    tokens: server.tokens,
    messenger: server.messenger,
    log: request.log,
    ip: request.ip,
    local: isLocalClient(request),
    translators: server.translators,
    acceptLanguage: request.headers['accept-language'],
  };
}

// A proxy on this machine also connects over loopback; the headers it adds give it away.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLocalClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(address);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The formatter of the language an e-mail to this account is worded in (recipient-language.ts):
 * asked before answering and for an unknown address too (no account: the request's language), so
 * that the answer runs the same statements, in the same time, either way.
 */
export function recipientIntl(
  ctx: AccountContext,
  account: { language: string | null; active_tenant_id: string | null } | undefined,
): Promise<Translator> {
  return recipientTranslator(ctx.db, ctx.translators, {
    language: account?.language,
    tenantId: account?.active_tenant_id,
    acceptLanguage: ctx.acceptLanguage,
  });
}

/**
 * Sends a message without making the answer wait for it: the answers of register, resend and
 * reset must take as long whether or not a message goes out, and a slow mail server must not
 * show which addresses exist. A transport failure is logged (never the message), not shown; the
 * person can ask again.
 */
export function sendInBackground(ctx: AccountContext, message: OutgoingMessage): void {
  void (async () => {
    try {
      await ctx.messenger.send(message);
    } catch (error) {
      ctx.log.error({ err: error, channel: message.channel }, 'could not send a message');
    }
  })();
}
