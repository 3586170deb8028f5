import cluster from 'node:cluster';
import { loadConfig } from './config/env';
import { runPrimary } from './server/primary';
import { runSingleProcess } from './server/single-process';
import { runWorker } from './server/worker';

const startedAt = performance.now();
const config = loadConfig();
// WEB_CONCURRENCY > 1 (PostgreSQL only): a primary that prepares the database once and supervises
// that many server processes sharing the port. Otherwise one process does everything, as before.
if (cluster.isWorker) await runWorker(config);
else if (config.processes > 1) await runPrimary(config, startedAt);
else await runSingleProcess(config, startedAt);
