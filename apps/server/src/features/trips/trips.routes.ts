import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import {
  GENERATE_TRIPS_PATH,
  generateTripsInputSchema,
  generateTripsResultSchema,
  tripDetailSchema,
  tripListQuerySchema,
  tripSchema,
  tripsResource,
} from '@app/shared/trips/trip.schemas';
import { pageLinks } from '../../http/pagination';
import { generateTrips } from './trip-generation.service';
import { getTrip, listTrips } from './trips.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };
const tags = [tripsResource.name];
const config = { area: 'transport' } as const;
// Managers and crews both hold 'assigned-trips'; a crew member reads only their own trips (the service).
const readConfig = { area: 'assigned-trips' } as const;

/** Trips are read here and made by generation; their status changes have a call of their own. */
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    tripsResource.path,
    {
      config: readConfig,
      schema: {
        tags,
        security,
        summary:
          'List trips (status, dates, route, vehicle, driver; search on route, vehicle and driver); ' +
          'a driver or attendant lists only their own',
        querystring: tripListQuerySchema,
        response: { 200: pageSchema(tripSchema), 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const { count, results } = await listTrips(request.tenant, request.query);
      return { count, ...pageLinks(request, request.query, count), results };
    },
  );

  app.get(
    `${tripsResource.path}:id/`,
    {
      config: readConfig,
      schema: {
        tags,
        security,
        summary:
          'One trip with its stops, expected riders and what its events say of them (a driver or attendant: their own)',
        params: idParamsSchema,
        response: { 200: tripDetailSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => getTrip(request.tenant, request.params.id),
  );

  app.post(
    GENERATE_TRIPS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Make the trips of active routes for a range of dates; those that exist are left as they are. ' +
          '409 (none made) when a trip would take a vehicle or driver a field trip holds then',
        body: generateTripsInputSchema,
        response: { 200: generateTripsResultSchema, 400: fieldErrorsSchema, 409: detailSchema, ...denied },
      },
    },
    (request) => generateTrips(request.tenant, request.body),
  );
};
