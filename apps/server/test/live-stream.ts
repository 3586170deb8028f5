import type { SignedIn } from './factories';

/** A viewer of `GET /api/transport/positions/live/` in a test: the events it has heard, in order. */
export type LiveEvent = { event: string; data: any };

export type LiveViewer = {
  events: LiveEvent[];
  /** Resolves with the first event heard (or already heard) that passes `test`, or fails after `ms`. */
  next(test: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
};

/** A signed-in caller's headers, as the console sends them on the stream's fetch. */
export const liveHeaders = (as: SignedIn) => ({
  authorization: `Bearer ${as.auth.token}`,
  'x-tenant-id': as.auth.tenant ?? '',
  'x-profile-id': as.auth.profile ?? '',
});

/**
 * Opens a stream (the school's live positions unless `path` says another) with the caller's headers,
 * as the console does (fetch, not EventSource).
 */
export async function openLive(
  url: string,
  headers: Record<string, string>,
  path = '/api/transport/positions/live/',
): Promise<LiveViewer> {
  const controller = new AbortController();
  const response = await fetch(`${url}${path}`, {
    headers,
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`live stream: ${response.status} ${await response.text()}`);
  const events: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    next(test, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such live event within ${ms} ms; heard ${JSON.stringify(events)}`));
        }, ms);
        if (!check()) waiting.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
