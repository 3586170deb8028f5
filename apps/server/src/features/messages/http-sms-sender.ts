import type { Messenger } from './messenger';

const TIMEOUT_MS = 10_000;
/** Of a provider's answer, what the delivery log keeps. */
const MAX_ANSWER = 500;

/**
 * SMS through an HTTP provider: POST {"to", "text"} as JSON to the configured URL. Credentials
 * written in the URL (https://user:key@host/path) go as Basic authorization, since fetch refuses
 * URLs that carry them. A keyed message (a notice's delivery) sends its key as `Idempotency-Key`, so
 * a provider that honours it sends a repeat after a crash only once. Resolves with the provider's
 * answer (its body, shortened), which the delivery log shows.
 */
export function createHttpSmsSender(rawUrl: string): Messenger {
  const url = new URL(rawUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  const target = url.toString();
  return {
    async send(message) {
      const response = await fetch(target, {
        method: 'POST',
        headers: message.key ? { ...headers, 'idempotency-key': message.key } : headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Read whole, so the connection can be reused.
      const answer = (await response.text().catch(() => '')).slice(0, MAX_ANSWER).trim();
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}${answer ? `: ${answer}` : ''}`);
      }
      return answer;
    },
  };
}
