import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { pageSchema } from '@app/shared/common/list';
import {
  TRIP_EVENTS_PATH,
  tripEventInputSchema,
  tripEventListQuerySchema,
  tripEventSchema,
} from '@app/shared/trip-events/trip-event.schemas';
import { pageLinks } from '../../http/pagination';
import { listTripEvents, recordTripEvent } from './trip-events.service';

const tags = ['trip-events'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Managers and crews both hold 'assigned-trips'; which trips a crew member may touch is the service's.
const config = { area: 'assigned-trips' as const };
const denied = { 401: detailSchema, 403: detailSchema };

export const tripEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TRIP_EVENTS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "A trip's events in time order (the office, or the trip's own driver or attendant)",
        querystring: tripEventListQuerySchema,
        response: { 200: pageSchema(tripEventSchema), 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    async (request) => {
      const { count, results } = await listTripEvents(request.tenant, request.query);
      return { count, ...pageLinks(request, request.query, count), results };
    },
  );

  app.post(
    TRIP_EVENTS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Record what happened on a trip; 200 with the first event when its client_key was already sent. ' +
          'Trip Started, Completed and Cancelled change the trip status.',
        body: tripEventInputSchema,
        response: {
          200: tripEventSchema,
          201: tripEventSchema,
          400: fieldErrorsSchema,
          404: detailSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { created, event } = await recordTripEvent(request.tenant, request.body);
      return reply.code(created ? 201 : 200).send(event);
    },
  );
};
