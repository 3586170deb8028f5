import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations; the same files and driver serve both engines. */
export async function migrateDatabase(database: Database): Promise<void> {
  await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}
