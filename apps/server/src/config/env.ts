import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default: a server reachable from other machines is a choice (HOST=0.0.0.0). */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Extra console origins allowed by CORS, comma-separated. */
  CORS_ORIGINS: z.string().default(''),
  /** Time a whole request (headers and body) may take to arrive before the connection is cut. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /**
   * How long a school's dashboard is served from memory while nothing it reads changes (a write
   * forgets it at once); bounds how late it turns to a new day. 0: worked out at every call.
   */
  DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).default(15),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_ISSUER: z.string().default('transport-admin'),
  JWT_ACCESS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  JWT_REFRESH_TTL_DAYS: z.coerce.number().int().positive().default(30),
  MAIL_TRANSPORT: z.string().default('outbox'),
  MAIL_FROM: z.string().default('Transport Admin <no-reply@transport-admin.local>'),
  SMS_TRANSPORT: z.string().default('outbox'),
  /** SMS_TRANSPORT=africastalking: the account's username, API key and (optional) sender id. */
  AFRICASTALKING_USERNAME: z.string().default(''),
  AFRICASTALKING_API_KEY: z.string().default(''),
  AFRICASTALKING_SENDER_ID: z.string().default(''),
  /** Families' notices (issue 23 §3): sends in flight per server process; 0: this one sends none. */
  NOTICE_SEND_CONCURRENCY: z.coerce.number().int().min(0).default(64),
  /** A claimed delivery is claimed again by any process once this has passed (its sender died). */
  NOTICE_LEASE_SECONDS: z.coerce.number().positive().default(60),
  /** How often a process looks for retries that have come due (new notices wake it at once). */
  NOTICE_POLL_SECONDS: z.coerce.number().positive().default(5),
  /**
   * How often this process looks for schools whose day's documents digest is due and sends the
   * digests that are (issue 25 §3); 0: this process does neither.
   */
  DOCUMENT_DIGEST_POLL_SECONDS: z.coerce.number().min(0).default(300),
  /** Who the push services may contact about our pushes: an https: URL or mailto: address. */
  VAPID_SUBJECT: z.string().optional(),
  /**
   * Per window: failed account attempts per client IP, and messages asked for (register, resend,
   * reset) per address and per client IP. Successes do not count (ADR 005).
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  AUTH_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Proxies whose X-Forwarded-For is believed: unset = none; `true`, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Path of the built console; empty disables serving it. */
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Server processes sharing the port (node:cluster); default: one per CPU on PostgreSQL, 1 embedded. */
  WEB_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** PostgreSQL connections per server process; default: 20 shared by the processes, 2 to 10 each. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().optional(),
  /** The maps' tiles: a Leaflet URL template ({z}/{x}/{y}; {s} only as the host's first label). */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((url) => tileOrigin(url) !== undefined, {
      message: 'an http(s) URL with {z}, {x} and {y}, and {s} only as the first label of the host',
    }),
  /**
   * An MQTT broker whose `owntracks/<user>/<device>` messages are positions (OwnTracks in MQTT mode;
   * the broker authenticates the phones: docs/gps-devices.md). Unset: no MQTT.
   */
  MQTT_URL: z.url().optional(),
  /**
   * A NATS server that carries live positions between server processes and machines (subjects
   * `positions.<school>`); unset: PostgreSQL's NOTIFY does, on both databases.
   */
  NATS_URL: z.string().optional(),
  /** HTML the maps show in their corner, as the tile provider asks. */
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  // Not here: PASSWORD_HASHING, the test suite's cheap hashes, read and refused outside NODE_ENV=test
  // by features/accounts/passwords.ts, as hashes are made where no Config is at hand.
});

