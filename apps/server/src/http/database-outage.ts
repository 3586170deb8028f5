import { sql } from 'drizzle-orm';
import { ref } from '@app/shared/i18n/message-ref';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/errors';

/** The 503's detail: "The database is not answering. Please try again in a moment." */
export const DATABASE_UNAVAILABLE = ref('errors.databaseUnavailable');
/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 2000;

export type DatabaseOutage = {
  /**
   * Whether the error means the database cannot be reached. The first such error of an outage is
   * logged and starts a probe; the next ones are not logged, so an outage is one line, not one per request.
   */
  report(error: unknown): boolean;
  /** Stops the probe (server shutdown). */
  close(): void;
};

/** Logs "gone" once when the database stops answering and "back" once when a probe query answers again. */
export function watchDatabaseOutages(db: Db, log: FastifyBaseLogger): DatabaseOutage {
  let down = false;
  let probe: NodeJS.Timeout | undefined;

  const scheduleProbe = () => {
    probe = setTimeout(async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        if (down) scheduleProbe();
        return;
      }
      down = false;
      probe = undefined;
      log.info('the database answers again');
    }, PROBE_INTERVAL_MS);
    // A probe never keeps the process alive on its own.
    probe.unref();
  };

  return {
    report(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (!down) {
        down = true;
        log.error(
          { db: describeDatabaseError(error) ?? { message: (error as Error).message } },
          'the database is not answering; calls that need it answer 503 until it is back',
        );
        scheduleProbe();
      }
      return true;
    },
    close() {
      clearTimeout(probe);
      down = false;
    },
  };
}
