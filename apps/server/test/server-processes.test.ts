import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRow } from '../src/db/query-rows';
import { openTestDatabase } from './test-database';

// WEB_CONCURRENCY > 1 runs a primary and that many server processes sharing the port; PostgreSQL
// only (the embedded database admits one process).

const serverDir = path.join(import.meta.dirname, '..');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids that logged "Server listening", in order (LOG_LEVEL=info). */
function listeningPids(output: string): number[] {
  return [...output.matchAll(/"pid":(\d+),[^\n]*"msg":"Server listening/g)].map((match) => Number(match[1]));
}

describe.runIf(process.env.TEST_DB === 'postgres')('WEB_CONCURRENCY=2', () => {
  let database: Database | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-cluster-'));
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'serves from two processes, replaces one that dies, and stops both on SIGTERM',
    { timeout: 120_000 },
    async () => {
      database = await openTestDatabase();
      const { name } = await queryRow<{ name: string }>(database.db, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;

      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: '2',
          PORT: '0',
          SEED_DEMO: 'never',
          WEB_DIST: '',
          LOG_LEVEL: 'info',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
      try {
        await expect
          .poll(() => output, { timeout: 90_000, interval: 100 })
          .toMatch(/Transport Admin is running/);
        expect(output).toContain('Server processes: 2 (WEB_CONCURRENCY)');
        const workers = listeningPids(output);
        expect(new Set(workers).size).toBe(2);
        expect(workers).not.toContain(child.pid);

        // A crash of one process: the primary starts another in its place.
        process.kill(workers[0]!, 'SIGKILL');
        await expect
          .poll(() => listeningPids(output).filter((pid) => !workers.includes(pid)), {
            timeout: 60_000,
            interval: 100,
          })
          .toHaveLength(1);
        expect(output).toContain('a server process stopped unexpectedly; starting another');
        const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1];
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

        const running = listeningPids(output).filter((pid) => pid !== workers[0]);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(running.filter(isRunning)).toEqual([]);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
  );
});
