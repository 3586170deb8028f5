import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  fieldTripAssignmentsInputSchema,
  fieldTripCompleteInputSchema,
  fieldTripDetailSchema,
  fieldTripsResource,
} from '@app/shared/field-trips/field-trip.schemas';
import { localize } from '@app/shared/i18n/localize';
import { languageOf } from '../../http/language';
import { assignFieldTrip } from './field-trip-assignments';
import { completeFieldTrip } from './field-trip-completion';
import { fieldTripSheet } from './field-trip-sheet';

const tags = [fieldTripsResource.name];
const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };
const ITEM = `${fieldTripsResource.path}:id/`;
// Teachers and staff hold the area for their own requests; the services narrow each call.
const config = { area: 'field-trips' } as const;

/**
 * A field trip's bookings (issue 25 §4): its vehicles and drivers, assigned by the office and never
 * double booked (the database decides); its completion with the actual distance, time and cost; and
 * its trip sheet as a PDF, for the office and the trip's requester.
 */
export const fieldTripBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    `${ITEM}assignments/`,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Assign the trip's vehicles, each with its driver, all at once (as many as it needs), replacing any it had; " +
          'the trip is then scheduled. 409 when a vehicle or driver is booked then (another field trip, a regular trip)',
        params: idParamsSchema,
        body: fieldTripAssignmentsInputSchema,
        response: {
          200: fieldTripDetailSchema,
          400: fieldErrorsSchema,
          404: detailSchema,
          409: detailSchema,
          ...denied,
        },
      },
    },
    (request) => assignFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.post(
    `${ITEM}complete/`,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Record a scheduled trip's actual distance and time, on its day or after; its cost at the school's rates",
        params: idParamsSchema,
        body: fieldTripCompleteInputSchema,
        response: {
          200: fieldTripDetailSchema,
          400: fieldErrorsSchema,
          404: detailSchema,
          409: detailSchema,
          ...denied,
        },
      },
    },
    (request) => completeFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.get(
    `${ITEM}trip-sheet/`,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The trip sheet of a scheduled or completed trip, a PDF in the caller's language",
        params: idParamsSchema,
        // 200 is the PDF itself (bytes, not serialized).
        response: { 404: detailSchema, 409: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const locale = await languageOf(request);
      const word = (text: string) => localize(request.server.translators[locale], text);
      const file = await fieldTripSheet(request.tenant, request.params.id, { locale, word });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as never);
    },
  );
};
