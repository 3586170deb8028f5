import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir } from '../src/config/data-dir';

const serverDir = path.join(import.meta.dirname, '..');
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-modes-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every entry under `dir` whose mode lets anybody but the owner in (folders must be 0700, files 0600). */
function openEntries(dir: string): string[] {
  const found: string[] = [];
  const mode = (target: string) => fs.lstatSync(target).mode & 0o777;
  if (mode(dir) !== 0o700) found.push(`. ${mode(dir).toString(8)}`);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    const expected = entry.isDirectory() ? 0o700 : 0o600;
    if (mode(full) !== expected) found.push(`${path.relative(dir, full)} ${mode(full).toString(8)}`);
  }
  return found;
}

/** A data folder as an earlier version left it: world-writable files and folders. */
function looseDataDir(): string {
  const dir = tempDir();
  fs.chmodSync(dir, 0o777);
  fs.mkdirSync(path.join(dir, 'uploads/photos'), { recursive: true, mode: 0o777 });
  fs.chmodSync(path.join(dir, 'uploads'), 0o777);
  fs.chmodSync(path.join(dir, 'uploads/photos'), 0o777);
  fs.writeFileSync(path.join(dir, 'outbox.jsonl'), '{}\n', { mode: 0o666 });
  fs.writeFileSync(path.join(dir, 'uploads/photos/a.jpg'), 'x', { mode: 0o666 });
  fs.chmodSync(path.join(dir, 'outbox.jsonl'), 0o666);
  fs.chmodSync(path.join(dir, 'uploads/photos/a.jpg'), 0o666);
  return dir;
}

const onPostgres = process.env.TEST_DB === 'postgres';

/** The server's database: embedded in DATA_DIR, or a new database on the test PostgreSQL server. */
async function serverDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!onPostgres) return { env: {}, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ta_test_modes_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

type Started = { output: string; stop: () => Promise<void> };

/** A process of this product (`src/server.ts` or the command-line tool) with its own environment. */
function start(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyWhen?: RegExp,
): Promise<Started> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'warn', SEED_DEMO: 'never', WEB_DIST: '', PORT: '0', ...env },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return new Promise((resolve, reject) => {
    const done = () => resolve({ output, stop: async () => void (child.kill('SIGTERM'), await exited) });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyWhen?.test(output)) done();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => (readyWhen ? reject(new Error(`exited ${code}:\n${output}`)) : done()));
  });
}

describe('DATA_DIR', () => {
  it('secureDataDir makes a loose folder owner-only and leaves what links point at alone', () => {
    const dir = looseDataDir();
    const outside = path.join(tempDir(), 'shared.txt');
    fs.writeFileSync(outside, 'not ours');
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dir, 'link.txt'));
    secureDataDir(dir);
    expect(openEntries(dir)).toEqual([]);
    expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
  });

  it(
    'is owner-only with everything in it once the server has started on it, an old loose folder included',
    { timeout: 90_000 },
    async () => {
      const dir = looseDataDir();
      const database = await serverDatabase();
      const env = { DATA_DIR: dir, ...database.env };
      const server = await start('src/server.ts', [], env, /Transport Admin is running/);
      try {
        // The token keys, and on the embedded database its thousand files and the operator file.
        expect(fs.existsSync(path.join(dir, 'jwt-private.pem'))).toBe(true);
        expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(!onPostgres);
        expect(fs.existsSync(path.join(dir, 'operator.json'))).toBe(!onPostgres);
        expect(openEntries(dir)).toEqual([]);
      } finally {
        await server.stop();
        await database.drop();
      }
      expect(openEntries(dir)).toEqual([]);
    },
  );

  // With DATABASE_URL the tool writes nothing to DATA_DIR.
  it.skipIf(onPostgres)(
    'is owner-only after the command-line tool opened the database itself',
    { timeout: 90_000 },
    async () => {
      const dir = looseDataDir();
      const run = await start(
        'src/cli/main.ts',
        ['create-school', '--name', 'Mode School', '--admin-email', 'head@mode.example'],
        { DATA_DIR: dir },
      );
      // The one run of the tool on an empty folder (cli.test.ts starts from a migrated copy).
      expect(run.output).toContain('Using the embedded database');
      expect(run.output).toContain('Created the school "Mode School"');
      expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(true);
      expect(openEntries(dir)).toEqual([]);
    },
  );
});
