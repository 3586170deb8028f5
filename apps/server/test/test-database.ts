import crypto from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type Database } from '../src/db/client';
import { adminQuery, databaseUrl } from './global-setup';

/**
 * A fresh, migrated database for one test file, copied from the run's template (global-setup.ts):
 * in-memory PGlite, or, when TEST_DB=postgres, a new database on the TEST_DATABASE_URL server that is
 * dropped afterwards. `poolSize`: its connections on PostgreSQL (the embedded one has one).
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  const template = inject('testTemplate');
  if (process.env.TEST_DB !== 'postgres') return openEmbeddedDatabase(undefined, { loadFrom: template });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ta_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: options.poolSize });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
