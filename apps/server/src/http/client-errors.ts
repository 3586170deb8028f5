import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

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

function answerTo(error: ConnectionError): [number, object] {
  switch (error.code) {
    // REQUEST_TIMEOUT_SECONDS passed before the headers and body had arrived.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, { detail: 'The request took too long to arrive.' }];
    case 'HPE_HEADER_OVERFLOW':
      return [431, { detail: 'The request headers are too large.' }];
    default:
      return [400, { non_field_errors: ['The request could not be read.'] }];
  }
}
