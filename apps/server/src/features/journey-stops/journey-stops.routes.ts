import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import {
  JOURNEY_STOPS_REORDER_PATH,
  journeyStopSchema,
  journeyStopsReorderSchema,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { reorderJourneyStops } from './journey-stops-reorder.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };

export const journeyStopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    JOURNEY_STOPS_REORDER_PATH,
    {
      config: { area: 'transport' },
      schema: {
        tags: ['journey-stops'],
        security,
        summary: "Put a route's stops in a new order (every stop once); answers them renumbered 1..n",
        body: journeyStopsReorderSchema,
        response: {
          200: z.array(journeyStopSchema),
          400: fieldErrorsSchema,
          404: detailSchema,
          ...denied,
        },
      },
    },
    (request) => reorderJourneyStops(request.tenant, request.body),
  );
};
