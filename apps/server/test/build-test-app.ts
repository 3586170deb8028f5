import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { loadAccessTokens } from '../src/features/accounts/access-tokens';
import type { OutgoingMessage } from '../src/features/messages/messenger';
import { recordRouteCalls } from './route-calls';
import { openTestDatabase } from './test-database';

type ApiResponse<T = any> = { status: number; body: T; headers: Headers };
type RequestOptions = {
  body?: unknown;
  /** Sent as is, for malformed-input tests. */
  rawBody?: string;
  /** Sent as multipart/form-data (fields and files). */
  form?: FormData;
  token?: string;
  tenant?: string;
  profile?: string;
  headers?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  url: string;
  dataDir: string;
  /** Every e-mail and SMS the server sent, in order. */
  messages: OutgoingMessage[];
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
};

/** The whole server on a fresh database, listening on a free port; tests talk to it over HTTP. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    operatorKey?: string;
    /** pino options (a stream to read the log); no log by default. */
    logger?: AppOptions['logger'];
    /** Another database than a fresh test one (an outage test's own server). */
    database?: Database;
    /** Where to record the business calls served (route-calls.ts): the run's folder by default. */
    routeCalls?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    WEB_DIST: '',
    AUTH_RATE_LIMIT: '1000',
    // Tests play several clients through X-Forwarded-For, as a proxy on this machine would send it.
    TRUST_PROXY: '127.0.0.1',
    // The documents' digest runs when a test drives it (document-digest tests), never on its own.
    DOCUMENT_DIGEST_POLL_SECONDS: '0',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const tokens = await loadAccessTokens(config, { ephemeral: true });
  const messages: OutgoingMessage[] = [];
  const app = await buildApp({
    config,
    database,
    tokens,
    logger: options.logger ?? false,
    operatorKey: options.operatorKey,
    messenger: { send: async (message) => void messages.push(message) },
  });
  recordRouteCalls(app, options.routeCalls ?? inject('routeCalls'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    app,
    database,
    url,
    dataDir,
    messages,
    async request(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.tenant) headers['x-tenant-id'] = options.tenant;
      if (options.profile) headers['x-profile-id'] = options.profile;
      let body: string | FormData | undefined;
      if (options.form !== undefined) body = options.form;
      else if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (typeof body === 'string') headers['content-type'] ??= 'application/json';
      const response = await fetch(`${url}/api${urlPath}`, { method, headers, body });
      if (response.headers.get('content-type')?.startsWith('image/')) {
        const bytes = Buffer.from(await response.arrayBuffer());
        return { status: response.status, body: bytes as never, headers: response.headers };
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Non-JSON bodies (the docs page) stay text.
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
