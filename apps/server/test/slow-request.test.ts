import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';

/**
 * A body that trickles in (one byte now and then) is cut off after REQUEST_TIMEOUT_SECONDS, here
 * set to 1 s. The test waits up to 20 s: only the outcome is asserted, not how fast it came.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
});
afterAll(() => t.close());

type Outcome = { response: string; closed: boolean };

/** Sends `head`, then one byte every 300 ms; resolves when the server closes the connection. */
function trickle(head: string, giveUpMs: number): Promise<Outcome> {
  const { port } = new URL(t.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    const drip = setInterval(() => socket.writable && socket.write('a'), 300);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.write(head);
  });
}

describe('slow requests', () => {
  it('a body that trickles in is answered 408 and the connection closed', async () => {
    const outcome = await trickle(
      'POST /api/user/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      20_000,
    );
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.response).toContain('{"detail":"The request took too long to arrive."}');
  });

  it('headers that trickle in are cut off the same way', async () => {
    const outcome = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 20_000);
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an ordinary request still answers', async () => {
    expect((await t.request('GET', '/health')).status).toBe(200);
  });
});
