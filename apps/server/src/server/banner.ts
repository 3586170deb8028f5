import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { DEMO_ACCOUNT } from '../features/demo/demo-account';

/** The lines a person starting the server reads first: where it runs, on what, how to sign in. */
export function printBanner(options: {
  config: Config;
  databaseKind: Database['kind'];
  startedAt: number;
  hasDemoAccount: boolean;
  processes: number;
}): void {
  const { config } = options;
  const seconds = ((performance.now() - options.startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Transport Admin is running at ${config.publicUrl}  (ready in ${seconds} s)`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Database: ${options.databaseKind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(options.processes > 1 ? [`  Server processes: ${options.processes} (WEB_CONCURRENCY)`] : []),
    ...(options.hasDemoAccount
      ? [`  Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (from this computer only)`]
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
