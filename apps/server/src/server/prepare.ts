import type { FastifyBaseLogger } from 'fastify';
import { secureDataDir } from '../config/data-dir';
import type { Config } from '../config/env';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { loadAccessTokens, type AccessTokens } from '../features/accounts/access-tokens';
import { seedDemoIfEmpty } from '../features/demo/seed-demo';

/**
 * What must happen once per start, before any request is served: DATA_DIR made owner-only (before
 * anything is written there: keys, outbox, operator file, the embedded database), the database opened
 * and migrated, and the token signing keys read or created in DATA_DIR.
 */
export async function prepareDatabaseAndKeys(
  config: Config,
  poolSize: number,
): Promise<{ database: Database; tokens: AccessTokens }> {
  secureDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize });
  try {
    await migrateDatabase(database);
    return { database, tokens: await loadAccessTokens(config) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** SEED_DEMO=auto: the demo school on an empty database. */
export async function seedDemoIfAsked(config: Config, db: Db, log: FastifyBaseLogger): Promise<void> {
  if (config.seedDemo !== 'auto') return;
  const demo = await seedDemoIfEmpty(db);
  if (demo) log.info({ email: demo.email }, 'seeded the demo school on an empty database');
}
