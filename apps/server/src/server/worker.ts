import { buildApp } from '../app';
import type { Config } from '../config/env';
import { openDatabase } from '../db/client';
import { loadAccessTokens } from '../features/accounts/access-tokens';
import { stopGracefullyOnSignals } from './graceful-stop';

/**
 * One of WEB_CONCURRENCY server processes. The primary has made DATA_DIR owner-only (the umask is
 * inherited), migrated and seeded the database and written the signing keys, so this process only
 * reads: its own connection pool, the keys, the app, the shared port.
 */
export async function runWorker(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  const tokens = await loadAccessTokens(config);
  const built: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  // A worker whose primary is killed exits by itself (node:cluster does that on disconnect).
  stopGracefullyOnSignals(
    () => built.app?.log,
    async () => {
      await built.app?.close();
      await database.close();
    },
  );
  // No operator key: the command-line tool connects to PostgreSQL itself.
  const app = await buildApp({ config, database, tokens });
  built.app = app;
  await app.listen({ host: config.host, port: config.port });
}
