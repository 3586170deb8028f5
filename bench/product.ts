/** The product as the benchmarks run it: started the README way, signed in, on a database of its own. */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, processCpuMs, waitHealthy } from './processes';

const root = path.resolve(import.meta.dirname, '..');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The product the README way (the server workspace's start script), in its own process group. */
export async function startProduct(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['run', '--silent', 'start', '-w', 'apps/server'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      WEB_DIST: '',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, () => output);
  return { url, child };
}

export type Auth = { token: string; tenant: string; profile: string };

/** Signs in and takes the first school and profile: the headers of a business call. */
export async function login(url: string, email: string, password: string): Promise<Auth> {
  const response = await fetch(`${url}/api/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    access: string;
    user: { tenants: { tenant: string; profiles: { profile_id: string }[] }[] };
  };
  const tenant = body.user.tenants[0]!;
  return { token: body.access, tenant: tenant.tenant, profile: tenant.profiles[0]!.profile_id };
}

export const authHeaders = (auth: Auth) => ({
  authorization: `Bearer ${auth.token}`,
  'x-tenant-id': auth.tenant,
  'x-profile-id': auth.profile,
});

/** A data folder for one pass, removed afterwards. */
export async function withDataDir<T>(run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-bench-'));
  try {
    return await run(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A PostgreSQL database of its own on the bench server for one pass, dropped afterwards. */
export async function withPostgresDatabase<T>(run: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `ta_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await run(Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(), name);
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves it for a look afterwards (EXPLAIN of the product's statements on its data).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The CPU time of PostgreSQL's backends serving `database` (PostgreSQL's share of the work) from now
 * until `stop()`. Sampled every 500 ms: the product's pools open and close connections during a run,
 * and a backend gone before the end would count negative, one opened during the run not at all. A
 * backend first seen after the start counts from zero; one that ends counts to its last sample. The
 * bench's own connections (`except`) are left out.
 */
export async function backendCpu(
  database: string,
  except: number[] = [],
): Promise<{ stop(): Promise<number> }> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (starting: boolean) => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    for (const { pid } of rows) {
      if (except.includes(pid)) continue;
      const ms = processCpuMs(pid);
      if (ms === undefined) continue;
      if (!first.has(pid)) first.set(pid, starting ? ms : 0);
      last.set(pid, ms);
    }
  };
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(() => sample(false))), 500);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample(false);
      await client.end();
      return [...last].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - first.get(pid)!), 0);
    },
  };
}
