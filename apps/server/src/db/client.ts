import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { secureDataDir } from '../config/data-dir';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/**
 * PostgreSQL when a URL is given, otherwise embedded PostgreSQL (PGlite) in `dataDir` (made
 * owner-only first, for the server and the command-line tool alike), or in memory.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A server that does not answer (network partition) fails a call after 5 s with a 503 instead of hanging it.
      connectionTimeoutMillis: 5000,
    });
    // An idle client that loses its server must not crash the process; the pool drops it and
    // opens new connections once the server is back.
    pool.on('error', () => {});
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    secureDataDir(options.dataDir);
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
    // PGlite sets the modes of the files it unpacks or rewrites itself (0666, 0644), past the umask.
    secureDataDir(options.dataDir);
  } else {
    client = await PGlite.create();
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