const settingsSchema = envSchema.refine((e) => e.DATABASE_URL || (e.WEB_CONCURRENCY ?? 1) === 1, {
  path: ['WEB_CONCURRENCY'],
  message: 'more than 1 process needs DATABASE_URL (the embedded database admits one process)',
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  requestTimeoutMs: number;
  dashboardCacheMs: number;
  jwt: {
    privateKey?: string;
    publicKey?: string;
    issuer: string;
    accessTtlSeconds: number;
    refreshTtlDays: number;
  };
  mail: { transport: string; from: string };
  sms: {
    transport: string;
    africasTalking: { username: string; apiKey: string; senderId: string };
  };
  /** The families' notices' queue (ADR 022). */
  notices: { concurrency: number; leaseMs: number; pollMs: number; vapidSubject: string };
  /** The administrators' daily digest of documents that expire (issue 25 §3); pollMs 0: none here. */
  documentDigests: { pollMs: number };
  authRateLimit: { max: number; windowSeconds: number };
  /** Fastify's trustProxy: rate limits count the real client only behind a trusted proxy. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  webDist: string | undefined;
  seedDemo: 'auto' | 'never';
  /** Server processes to run; always 1 on the embedded database, which admits one process. */
  processes: number;
  /** Size of each process's PostgreSQL connection pool. */
  databasePoolSize: number;
  /** The maps' tiles; `origin` is what the CSP admits for them (`*.` for an {s} subdomain). */
  map: { tileUrl: string; attribution: string; origin: string };
  /** The broker of OwnTracks' MQTT mode, when there is one. */
  mqttUrl: string | undefined;
  /** NATS for live positions between processes, when set (else PostgreSQL NOTIFY). */
  natsUrl: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  const processes = e.WEB_CONCURRENCY ?? (databaseUrl ? os.availableParallelism() : 1);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl,
    // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where npm was invoked.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    dashboardCacheMs: e.DASHBOARD_CACHE_SECONDS * 1000,
    jwt: {
      privateKey: e.JWT_PRIVATE_KEY,
      publicKey: e.JWT_PUBLIC_KEY,
      issuer: e.JWT_ISSUER,
      accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS,
      refreshTtlDays: e.JWT_REFRESH_TTL_DAYS,
    },
    mail: { transport: e.MAIL_TRANSPORT, from: e.MAIL_FROM },
    sms: {
      transport: e.SMS_TRANSPORT,
      africasTalking: {
        username: e.AFRICASTALKING_USERNAME,
        apiKey: e.AFRICASTALKING_API_KEY,
        senderId: e.AFRICASTALKING_SENDER_ID,
      },
    },
    notices: {
      concurrency: e.NOTICE_SEND_CONCURRENCY,
      leaseMs: Math.round(e.NOTICE_LEASE_SECONDS * 1000),
      pollMs: Math.round(e.NOTICE_POLL_SECONDS * 1000),
      vapidSubject: e.VAPID_SUBJECT ?? vapidSubject(e.PUBLIC_URL, e.MAIL_FROM),
    },
    documentDigests: { pollMs: Math.round(e.DOCUMENT_DIGEST_POLL_SECONDS * 1000) },
    authRateLimit: { max: e.AUTH_RATE_LIMIT, windowSeconds: e.AUTH_RATE_WINDOW_SECONDS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDist:
      e.WEB_DIST === ''
        ? undefined
        : path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    seedDemo: e.SEED_DEMO,
    processes,
    // PostgreSQL's default max_connections is 100, shared with other machines and tools: about 20
    // connections per machine, however many processes share them.
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.min(10, Math.max(2, Math.ceil(20 / processes))),
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
      origin: tileOrigin(e.MAP_TILE_URL)!,
    },
    mqttUrl: e.MQTT_URL || undefined,
    natsUrl: e.NATS_URL || undefined,
  };
}

/**
 * Push services want a way to reach the sender: the public https address, else the mail sender's
 * address (web-push refuses anything but https: and mailto:).
 */
function vapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The origin of a tile URL template as a CSP source, or undefined when it is not one: Leaflet's
 * {s} (subdomains a, b, c) can only be the first label of the host, which CSP writes as `*.`.
 */
function tileOrigin(template: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return undefined;
  const match = /^(https?:\/\/)(\{s\}\.)?([^/?#]+)/.exec(template);
  if (!match || match[3]!.includes('{')) return undefined;
  try {
    const { origin } = new URL(`${match[1]}${match[3]}`);
    return match[2] ? origin.replace('//', '//*.') : origin;
  } catch {
    return undefined;
  }
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
