import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/env';
import { CliError } from './cli-error';

type OutboxLine = { channel?: string; to?: string; subject?: string; code?: string; sent_at?: string };

/** The latest e-mails and SMS of DATA_DIR/outbox.jsonl, oldest first; read from the file, no database. */
export function outboxCommand(config: Config, options: { limit: string }, print: (line: string) => void) {
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit: give a whole number of 1 or more.');
  const file = path.join(config.dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) {
    print(`No messages yet (${file} does not exist).`);
    return;
  }
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const latest = lines.slice(-limit);
  print(`${latest.length} of ${lines.length} message(s) in ${file}:`);
  for (const line of latest) print(describe(line));
}

function describe(line: string): string {
  let message: OutboxLine;
  try {
    message = JSON.parse(line) as OutboxLine;
  } catch {
    return `(unreadable line) ${line.slice(0, 80)}`;
  }
  const time = message.sent_at ? message.sent_at.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '?';
  const code = message.code ? `  code ${message.code}` : '';
  return `${time}  ${(message.channel ?? '?').padEnd(5)}  to ${message.to ?? '?'}  "${message.subject ?? ''}"${code}`;
}
