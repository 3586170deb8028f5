/**
 * The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs its queries
 * synchronously, so it lives here and not in the server's event loop. It speaks the PostgreSQL wire
 * protocol on a Unix socket that only the owner can reach; the main thread connects with the same
 * driver as a PostgreSQL server. Imports npm packages only, so it runs without the TypeScript loader
 * once compiled.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * What the main thread passes in: `dataDir` undefined means a database in memory; `loadFrom`, a copy
 * of a whole database (a tar of its folder, `dump`) to start from instead of an empty one.
 */
export type EmbeddedWorkerData = { dataDir?: string; loadFrom?: string; socketPath: string };
/** What the worker says: ready to connect, a dump written, or closed cleanly after `close`. */
export type EmbeddedWorkerMessage = { type: 'ready' } | { type: 'dumped' } | { type: 'closed' };
export type EmbeddedWorkerRequest = { type: 'close' } | { type: 'dump'; file: string };

const { dataDir, loadFrom, socketPath } = workerData as EmbeddedWorkerData;
const port = parentPort!;

const db = await PGlite.create({
  dataDir,
  extensions: { btree_gin, btree_gist, pg_trgm },
  loadDataDir: loadFrom ? new Blob([fs.readFileSync(loadFrom)]) : undefined,
});
// A socket left by a worker that crashed would make listen fail with EADDRINUSE.
fs.rmSync(socketPath, { force: true });
// PGlite is one session. The main thread's pool holds one connection at a time and queues its calls,
// so a transaction is never interleaved with another caller's statements. The socket admits two:
// the pool drops a connection whose query failed and opens the next one before this server has seen
// the first one close.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
await server.start();
fs.chmodSync(socketPath, 0o600);
port.postMessage({ type: 'ready' } satisfies EmbeddedWorkerMessage);

port.on('message', async (request: EmbeddedWorkerRequest) => {
  if (request.type === 'dump') {
    // Uncompressed: a copy that loads in half the time of a gzipped one (tests start from one).
    const tar = await db.dumpDataDir('none');
    fs.writeFileSync(request.file, Buffer.from(await tar.arrayBuffer()), { mode: 0o600 });
    port.postMessage({ type: 'dumped' } satisfies EmbeddedWorkerMessage);
    return;
  }
  await server.stop();
  // Flushes and releases the data folder, so it opens again at once.
  await db.close();
  port.postMessage({ type: 'closed' } satisfies EmbeddedWorkerMessage);
  port.close();
});
