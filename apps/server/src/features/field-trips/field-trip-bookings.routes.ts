import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  fieldTripAssignmentsInputSchema,
  fieldTripCompleteInputSchema,
} from '@app/shared/field-trips/field-trip.schemas';
import { localize } from '@app/shared/i18n/localize';
import { languageOf } from '../../http/language';
import { FIELD_TRIP_ITEM, fieldTripAction, fieldTripRoute } from './field-trip-action-route';
import { assignFieldTrip } from './field-trip-assignments';
import { completeFieldTrip } from './field-trip-completion';
import { fieldTripSheet } from './field-trip-sheet';

/**
 * A field trip's bookings (issue 25 §4): its vehicles and drivers, assigned by the office and never
 * double booked (the database decides); its completion with the actual distance, time and cost; and
 * its trip sheet as a PDF, for the office and the trip's requester.
 */
export const fieldTripBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    `${FIELD_TRIP_ITEM}assignments/`,
    fieldTripAction(
      "Assign the trip's vehicles, each with its driver, all at once (as many as it needs), replacing any it had; " +
        'the trip is then scheduled. 409 when a vehicle or driver is booked then (another field trip, a regular trip)',
      fieldTripAssignmentsInputSchema,
    ),
    (request) => assignFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.post(
    `${FIELD_TRIP_ITEM}complete/`,
    fieldTripAction(
      "Record a scheduled trip's actual distance and time, on its day or after; its cost at the school's rates",
      fieldTripCompleteInputSchema,
    ),
    (request) => completeFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.get(
    `${FIELD_TRIP_ITEM}trip-sheet/`,
    fieldTripRoute({
      summary: "The trip sheet of a scheduled or completed trip, a PDF in the caller's language",
      params: idParamsSchema,
      // 200 is the PDF itself (bytes, not serialized).
      response: { 404: detailSchema, 409: detailSchema },
    }),
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
