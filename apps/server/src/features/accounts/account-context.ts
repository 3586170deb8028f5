import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Messenger, OutgoingMessage } from '../messages/messenger';
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
  };
}

/**
 * Sends a code message; a transport failure is logged, not shown, since these answers must not
 * differ by whether the address exists, and the person can ask for a new code.
 */
export async function sendCodeMessage(ctx: AccountContext, message: OutgoingMessage): Promise<void> {
  try {
    await ctx.messenger.send(message);
  } catch (error) {
    ctx.log.error({ err: error, channel: message.channel }, 'could not send a message');
  }
}
