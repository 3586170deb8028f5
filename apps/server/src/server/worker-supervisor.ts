import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that served this long was not crash-looping: its next restart is quick again. */
const STABLE_AFTER_MS = 60_000;
/** Longer than a worker's own graceful stop (15 s), so this only catches a worker that hangs. */
const STOP_TIMEOUT_MS = 20_000;

/** One of the `processes` places; it keeps its crash count across the workers that fill it. */
type Slot = { crashes: number; startedAt: number };

/**
 * Forks `processes` workers (this same entry point; node:cluster shares the listening port between
 * them) and keeps them running:
 * - `onReady` once every worker listens the first time;
 * - a worker that dies after that is replaced after a delay that doubles while it keeps dying (1 s up
 *   to 30 s), so a crash loop does not eat the machine;
 * - a worker that dies before the server was ever ready stops the server: a start-up error (a port in
 *   use, a bad setting) would only repeat, and a single process exits on it too;
 * - SIGINT/SIGTERM are forwarded to the workers, which finish their requests; the primary exits
 *   when the last one has.
 */
export function superviseWorkers(options: {
  processes: number;
  log: FastifyBaseLogger;
  onReady: () => void;
}): void {
  const { processes, log } = options;
  const slots = new Map<Worker, Slot>();
  const listening = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let isReady = false;
  let stopping: { code: number } | undefined;

  const fork = (slot: Slot) => {
    slot.startedAt = Date.now();
    slots.set(cluster.fork(), slot);
  };

  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = { code };
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (slots.size === 0) process.exit(code);
    for (const worker of slots.keys()) worker.process.kill(signal);
    setTimeout(() => {
      log.error({ processes: slots.size }, 'server processes did not stop in time; killing them');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker) => {
    // A host name such as localhost may listen on several addresses: a worker counts once.
    listening.add(worker);
    if (isReady || listening.size < processes) return;
    isReady = true;
    options.onReady();
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (slots.size === 0) process.exit(stopping.code);
      return;
    }
    if (!slot) return;
    if (!isReady) {
      log.error(
        { workerPid: worker.process.pid, code, signal },
        'a server process failed to start; stopping',
      );
      stopAll('SIGTERM', 1);
      return;
    }
    slot.crashes = Date.now() - slot.startedAt > STABLE_AFTER_MS ? 1 : slot.crashes + 1;
    const delay = Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (slot.crashes - 1));
    log.warn(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'a server process stopped unexpectedly; starting another',
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork(slot);
    }, delay);
    restarts.add(timer);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      log.info({ signal }, 'shutting down: stopping the server processes');
      stopAll(signal, 0);
    });
  }
  for (let index = 0; index < processes; index++) fork({ crashes: 0, startedAt: 0 });
}
