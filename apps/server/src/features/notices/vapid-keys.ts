import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair, which identifies its pushes to the browsers' push services. */
export type VapidKeys = { publicKey: string; privateKey: string };

const KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID keys kept in DATA_DIR (owner-only, like the token signing key), made on first use. Every
 * subscription a browser made is bound to the public key, so it must outlive restarts. Several
 * processes making them at once keep one pair: each writes its own file whole and links it in place,
 * which only the first does; the others read that one.
 */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, KEYS_FILE);
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  const own = `${file}.${process.pid}`;
  fs.writeFileSync(own, JSON.stringify(keys), { mode: 0o600 });
  try {
    fs.linkSync(own, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  } finally {
    fs.rmSync(own, { force: true });
  }
}
