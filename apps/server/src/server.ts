import { buildApp } from './app';
import { secureDataDir } from './config/data-dir';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { loadAccessTokens } from './features/accounts/access-tokens';
import { DEMO_ACCOUNT } from './features/demo/demo-account';
import { hasDemoAccount, seedDemoIfEmpty } from './features/demo/seed-demo';
import { removeOperatorFile, writeOperatorFile, newOperatorKey } from './features/operator/operator-file';

const startedAt = performance.now();
const config = loadConfig();
// Before anything is written there: keys, outbox, operator file and the embedded database.
secureDataDir(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const tokens = await loadAccessTokens(config);
const operatorKey = newOperatorKey();
const app = await buildApp({ config, database, tokens, operatorKey });

if (config.seedDemo === 'auto') {
  const demo = await seedDemoIfEmpty(app.db);
  if (demo) app.log.info({ email: demo.email }, 'seeded the demo school on an empty database');
}

await app.listen({ host: config.host, port: config.port });
if (database.kind === 'pglite')
  writeOperatorFile(config.dataDir, { url: `http://127.0.0.1:${config.port}`, key: operatorKey });

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
const banner = [
  '',
  `  Transport Admin is running at ${config.publicUrl}  (ready in ${seconds} s)`,
  `  API docs: ${config.publicUrl}/api/docs`,
  `  Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...((await hasDemoAccount(app.db))
    ? [`  Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (from this computer only)`]
    : []),
  '',
];
process.stdout.write(banner.join('\n') + '\n');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    if (database.kind === 'pglite') removeOperatorFile(config.dataDir, operatorKey);
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
