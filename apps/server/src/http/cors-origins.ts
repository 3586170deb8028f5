import type { Config } from '../config/env';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origins allowed to call the API from a browser: PUBLIC_URL, CORS_ORIGINS, and, when
 * PUBLIC_URL is itself a loopback address (development), any loopback origin, since the
 * console may be loaded as localhost while the tenant domain says 127.0.0.1.
 */
export function isAllowedOrigin(origin: string, config: Config): boolean {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (origin === publicOrigin || config.corsOrigins.includes(origin)) return true;
  try {
    const host = new URL(origin).hostname;
    const publicHost = new URL(config.publicUrl).hostname;
    return loopbackHosts.has(publicHost) && loopbackHosts.has(host);
  } catch {
    return false;
  }
}
