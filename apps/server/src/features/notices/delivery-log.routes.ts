import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import {
  deliveryLogEntrySchema,
  deliveryLogQuerySchema,
  GUARDIAN_NOTICES_ROUTE,
} from '@app/shared/notices/delivery-log.schemas';
import { pageLinks } from '../../http/pagination';
import { listDeliveryLog } from './delivery-log.service';

/** The office's delivery log of a guardian: who may read the guardian may read what was sent to them. */
export const deliveryLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GUARDIAN_NOTICES_ROUTE,
    {
      config: { area: 'transport' },
      schema: {
        tags: ['guardians'],
        security: [{ bearer: [], tenant: [], profile: [] }],
        summary:
          "The notices sent to a guardian, newest first: each one's kind, trip and time, and on each " +
          "channel its status, tries, recipient (a phone's last 3 digits only), sent time and the provider's answer",
        params: idParamsSchema,
        querystring: deliveryLogQuerySchema,
        response: {
          200: pageSchema(deliveryLogEntrySchema),
          400: fieldErrorsSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request) => {
      const { count, results } = await listDeliveryLog(request.tenant, request.params.id, request.query);
      return { count, ...pageLinks(request, request.query, count), results };
    },
  );
};
