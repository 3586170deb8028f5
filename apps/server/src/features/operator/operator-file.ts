import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type OperatorFile = { url: string; key: string; pid?: number };

const fileName = 'operator.json';

export function newOperatorKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Written by a server holding the embedded database, readable by its owner only. */
export function writeOperatorFile(dataDir: string, entry: OperatorFile): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  fs.writeFileSync(file, JSON.stringify({ ...entry, pid: process.pid }), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function readOperatorFile(dataDir: string): OperatorFile | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, fileName), 'utf8')) as OperatorFile;
  } catch {
    return null;
  }
}

/** Removes the file only if it is still this server's (a newer server may have replaced it). */
export function removeOperatorFile(dataDir: string, key: string): void {
  if (readOperatorFile(dataDir)?.key === key) fs.rmSync(path.join(dataDir, fileName), { force: true });
}
