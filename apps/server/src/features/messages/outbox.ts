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
 * (DESIGN §3): logs travel further than DATA_DIR does. A keyed message (a notice's delivery) whose
 * key has a line already is not written again: a send repeated after a crash stays one message.
 * The keys are read from what was appended since the last look, so the lines written by the other
 * server processes of the same DATA_DIR count too.
 */
export function createOutbox(
  dataDir: string,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Messenger {
  const file = path.join(dataDir, OUTBOX_FILE);
  const keys = new Set<string>();
  let readUpTo = 0;
  // One append at a time: the check for a key and its line must not interleave with another's.
  let last: Promise<unknown> = Promise.resolve();
  const append = async (message: OutgoingMessage) => {
    await fs.promises.mkdir(dataDir, { recursive: true });
    if (message.key !== undefined) {
      readUpTo = await readKeys(file, readUpTo, keys);
      if (keys.has(message.key)) {
        // Said in the log too: a send repeated after a crash is seen to have been answered.
        log.info({ outbox: { key: message.key } }, `outbox: ${message.key} written before`);
        return `outbox: ${message.key} written before`;
      }
    }
    const line: OutboxLine = {
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.code === undefined ? {} : { code: message.code }),
      ...(message.key === undefined ? {} : { key: message.key }),
      sent_at: now().toISOString(),
    };
    await fs.promises.appendFile(file, JSON.stringify(line) + '\n', { mode: 0o600 });
    if (message.key !== undefined) keys.add(message.key);
    log.info(
      { outbox: { channel: line.channel, to: line.to, subject: line.subject } },
      `${message.channel} to ${message.to}: ${message.subject}`,
    );
    return 'outbox';
  };
  return {
    send(message) {
      const written = last.then(() => append(message));
      last = written.catch(() => undefined);
      return written;
    },
  };
}

/** Adds the keys of the lines appended after `from` (bytes); returns where the file ends now. */
async function readKeys(file: string, from: number, keys: Set<string>): Promise<number> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return 0;
  }
  try {
    const { size } = await handle.stat();
    if (size <= from) return from;
    const buffer = Buffer.alloc(size - from);
    await handle.read(buffer, 0, buffer.length, from);
    // Up to the last whole line: another process may be halfway through one.
    const text = buffer.toString('utf8');
    const end = text.lastIndexOf('\n') + 1;
    for (const line of text.slice(0, end).split('\n')) {
      if (!line.includes('"key"')) continue;
      const key = (JSON.parse(line) as OutboxLine).key;
      if (key !== undefined) keys.add(key);
    }
    return from + Buffer.byteLength(text.slice(0, end));
  } finally {
    await handle.close();
  }
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
