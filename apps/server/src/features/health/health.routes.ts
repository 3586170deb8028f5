import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeDatabaseError } from '../../db/errors';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../../http/database-outage';
import { AppError } from '../../http/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        // An outage is logged once by the watch, not once per health check of a monitor.
        if (!app.databaseOutage.report(error)) {
          request.log.warn({ db: describeDatabaseError(error) }, 'the health check query failed');
        }
        throw new AppError(503, DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS);
      }
    },
  );
};
