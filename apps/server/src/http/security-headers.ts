import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config/env';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every response (helmet): a Content-Security-Policy without inline script,
 * no framing, nosniff, no referrer, and HSTS when PUBLIC_URL is https.
 *
 * helmet's middleware is made once, here. @fastify/helmet made it again on every request, parsing
 * the whole policy each time (a sixth of a GPS ping's CPU in bench/gps-ingest's profile) for
 * options that never change while the server runs.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Built scripts only: no inline script, no eval (the console and /api/docs need neither).
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine and swagger-ui inject <style> tags and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The maps' tiles come from MAP_TILE_URL's server.
        imgSrc: ["'self'", 'data:', 'blob:', config.map.origin],
        fontSrc: ["'self'", 'data:'],
        // The console's service worker (sw.js, precaching the app shell for the run sheet offline).
        workerSrc: ["'self'"],
        // A school served by another cell is called at its own origin: the cells named in CORS_ORIGINS.
        connectSrc: ["'self'", new URL(config.publicUrl).origin, ...config.corsOrigins],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a school's LAN address) an upgrade would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The browser is told to keep to https for a year, for this host only (other hosts of the domain are not ours).
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet only sets headers, synchronously; an error it threw would reach Fastify's handler.
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
