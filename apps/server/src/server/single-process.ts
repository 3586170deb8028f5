import { buildApp } from '../app';
import type { Config } from '../config/env';
import { hasDemoAccount } from '../features/demo/seed-demo';
import { newOperatorKey, removeOperatorFile, writeOperatorFile } from '../features/operator/operator-file';
import { printBanner } from './banner';
import { stopGracefullyOnSignals } from './graceful-stop';
import { prepareDatabaseAndKeys, seedDemoIfAsked } from './prepare';

/** One process that prepares the database and serves: the embedded database, or WEB_CONCURRENCY=1. */
export async function runSingleProcess(config: Config, startedAt: number): Promise<void> {
  const { database, tokens } = await prepareDatabaseAndKeys(config, config.databasePoolSize);
  const operatorKey = newOperatorKey();
  const built: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  stopGracefullyOnSignals(
    () => built.app?.log,
    async () => {
      await built.app?.close();
      if (database.kind === 'pglite') removeOperatorFile(config.dataDir, operatorKey);
      await database.close();
    },
  );
  const app = await buildApp({ config, database, tokens, operatorKey });
  built.app = app;
  await seedDemoIfAsked(config, app.db, app.log);

  await app.listen({ host: config.host, port: config.port });
  // The command-line tool reaches the embedded database through this server (ADR 003).
  if (database.kind === 'pglite')
    writeOperatorFile(config.dataDir, { url: `http://127.0.0.1:${config.port}`, key: operatorKey });

  printBanner({
    config,
    databaseKind: database.kind,
    startedAt,
    hasDemoAccount: await hasDemoAccount(app.db),
    processes: 1,
  });
}
