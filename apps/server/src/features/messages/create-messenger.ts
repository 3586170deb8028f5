import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Messenger, OutgoingMessage } from './messenger';

// TODO(accounts helper): smtp:// and HTTP SMS transports.
export function createMessenger(config: Config, log: FastifyBaseLogger): Messenger {
  const file = path.join(config.dataDir, 'outbox.jsonl');
  return {
    async send(message: OutgoingMessage) {
      const line = { ...message, sent_at: new Date().toISOString() };
      await fs.promises.mkdir(config.dataDir, { recursive: true });
      await fs.promises.appendFile(file, JSON.stringify(line) + '\n', { mode: 0o600 });
      log.info({ outbox: line }, `${message.channel} to ${message.to}: ${message.subject}`);
    },
  };
}
