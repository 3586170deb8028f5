import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import {
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleSchema,
} from '@app/shared/vehicles/vehicle.schemas';
import { createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from './vehicles.service';

const tags = ['vehicles'];
const security = [{ bearer: [], tenant: [], profile: [] }];
const config = { area: 'fleet' as const };
// Answers every business call can give besides its own.
const denied = { 401: detailSchema, 403: detailSchema };

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transport/vehicles/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'List vehicles (search on registration number and code)',
        querystring: vehicleListQuerySchema,
        response: { 200: pageSchema(vehicleSchema), 400: fieldErrorsSchema, ...denied },
      },
    },
    (request) => listVehicles(request.tenant, request.query, request),
  );

  app.post(
    '/transport/vehicles/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Add a vehicle',
        body: vehicleInputSchema,
        response: { 201: vehicleSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await createVehicle(request.tenant, request.body)),
  );

  app.get(
    '/transport/vehicles/:id/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One vehicle',
        params: idParamsSchema,
        response: { 200: vehicleSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => getVehicle(request.tenant, request.params.id),
  );

  app.put(
    '/transport/vehicles/:id/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Replace a vehicle (the whole vehicle is sent)',
        params: idParamsSchema,
        body: vehicleInputSchema,
        response: { 200: vehicleSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => updateVehicle(request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/transport/vehicles/:id/',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Delete a vehicle; 409 while other records depend on it',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: detailSchema, 409: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      await deleteVehicle(request.tenant, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
