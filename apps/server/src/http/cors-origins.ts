import type { Config } from '../config/env';

/**
 * Origins allowed to call the API from a browser: PUBLIC_URL's and those in CORS_ORIGINS, nothing
 * else. The console served here calls its own origin (no CORS at all), and the development console
 * reaches the API through Vite's /api proxy, so no other local port needs to be trusted.
 */
export function isAllowedOrigin(origin: string, config: Config): boolean {
  return origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin);
}
