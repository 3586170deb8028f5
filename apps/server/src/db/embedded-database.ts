import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../server/worker-entry';
import type {
  EmbeddedWorkerData,
  EmbeddedWorkerMessage,
  EmbeddedWorkerRequest,
} from './embedded-database.worker';

/** node-postgres connects to `${host}/.s.PGSQL.${port}` when `host` is a folder. */
const SOCKET_PORT = 5432;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that served this long was not crash-looping: the next restart is quick again. */
const STABLE_AFTER_MS = 60_000;
/** How long a clean close may take before the thread is stopped (PGlite flushes its files first). */
const CLOSE_TIMEOUT_MS = 10_000;

export type EmbeddedPostgres = {
  /** node-postgres connection settings for the worker's socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** The thread that runs the database now (a crash test stops it). */
  readonly worker: Worker;
  /** Called each time a new thread has reopened the database after the last one died. */
  onRestart(listener: () => void): void;
  /** Writes a copy of the whole database to `file`, which `loadFrom` starts another one from. */
  dump(file: string): Promise<void>;
  /** Closes the database cleanly (the data folder opens again at once) and stops the thread. */
  close(): Promise<void>;
};

/**
 * Runs PGlite in a worker thread, so a query never blocks the server's event loop, serving the
 * PostgreSQL protocol on a Unix socket in a private (0700) folder of its own. A socket path is limited
 * to about 100 bytes, which a deep DATA_DIR would exceed; nothing but this process connects to it.
 * When the thread dies, calls fail at once (the driver's connection ends; 503) and, for a database on
 * disk, a new thread reopens it after a growing delay. An in-memory database cannot come back, so it
 * stays down.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  loadFrom?: string;
}): Promise<EmbeddedPostgres> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-pglite-'));
  const workerData: EmbeddedWorkerData = {
    dataDir: options.dataDir,
    loadFrom: options.loadFrom,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  let worker: Worker;
  try {
    worker = await startWorker(workerData);
  } catch (error) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  let closing = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let crashes = 0;
  let startedAt = Date.now();
  const restartListeners: (() => void)[] = [];

  const watch = (current: Worker) => {
    current.once('exit', (code) => {
      if (closing || !options.dataDir) return;
      crashes = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashes + 1;
      process.emitWarning(`the embedded database thread stopped (exit code ${code}); reopening it`);
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (crashes - 1));
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      try {
        // The folder holds the database now: a dump it started from would not load over it.
        const next = await startWorker({ ...workerData, loadFrom: undefined });
        if (closing) {
          await stopWorker(next);
          return;
        }
        worker = next;
        startedAt = Date.now();
        for (const listener of restartListeners) listener();
        watch(next);
      } catch {
        crashes++;
        if (!closing) scheduleRestart();
      }
    }, delay);
  };
  watch(worker);

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    get worker() {
      return worker;
    },
    onRestart(listener) {
      restartListeners.push(listener);
    },
    dump(file) {
      const current = worker;
      return new Promise((resolve, reject) => {
        const answered = (message: EmbeddedWorkerMessage) => {
          if (message.type !== 'dumped') return;
          current.off('message', answered);
          current.off('exit', stopped);
          resolve();
        };
        const stopped = () => reject(new Error('the embedded database thread stopped during a dump'));
        current.on('message', answered);
        current.once('exit', stopped);
        current.postMessage({ type: 'dump', file } satisfies EmbeddedWorkerRequest);
      });
    },
    async close() {
      closing = true;
      clearTimeout(restartTimer);
      await stopWorker(worker);
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** A new thread with the database open and its socket listening. */
function startWorker(workerData: EmbeddedWorkerData): Promise<Worker> {
  const worker = new Worker(workerEntry(import.meta.url, 'embedded-database'), { workerData });
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) => {
      worker.removeAllListeners('message');
      void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    worker.on('message', (message: EmbeddedWorkerMessage) => {
      if (message.type !== 'ready') return;
      worker.off('error', failed);
      worker.off('exit', exitedEarly);
      // An error after the start ends the thread ('exit' follows); the pool's calls fail then.
      worker.on('error', () => {});
      resolve(worker);
    });
    const exitedEarly = (code: number) => failed(new Error(`the embedded database thread exited (${code})`));
    worker.once('error', failed);
    worker.once('exit', exitedEarly);
  });
}

/** Asks the thread to close the database, then stops it (at once if that does not happen in time). */
async function stopWorker(worker: Worker): Promise<void> {
  if (worker.threadId === -1) return;
  const closed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.on('message', (message: EmbeddedWorkerMessage) => message.type === 'closed' && done());
    worker.once('exit', done);
  });
  worker.postMessage({ type: 'close' } satisfies EmbeddedWorkerRequest);
  await closed;
  await worker.terminate();
}
