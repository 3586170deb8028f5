import webpush, { WebPushError } from 'web-push';
import type { PushTarget } from './delivery-queue';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** What the family app's service worker receives and shows (title, body, where a tap opens). */
type PushMessage = { title: string; body: string; url: string };

/** How a push to a guardian's browsers went: pushed to some, and those whose subscription is gone. */
type PushResult = { pushed: number; gone: string[]; errors: string[] };

export type PushSender = {
  /** The VAPID public key a browser subscribes with (made on first use). */
  publicKey(): string;
  push(targets: PushTarget[], message: PushMessage, key: string): Promise<PushResult>;
};

/** A notice about a bus minutes away is worth nothing an hour later: the push service drops it then. */
const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web push with the `web-push` library (VAPID keys in DATA_DIR). A delivery's id is the push's
 * topic, so a push repeated after a crash replaces the first at the push service while the browser
 * is away. A push service that answers 404 or 410 says the browser unsubscribed: that subscription is
 * given back as gone, to be forgotten.
 */
export function createPushSender(dataDir: string, subject: string): PushSender {
  let keys: VapidKeys | undefined;
  const vapid = () => (keys ??= loadVapidKeys(dataDir));
  return {
    publicKey: () => vapid().publicKey,
    async push(targets, message, key) {
      const { publicKey, privateKey } = vapid();
      const result: PushResult = { pushed: 0, gone: [], errors: [] };
      await Promise.all(
        targets.map(async (target) => {
          try {
            await webpush.sendNotification(target, JSON.stringify(message), {
              vapidDetails: { subject, publicKey, privateKey },
              TTL: TTL_SECONDS,
              urgency: 'high',
              topic: key.replaceAll('-', ''),
              timeout: TIMEOUT_MS,
            });
            result.pushed += 1;
          } catch (error) {
            if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
              result.gone.push(target.endpoint);
            } else if (error instanceof WebPushError) {
              result.errors.push(`${error.statusCode} ${error.body}`.trim());
            } else {
              result.errors.push(error instanceof Error ? error.message : String(error));
            }
          }
        }),
      );
      return result;
    },
  };
}
