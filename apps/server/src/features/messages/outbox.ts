import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from './messenger';

export const OUTBOX_FILE = 'outbox.jsonl';

/** One line of DATA_DIR/outbox.jsonl (DESIGN §3). */
export type OutboxLine = OutgoingMessage & { sent_at: string };

/**
 * The development transport: appends each message as one JSON line (owner-only file, since it
 * holds live codes). The log notes only the recipient and subject, never the text or the code
 * (DESIGN §3): logs travel further than DATA_DIR does.
 */
export function createOutbox(
  dataDir: string,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Messenger {
  const file = path.join(dataDir, OUTBOX_FILE);
  return {
    async send(message) {
      const line: OutboxLine = {
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.code === undefined ? {} : { code: message.code }),
        sent_at: now().toISOString(),
      };
      await fs.promises.mkdir(dataDir, { recursive: true });
      await fs.promises.appendFile(file, JSON.stringify(line) + '\n', { mode: 0o600 });
      log.info(
        { outbox: { channel: line.channel, to: line.to, subject: line.subject } },
        `${message.channel} to ${message.to}: ${message.subject}`,
      );
    },
  };
}

/** The latest `limit` messages of the outbox, oldest first; an absent file has none. */
export async function readOutbox(dataDir: string, limit = Infinity): Promise<OutboxLine[]> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(dataDir, OUTBOX_FILE), 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.slice(Math.max(0, lines.length - limit)).map((line) => JSON.parse(line) as OutboxLine);
}
