import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { journeyLoadSchema, journeysResource } from '@app/shared/journeys/journey.schemas';
import { journeyLoad } from './journey-load.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };

export const journeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${journeysResource.path}:id/load/`,
    {
      config: { area: 'transport' },
      schema: {
        tags: ['journeys'],
        security,
        summary: "Riders of a route on each weekday against its vehicle's capacity",
        params: idParamsSchema,
        response: { 200: journeyLoadSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => journeyLoad(request.tenant, request.params.id),
  );
};
