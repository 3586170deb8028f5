import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { english } from '@app/shared/i18n/english';
import { ref } from '@app/shared/i18n/message-ref';

type ConnectionError = Error & { code?: string };

/**
 * Answers a request that never became one (Node's HTTP parser or timeouts gave up on it) in the
 * API's shapes: `{"detail"}`, and field-shaped for a 400. Replaces Fastify's default handler,
 * which answers `{"error","message","statusCode"}`.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = answerTo(error);
  this.log.debug({ code: error.code, status }, 'client error before a request was read');
  if (socket.writable) {
    const payload = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}

/**
 * In English: a request that was never read has no language (its Accept-Language, if it came, was
 * not parsed), and English is what the API answers a caller who named none.
 */
function answerTo(error: ConnectionError): [number, object] {
  switch (error.code) {
    // REQUEST_TIMEOUT_SECONDS passed before the headers and body had arrived.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, { detail: english(ref('errors.requestTimeout')) }];
    case 'HPE_HEADER_OVERFLOW':
      return [431, { detail: english(ref('errors.headersTooLarge')) }];
    default:
      return [400, { non_field_errors: [english(ref('errors.requestUnreadable'))] }];
  }
}
