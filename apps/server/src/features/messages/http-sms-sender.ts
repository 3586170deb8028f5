import type { Messenger } from './messenger';

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP provider: POST {"to", "text"} as JSON to the configured URL. Credentials
 * written in the URL (https://user:key@host/path) go as Basic authorization, since fetch refuses
 * URLs that carry them.
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
        headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
