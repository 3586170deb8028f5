import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of a test's own, which the test may stop and start again (an outage). */
export type PrivatePostgres = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** The newest Debian PostgreSQL binaries, or PGBIN; undefined when there are none. */
function postgresBin(): string | undefined {
  if (process.env.PGBIN) return process.env.PGBIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** initdb + pg_ctl in a temporary folder (as the postgres user when running as root, since PostgreSQL refuses root). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres', dir]);
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = async () => {
    await exec('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  };
  // immediate: connections are cut as in a crash, not politely closed.
  const stop = async () => void (await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
