import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema } from '@app/shared/common/errors';
import { openEventStream } from '../../http/event-stream';

/**
 * The school's buses live (issue 22 §4): Server-Sent Events, one-way and through every proxy. First
 * `snapshot` (each vehicle's latest position of the last hours), then `positions` with what changed,
 * a few times a second at most. The console reads it with fetch (its calls carry the Bearer token,
 * which EventSource cannot send); a dropped stream is opened again and starts with a new snapshot.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/positions/live/',
    {
      config: { area: 'transport' },
      schema: {
        tags: ['positions'],
        security: [{ bearer: [], tenant: [], profile: [] }],
        summary: "The school's buses' positions as they come (text/event-stream: snapshot, then positions)",
        response: { 200: z.string().describe('text/event-stream'), 401: detailSchema, 403: detailSchema },
      },
    },
    async (request, reply) => {
      const stream = openEventStream(reply);
      await app.liveHub.watch(request.tenant.tenantId, request.tenant.db, stream);
    },
  );
};
