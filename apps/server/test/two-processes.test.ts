import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import { english } from '@app/shared/i18n/english';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { queryRow } from '../src/db/query-rows';
import { loadAccessTokens } from '../src/features/accounts/access-tokens';
import { endGraceWindow } from '../src/features/accounts/refresh-tokens.test-helpers';
import { createSchool } from '../src/features/tenants/create-school';
import { openLive, type LiveEvent } from './live-stream';
import { openTestDatabase } from './test-database';

// Two real server processes on different ports against one PostgreSQL database, as two machines
// behind a load balancer: nothing one process keeps in memory may make it disagree with the other.
// The embedded database admits one process, so this is PostgreSQL only.

const serverDir = path.join(import.meta.dirname, '..');
const PASSWORD = 'Two-processes-1!';
/** Failed sign-ins per client IP and window, low so the shared count shows in a few calls. */
const FAILURE_LIMIT = 3;

type Server = { url: string };
type Answer = { status: number; body: any };
type Auth = { token: string; tenant: string; profile: string };

/** A port nothing listens on now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every process started, with the moment it ended: stopped after the tests even if a start failed. */
const started: { child: ChildProcess; exited: Promise<void> }[] = [];

/** `src/server.ts` in a process of its own, resolved once it prints its banner. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  started.push({ child, exited });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Transport Admin is running/.test(output)) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}` };
}

async function stopServers(): Promise<void> {
  await Promise.all(
    started.map(async ({ child, exited }) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    }),
  );
}

async function call(
  server: Server,
  method: string,
  urlPath: string,
  options: { body?: unknown; auth?: Auth; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth) {
    headers.authorization = `Bearer ${options.auth.token}`;
    headers['x-tenant-id'] = options.auth.tenant;
    headers['x-profile-id'] = options.auth.profile;
  }
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${server.url}/api${urlPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const signIn = (server: Server, email: string, password: string, ip?: string) =>
  call(server, 'POST', '/user/login/', { body: { email, password }, ip });
const refresh = (server: Server, token: string) =>
  call(server, 'POST', '/user/token/refresh/', { body: { refresh: token } });
const listVehicles = (server: Server, auth: Auth) => call(server, 'GET', '/transport/vehicles/', { auth });

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let database: Database;
  let dataDir: string;
  let a: Server;
  let b: Server;
  let school: { email: string; tenant: string; profile: string };
  let databaseUrl: string;

  /** A new session of the school's administrator, signed in on `server`. */
  async function newSession(server: Server): Promise<{ auth: Auth; refresh: string }> {
    const answer = await signIn(server, school.email, PASSWORD);
    expect(answer.status).toBe(200);
    return {
      auth: { token: answer.body.access, tenant: school.tenant, profile: school.profile },
      refresh: answer.body.refresh,
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    // The test database's name, for the servers' DATABASE_URL (a node-postgres result).
    const row = await queryRow<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row.name}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-two-'));
    // One key pair for both, written before either starts (as the primary of WEB_CONCURRENCY does),
    // so two processes starting at once do not each generate their own.
    await loadAccessTokens(loadConfig({ DATA_DIR: dataDir }));
    databaseUrl = url.toString();
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'never',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: String(FAILURE_LIMIT),
      // The rate-limit case plays its own client address, as a load balancer on this machine would send it.
      TRUST_PROXY: '127.0.0.1',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const email = `admin-${path.basename(dataDir)}@two.example`.toLowerCase();
    const created = await createSchool(database.db, {
      name: 'Two Processes School',
      admin_email: email,
      admin_password: PASSWORD,
    });
    school = { email, tenant: created.tenant_id, profile: created.profile_id };
  }, 180_000);

  afterAll(async () => {
    await stopServers();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('accepts on B an access token issued by A', async () => {
    const session = await newSession(a);
    const answer = await listVehicles(b, session.auth);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 0, results: [] });
  });

  it('gives on B the pair A gave for a refresh token just spent there; reuse past the grace window ends the session on A too', async () => {
    const session = await newSession(a);
    const rotated = await refresh(a, session.refresh);
    expect(rotated.status).toBe(200);
    // Two tabs renewing at once may reach two machines: the second gets the first one's pair.
    const again = await refresh(b, session.refresh);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(rotated.body);

    await endGraceWindow(database.db, session.refresh);
    const reused = await refresh(b, session.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: english(ACCOUNT_MESSAGES.sessionExpired) });
    // Reuse revokes the whole family: the new refresh token, issued by A, no longer works on A.
    expect((await refresh(a, rotated.body.refresh)).status).toBe(401);
  });

  it('honours on A a logout made on B: the refresh token and the access token of that session', async () => {
    const session = await newSession(a);
    // A has seen (and may remember) this access token before the logout elsewhere.
    expect((await listVehicles(a, session.auth)).status).toBe(200);

    const logout = await call(b, 'POST', '/user/logout/', { body: { refresh: session.refresh } });
    expect(logout.status).toBe(200);

    expect((await refresh(a, session.refresh)).status).toBe(401);
    // The other process learns of the logout through PostgreSQL, within moments.
    await expect
      .poll(async () => (await listVehicles(a, session.auth)).status, { timeout: 2000, interval: 100 })
      .toBe(401);
  });

  it('counts failed sign-ins of one client on A and B together, up to the configured limit', async () => {
    const ip = '198.51.100.17';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FAILURE_LIMIT + 2; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await signIn(server, school.email, 'wrong-password', ip)).status);
    }
    // Counted by each process alone, every one of these would be an ordinary failure (400).
    expect(statuses).toEqual([...Array<number>(FAILURE_LIMIT).fill(400), 429, 429]);
    const held = await signIn(b, school.email, PASSWORD, ip);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ detail: english(ACCOUNT_MESSAGES.rateLimited) });
  });

  /** A bus of the school with a phone, added on `server`; the phone's secret for its pings. */
  async function bus(server: Server, auth: Auth) {
    const vehicle = await call(server, 'POST', '/transport/vehicles/', {
      auth,
      body: {
        registration_number: `LIVE ${crypto.randomUUID().slice(0, 6)}`,
        code: 'LV',
        max_capacity: 30,
        is_active: true,
      },
    });
    const device = await call(server, 'POST', '/transport/devices/', {
      auth,
      body: { identifier: `live-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: vehicle.body.id },
    });
    expect(device.status).toBe(201);
    return {
      vehicle: vehicle.body.id as string,
      identifier: device.body.identifier as string,
      secret: device.body.secret as string,
    };
  }
  const liveHeaders = (auth: Auth) => ({
    authorization: `Bearer ${auth.token}`,
    'x-tenant-id': auth.tenant,
    'x-profile-id': auth.profile,
  });
  const ping = (server: Server, phone: { identifier: string; secret: string }, lat: number) =>
    fetch(
      `${server.url}/api/gps/osmand/?id=${phone.identifier}&key=${phone.secret}&lat=${lat}&lon=36.82&timestamp=${Date.now()}`,
    ).then((response) => expect(response.status).toBe(200));
  const about = (vehicle: string) => (event: LiveEvent) =>
    event.event === 'positions' &&
    event.data.some((position: { vehicle: string }) => position.vehicle === vehicle);

  it('carries a ping to A to a viewer on B, by the database’s NOTIFY', async () => {
    const { auth } = await newSession(a);
    const phone = await bus(a, auth);
    const viewer = await openLive(b.url, liveHeaders(auth));
    try {
      await viewer.next((event) => event.event === 'snapshot');
      await ping(a, phone, -1.2921);
      const heard = await viewer.next(about(phone.vehicle));
      expect(heard.data[0]).toMatchObject({ vehicle: phone.vehicle, latitude: -1.2921 });
    } finally {
      viewer.close();
    }
  });

  it('carries it by NATS when NATS_URL is set, to the school’s viewers only', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'never',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      NATS_URL: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    };
    const [c, d] = await Promise.all([startServer(env), startServer(env)]);
    const { auth } = await newSession(c);
    const phone = await bus(c, auth);
    const otherSchool = await createSchool(database.db, {
      name: 'Another School',
      admin_email: `other-${crypto.randomUUID().slice(0, 8)}@two.example`,
      admin_password: PASSWORD,
    });
    const otherSession = await signIn(c, otherSchool.admin_email, PASSWORD);
    const otherAuth = {
      token: otherSession.body.access,
      tenant: otherSchool.tenant_id,
      profile: otherSchool.profile_id,
    };
    const theirs = await bus(c, otherAuth);
    const viewer = await openLive(d.url, liveHeaders(auth));
    try {
      await viewer.next((event) => event.event === 'snapshot');
      await ping(c, theirs, -1.3);
      await ping(c, phone, -1.2922);
      const heard = await viewer.next(about(phone.vehicle));
      expect(heard.data[0]).toMatchObject({ vehicle: phone.vehicle, latitude: -1.2922 });
      const vehicles = viewer.events
        .flatMap((event) => event.data)
        .map((position: { vehicle: string }) => position.vehicle);
      expect(vehicles).not.toContain(theirs.vehicle);
    } finally {
      viewer.close();
    }
  }, 120_000);
});
