import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

/** Any fixed key: held while migrating, so two servers starting on a new release migrate one at a time. */
const MIGRATION_LOCK = 7_210_331_001;

/**
 * Applies the committed SQL migrations; the same files and driver serve both engines. On PostgreSQL
 * several machines may start at once: each waits for a session advisory lock, held on a connection
 * of its own (the pool may have one connection only), and the ones after the first find nothing
 * left to apply. The embedded database admits one process, so it needs no lock.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const db = database.db as unknown as NodePgDatabase;
  if (database.kind !== 'postgres') return migrate(db);
  // The pool drizzle was opened on (db/client.ts): its settings open the lock's connection.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const lock = new pg.Client(pool.options);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db);
  } finally {
    // Ending the session releases the lock, even when a migration failed.
    await lock.end();
  }
}

function migrate(db: NodePgDatabase): Promise<void> {
  return migratePg(db, { migrationsFolder });
}
