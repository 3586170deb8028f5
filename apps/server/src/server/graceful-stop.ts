import type { FastifyBaseLogger } from 'fastify';

/** Time in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const FORCE_EXIT_AFTER_MS = 15_000;

/**
 * On SIGINT or SIGTERM, runs `stop` once (close the server so requests in flight finish, then the
 * database) and exits; a stop that hangs is cut short after 15 s. Installed before the app is built:
 * the app starts sending notices as it is built, and a signal then must still let those sends end and
 * be marked, not kill them (the log is the app's once there is one).
 */
export function stopGracefullyOnSignals(
  log: () => FastifyBaseLogger | undefined,
  stop: () => Promise<void>,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log()?.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_AFTER_MS);
    force.unref();
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}
