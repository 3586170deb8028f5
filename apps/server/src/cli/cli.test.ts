import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/build-test-app';
import { openDatabase, openEmbeddedDatabase } from '../db/client';
import { profiles, tenants, users } from '../db/schema';
import { writeOperatorFile } from '../features/operator/operator-file';
import { SEEDS_A_SCHOOL } from '../../test/timeouts';

const serverDir = path.join(import.meta.dirname, '../..');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run cli -- <args>` as the operator runs it, in its own process. */
function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: serverDir,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-cli-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// A data folder holding the run's migrated template database (global-setup.ts), made once and copied
// for each test: the tool then opens it as it would a folder an earlier run made, without initdb and
// every migration each time. data-dir-modes.test.ts runs the tool on an empty folder.
let migratedDir: string | undefined;
async function migratedDataDir(): Promise<string> {
  if (!migratedDir) {
    const dir = tempDataDir();
    const database = await openEmbeddedDatabase(dir, { loadFrom: inject('testTemplate') });
    await database.close();
    migratedDir = dir;
  }
  const dir = tempDataDir();
  fs.cpSync(path.join(migratedDir, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

async function schoolsIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db
      .select({
        name: tenants.name,
        email: users.email,
        role: profiles.role_id,
        confirmed: users.email_confirmed_at,
      })
      .from(tenants)
      .innerJoin(profiles, eq(profiles.tenant_id, tenants.id))
      .innerJoin(users, eq(users.id, profiles.user_id))
      .orderBy(tenants.created_at);
  } finally {
    await database.close();
  }
}

// The embedded-database paths do not depend on the test database, so they run in the PGlite project only.
const embeddedOnly = process.env.TEST_DB !== 'postgres';

describe.runIf(embeddedOnly)('cli without a running server (opens the embedded database itself)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir();
  });

  it('creates a school, then adds a second school to the same user', async () => {
    const first = await cli(
      [
        'create-school',
        '--name',
        'Cli Academy',
        '--admin-email',
        'Head@Cli.test',
        '--admin-password',
        'Cli-password-1',
      ],
      { DATA_DIR: dataDir },
    );
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Using the embedded database in ${dataDir}.`);
    expect(first.stdout).toMatch(new RegExp(`Created the school "Cli Academy" \\(id ${UUID.source}\\)`));
    expect(first.stdout).toContain('Created the account head@cli.test (e-mail confirmed)');

    const second = await cli(['create-school', '--name', 'Cli Annex', '--admin-email', 'head@cli.test'], {
      DATA_DIR: dataDir,
    });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('head@cli.test already had an account');

    const schools = await schoolsIn(dataDir);
    expect(schools.map(({ name, email, role }) => ({ name, email, role }))).toEqual([
      { name: 'Cli Academy', email: 'head@cli.test', role: 100 },
      { name: 'Cli Annex', email: 'head@cli.test', role: 100 },
    ]);
    expect(schools[0]!.confirmed).toBeInstanceOf(Date);
  });

  it('explains how a user without a password gets in', async () => {
    const run = await cli(['create-school', '--name', 'No Pass', '--admin-email', 'nopass@cli.test'], {
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('without a password');
    expect(run.stdout).toContain('"Reset password"');
  });

  it.each([
    [
      ['--name', 'X', '--admin-email', 'not-an-email'],
      'Error: --admin-email: Please enter a valid email address',
    ],
    [
      ['--name', 'X', '--admin-email', 'a@b.test', '--admin-password', 'short'],
      'Error: --admin-password: Password should be at least 8 characters long',
    ],
    [['--name', 'X'], "required option '--admin-email <email>' not specified"],
  ])('refuses create-school %j with a message and exit code 1', async (args, message) => {
    const dataDir = tempDataDir();
    const run = await cli(['create-school', ...args], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('ignores a stale operator.json and opens the database', async () => {
    const dataDir = await migratedDataDir();
    // A live pid (this test) but nothing listening on that port: the server is gone.
    fs.writeFileSync(
      path.join(dataDir, 'operator.json'),
      JSON.stringify({ url: 'http://127.0.0.1:9', key: 'stale-key', pid: process.pid }),
      { mode: 0o600 },
    );
    const run = await cli(['create-school', '--name', 'After Stale', '--admin-email', 'stale@cli.test'], {
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No server answers at http://127.0.0.1:9');
    expect(run.stdout).toContain(`Using the embedded database in ${dataDir}.`);
    expect((await schoolsIn(dataDir)).map(({ name }) => name)).toEqual(['After Stale']);
  });

  // Two processes, each starting the tool and the embedded database, and a whole demo school seeded
  // (12 s here when idle).
  it('seeds the demo school, then says it exists and changes nothing', SEEDS_A_SCHOOL, async () => {
    const dataDir = await migratedDataDir();
    const run = await cli(['seed-demo'], { DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Seeded "Demo School" \(id [0-9a-f-]{36}\) with \d+ vehicles\./);
    expect(run.stdout).toContain('Demo sign-in: admin@demo.school / DemoPass123!');

    const again = await cli(['seed-demo'], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('"Demo School" exists already');
    expect(await schoolsIn(dataDir)).toHaveLength(1);
  });
});

describe('cli while a server holds the database', () => {
  const key = crypto.randomBytes(32).toString('base64url');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { operatorKey: key });
  });
  afterEach(() => writeOperatorFile(t.dataDir, { url: t.url, key }));
  afterAll(() => t.close());

  // Seeds a whole demo school through the server, as the test above does in the tool's own process.
  it('acts through the server found in DATA_DIR', SEEDS_A_SCHOOL, async () => {
    writeOperatorFile(t.dataDir, { url: t.url, key });
    const run = await cli(
      [
        'create-school',
        '--name',
        'Through Server',
        '--admin-email',
        'via@server.test',
        '--admin-password',
        'Server-pass-1',
      ],
      { DATA_DIR: t.dataDir },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Acting through the running server at ${t.url}.`);
    const [school] = await t.database.db.select().from(tenants).where(eq(tenants.name, 'Through Server'));
    expect(run.stdout).toContain(`(id ${school!.id})`);
    // The server's own database got it, and the tool did not open one of its own.
    expect(fs.existsSync(path.join(t.dataDir, 'pglite'))).toBe(false);

    const seeded = await cli(['seed-demo'], { DATA_DIR: t.dataDir });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('Seeded "Demo School"');
  });

  it('checks the input before asking the server, with exit code 1', async () => {
    writeOperatorFile(t.dataDir, { url: t.url, key });
    const run = await cli(
      ['create-school', '--name', 'Blank', '--admin-email', 'x@y.test', '--admin-first-name', ' '],
      {
        DATA_DIR: t.dataDir,
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Error: --admin-first-name: First name is required');
    expect(await t.database.db.select().from(tenants).where(eq(tenants.name, 'Blank'))).toHaveLength(0);
  });

  it('stops with a clear message when the server refuses the key', async () => {
    writeOperatorFile(t.dataDir, { url: t.url, key: 'not-the-key' });
    const run = await cli(['seed-demo'], { DATA_DIR: t.dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('refused the operator key');
    expect(fs.existsSync(path.join(t.dataDir, 'pglite'))).toBe(false);
  });
});

describe.runIf(embeddedOnly)('cli outbox', () => {
  it('prints the latest messages from the file', async () => {
    const dataDir = tempDataDir();
    const lines = [1, 2, 3].map((n) =>
      JSON.stringify({
        channel: 'email',
        to: `user${n}@outbox.test`,
        subject: `Subject ${n}`,
        text: 'body',
        code: `00000${n}`,
        sent_at: `2030-01-0${n}T08:00:00.000Z`,
      }),
    );
    fs.writeFileSync(path.join(dataDir, 'outbox.jsonl'), lines.join('\n') + '\n');
    const run = await cli(['outbox', '--limit', '2'], { DATA_DIR: dataDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 of 3 message(s)');
    expect(run.stdout).not.toContain('user1@outbox.test');
    expect(run.stdout).toContain(
      '2030-01-02 08:00:00Z  email  to user2@outbox.test  "Subject 2"  code 000002',
    );
    expect(run.stdout).toContain('user3@outbox.test');
  });

  it('says when there are no messages, and refuses a bad limit', async () => {
    const dataDir = tempDataDir();
    expect((await cli(['outbox'], { DATA_DIR: dataDir })).stdout).toContain('No messages yet');
    const bad = await cli(['outbox', '--limit', '0'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--limit');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('cli with DATABASE_URL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ta_cli_${crypto.randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: adminUrl });
  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('connects directly, migrating first', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = tempDataDir();
    const run = await cli(['create-school', '--name', 'Pg School', '--admin-email', 'pg@cli.test'], {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Using PostgreSQL (DATABASE_URL).');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query('SELECT name FROM tenants');
    await client.end();
    expect(rows).toEqual([{ name: 'Pg School' }]);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
