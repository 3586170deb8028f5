import { z } from 'zod';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/** The family app's web push (issue 23 §3): the server's VAPID key, and a browser's subscription. */
export const PUSH_KEY_PATH = '/family/push/key/';
export const PUSH_SUBSCRIPTIONS_PATH = '/family/push/subscriptions/';

export const PUSH_MESSAGES = {
  invalidEndpoint: ref('notices.invalidEndpoint'),
  invalidKey: ref('notices.invalidKey'),
} as const;

export const pushKeySchema = z.object({
  /** The VAPID public key (base64url) a browser passes to `pushManager.subscribe`. */
  public_key: z.string(),
});

/** A push service's address is https, and never very long. */
const endpoint = text({ error: PUSH_MESSAGES.invalidEndpoint })
  .max(2000, PUSH_MESSAGES.invalidEndpoint)
  .pipe(z.url({ protocol: /^https$/, error: PUSH_MESSAGES.invalidEndpoint }));
/** The browser's keys, base64url as `PushSubscription.toJSON()` gives them. */
const key = text({ error: PUSH_MESSAGES.invalidKey }).regex(
  /^[A-Za-z0-9_-]{1,200}={0,2}$/,
  PUSH_MESSAGES.invalidKey,
);

/** `PushSubscription.toJSON()` of the family app's service worker (expirationTime is ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key, auth: key }, { error: PUSH_MESSAGES.invalidKey }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint });
