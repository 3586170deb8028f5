import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { secureDataDir } from '../config/data-dir';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-database';
import { embeddedListen, postgresListen, type Listen } from './notifications';
import { platformPool, schoolPool } from './school-scope';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  /** The platform's access (ADR 016): migrations, sign-in, school creation, the operator, jobs across schools. */
  db: Db;
  /** One school's access: row-level security shows and takes that school's rows only (ADR 016). */
  forSchool: (tenantId: string) => Db;
  kind: 'pglite' | 'postgres';
  /** Hears NOTIFY on a channel (the caches of sessions and profiles, across processes). */
  listen: Listen;
  close: () => Promise<void>;
};
/** The embedded database, with the thread it runs in (for tests of a crash). */
export type EmbeddedDatabase = Database & { kind: 'pglite'; engine: EmbeddedPostgres };

/**
 * PostgreSQL when a URL is given, otherwise embedded PostgreSQL (PGlite) in `dataDir` (made
 * owner-only first, for the server and the command-line tool alike), or in memory. Both go through
 * the same driver (node-postgres), so values parse the same way on both.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** PostgreSQL connections of this process (several server processes share the server's limit). */
  poolSize?: number;
}): Promise<Database> {
  if (!options.url) return openEmbeddedDatabase(options.dataDir);
  const pool = newPool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A server that does not answer (network partition) fails a call after 5 s with a 503 instead of hanging it.
    connectionTimeoutMillis: 5000,
  });
  return {
    ...scopedDatabases(pool),
    kind: 'postgres',
    listen: postgresListen(options.url),
    close: () => pool.end(),
  };
}

/**
 * PGlite in a worker thread, on disk in `dataDir/pglite` or in memory; `loadFrom` starts it as a copy
 * of a dump (`engine.dump`), as each test file starts from one migrated database.
 */
export async function openEmbeddedDatabase(
  dataDir?: string,
  options: { loadFrom?: string } = {},
): Promise<EmbeddedDatabase> {
  if (dataDir) secureDataDir(dataDir);
  const engine = await startEmbeddedPostgres({
    dataDir: dataDir && path.join(dataDir, 'pglite'),
    loadFrom: options.loadFrom,
  });
  // PGlite sets the modes of the files it unpacks or rewrites itself (0666, 0644), past the umask.
  if (dataDir) secureDataDir(dataDir);
  // PGlite is a single session: one connection, so a transaction holds it and other calls queue
  // (they would wait for PGlite anyway). No connection timeout: a queue behind a long statement is
  // not an outage, and a stopped thread fails calls at once.
  // Kept open while idle: reconnecting costs a round trip to the thread for nothing.
  const pool = newPool({ ...engine.connection, max: 1, idleTimeoutMillis: 0 });
  const listen = embeddedListen(pool, (listener) => engine.onRestart(listener));
  return {
    ...scopedDatabases(pool),
    kind: 'pglite',
    listen,
    engine,
    close: async () => {
      await pool.end();
      await engine.close();
    },
  };
}

/** Schools whose Drizzle instance is kept; past this, the least recently used one is made again. */
const KEPT_SCHOOLS = 1_000;

function scopedDatabases(pool: pg.Pool): Pick<Database, 'db' | 'forSchool'> {
  const schools = new Map<string, Db>();
  return {
    db: drizzle({ client: platformPool(pool), schema }) as unknown as Db,
    forSchool(tenantId) {
      let db = schools.get(tenantId);
      if (db) schools.delete(tenantId);
      else db = drizzle({ client: schoolPool(pool, tenantId), schema }) as unknown as Db;
      schools.set(tenantId, db);
      if (schools.size > KEPT_SCHOOLS) schools.delete(schools.keys().next().value!);
      return db;
    },
  };
}

function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client that loses its server must not crash the process; the pool drops it and
  // opens new connections once the server is back.
  pool.on('error', () => {});
  // Nor one handed out between two statements of a transaction (no query to fail, and the pool
  // listens only to idle ones): its next statement fails instead, and the call answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
