import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's writes change nothing a cache keeps (a device's positions): its answer need not wait
     * for the cache messages, which would cost a round trip on the one listening connection a ping.
     */
    cachesUnaffected?: true;
  }
}

/**
 * A write may have ended a session, changed a profile or the school's day: its caller's next call must
 * see that, so the answer waits until this process has heard of it (one short query, on writes only).
 */
export function registerWritesHeard(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.routeOptions.config.cachesUnaffected) return;
    await app.caches.heardAll();
  });
}
