/** A local SMS provider for the notice benches, and the percentiles they print. */
import http from 'node:http';
import { freePort } from './processes';

/** The SMS provider: answers at once, and notes when each delivery (its Idempotency-Key) arrived. */
export async function providerStub(): Promise<{
  url: string;
  received: Map<string, number[]>;
  close: () => void;
}> {
  const received = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const key = String(request.headers['idempotency-key']);
    received.set(key, [...(received.get(key) ?? []), Date.now()]);
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"id":"${key}"}`),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/sms`, received, close: () => server.close() };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
