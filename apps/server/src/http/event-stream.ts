import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** How long a browser waits before opening a dropped stream again (the `retry` field). */
const RETRY_MS = 3000;

/**
 * Takes the reply over as a Server-Sent Events stream (the console's live map, the family app's bus)
 * and answers the raw response to write its events to. The headers set so far (security, CORS) go
 * out with the stream's own.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Proxies that buffer (nginx) pass each message at once.
    'x-accel-buffering': 'no',
  };
  reply.hijack();
  reply.raw.writeHead(200, headers as Record<string, string>);
  reply.raw.write(`retry: ${RETRY_MS}\n\n`);
  return reply.raw;
}
