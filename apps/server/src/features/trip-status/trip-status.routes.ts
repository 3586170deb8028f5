import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  ACTIVE_TRIPS_PATH,
  activeTripsSchema,
  tripStatusChangeSchema,
} from '@app/shared/trip-status/trip-status.schemas';
import { tripDetailSchema, tripsResource } from '@app/shared/trips/trip.schemas';
import { activeTrips } from './active-trips.service';
import { updateTripStatus } from './trip-status.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };
const tags = [tripsResource.name];

export const tripStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    `${tripsResource.path}:id/`,
    {
      // The office, and a trip's own driver or attendant (starting or completing it): the service decides.
      config: { area: 'assigned-trips' },
      schema: {
        tags,
        security,
        summary:
          'Change a trip status (1→2, 1→4, 2→3, 2→4) with a detail and the odometer; recorded as a trip event. ' +
          "A manager's document_override_reason lets it start although a document has expired (alone: beforehand)",
        params: idParamsSchema,
        body: tripStatusChangeSchema,
        response: { 200: tripDetailSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => updateTripStatus(request.tenant, request.params.id, request.body),
  );

  app.get(
    ACTIVE_TRIPS_PATH,
    {
      config: { area: 'transport' },
      schema: {
        tags,
        security,
        summary: "Today's trips in progress: last event, next stop, minutes late, last known position",
        response: { 200: activeTripsSchema, ...denied },
      },
    },
    (request) => activeTrips(request.tenant),
  );
};
