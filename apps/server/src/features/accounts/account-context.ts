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
  /** The caller is on this machine: a loopback connection that no proxy forwarded. */
  local: boolean;
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
