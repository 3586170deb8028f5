import Fastify from 'fastify';
import type { Config } from '../config/env';
import { hasDemoAccount } from '../features/demo/seed-demo';
import { loggerOptions } from '../http/logging';
import { printBanner } from './banner';
import { prepareDatabaseAndKeys, seedDemoIfAsked } from './prepare';
import { superviseWorkers } from './worker-supervisor';

/**
 * The primary of WEB_CONCURRENCY server processes: it does once what must not race (migrations,
 * the signing keys in DATA_DIR, the demo school), then starts the processes and keeps them running.
 * It serves no request itself.
 */
export async function runPrimary(config: Config, startedAt: number): Promise<void> {
  // The workers' logger (level, redaction), without a server.
  const log = Fastify({ logger: loggerOptions(config) }).log;
  // One connection is all this needs, and it is closed before the workers open theirs.
  const { database } = await prepareDatabaseAndKeys(config, 1);
  let isDemoShown: boolean;
  try {
    await seedDemoIfAsked(config, database.db, log);
    isDemoShown = await hasDemoAccount(database.db);
  } finally {
    await database.close();
  }

  superviseWorkers({
    processes: config.processes,
    log,
    onReady: () =>
      printBanner({
        config,
        databaseKind: database.kind,
        startedAt,
        hasDemoAccount: isDemoShown,
        processes: config.processes,
      }),
  });
}
