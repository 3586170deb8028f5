import fs from 'node:fs';
import path from 'node:path';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * DATA_DIR holds the database, the token signing key, the outbox (live codes) and the operator key:
 * owner-only. The umask makes every file and folder this process creates from now on owner-only
 * (PGlite's files included, which it would otherwise create world-writable), and the modes of what
 * an earlier version or another tool left there are fixed. Symbolic links are not followed.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: DIRECTORY_MODE });
  restrict(dataDir, DIRECTORY_MODE);
}

function restrict(target: string, mode: number): void {
  // A file removed since its folder was read (the lock file of a database that is closing) needs no mode.
  const stats = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  if ((stats.mode & 0o777) !== mode) fs.chmodSync(target, mode);
  if (mode !== DIRECTORY_MODE) return;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    restrict(path.join(target, entry.name), entry.isDirectory() ? DIRECTORY_MODE : FILE_MODE);
  }
}
