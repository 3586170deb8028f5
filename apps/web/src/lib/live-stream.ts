import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import {
  LIVE_POSITIONS_PATH,
  livePositionSchema,
  tripEtaSchema,
  type LivePosition,
  type TripEta,
} from '@app/shared/positions/live.schemas';
import { api } from './api-client';
import { ApiError } from './api-error';

/** An event of the school's live stream (packages/shared/src/positions/live.schemas.ts), read and checked. */
export type LiveEvent =
  | { type: 'snapshot'; positions: LivePosition[] }
  | { type: 'positions'; positions: LivePosition[] }
  | { type: 'etas'; etas: TripEta[] };

/**
 * `connecting` until the first snapshot, `live` from it on, `reconnecting` after the stream dropped
 * (until the next snapshot), `closed` when the server refused it (no access: asking again would not help).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

export type LiveListener = { onEvent: (event: LiveEvent) => void; onStatus: (status: LiveStatus) => void };

/** The wait before the first new try when the server named none (it sends `retry: 3000`). */
const DEFAULT_RETRY_MS = 3_000;
/** Each failed try in a row doubles the wait, up to this. */
const MAX_RETRY_MS = 60_000;

const positionsSchema = z.array(livePositionSchema);
const etasSchema = z.array(tripEtaSchema);

/** An SSE message as a live event; null for a name this console does not know or data that is not one. */
function liveEventOf(message: EventSourceMessage): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (message.event === 'snapshot' || message.event === 'positions') {
    const positions = positionsSchema.safeParse(data);
    return positions.success ? { type: message.event, positions: positions.data } : null;
  }
  if (message.event === 'etas') {
    const etas = etasSchema.safeParse(data);
    return etas.success ? { type: 'etas', etas: etas.data } : null;
  }
  return null;
}

/**
 * Opens the school's live stream (issue 22 §4) and keeps it open: read with fetch, as the console's
 * calls carry the Bearer token and the school's and profile's headers, which EventSource cannot send.
 * A dropped stream is opened again after the server's `retry` (doubled for each failure in a row, with a
 * little jitter so that a school's consoles do not all come back at once) and starts over with a new
 * snapshot. Returns the way to close it.
 */
export function openLiveStream(listener: LiveListener): () => void {
  const controller = new AbortController();
  void keepOpen(listener, controller.signal);
  return () => controller.abort();
}

async function keepOpen(listener: LiveListener, signal: AbortSignal): Promise<void> {
  let retry = DEFAULT_RETRY_MS;
  let failures = 0;
  while (!signal.aborted) {
    const parser = createParser({
      onRetry: (milliseconds) => {
        retry = milliseconds;
      },
      onEvent: (message) => {
        const event = liveEventOf(message);
        if (!event || signal.aborted) return;
        if (event.type === 'snapshot') {
          failures = 0;
          listener.onStatus('live');
        }
        listener.onEvent(event);
      },
    });
    try {
      const response = await api.stream(LIVE_POSITIONS_PATH, signal);
      await readInto(response, parser.feed, signal);
    } catch (error) {
      if (signal.aborted) return;
      // Signed out (the client renewed the session first) or not allowed: a new try would be the same.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        listener.onStatus('closed');
        return;
      }
    }
    if (signal.aborted) return;
    listener.onStatus('reconnecting');
    const wait = Math.min(retry * 2 ** failures, MAX_RETRY_MS) * (1 + Math.random() / 5);
    failures += 1;
    await sleep(wait, signal);
  }
}

/** Feeds the response's text to `feed` as it comes, until the server ends it or `signal` aborts. */
async function readInto(response: Response, feed: (chunk: string) => void, signal: AbortSignal) {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, milliseconds);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
