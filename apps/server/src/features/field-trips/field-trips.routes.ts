import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import {
  FIELD_TRIP_CALENDAR_PATH,
  fieldTripCalendarQuerySchema,
  fieldTripCalendarSchema,
  fieldTripCancelInputSchema,
  fieldTripDecisionInputSchema,
  fieldTripDetailSchema,
  fieldTripInputSchema,
  fieldTripListQuerySchema,
  fieldTripSchema,
  fieldTripsResource,
} from '@app/shared/field-trips/field-trip.schemas';
import { pageLinks } from '../../http/pagination';
import { cancelFieldTrip } from './cancel-field-trip';
import { decideFieldTrip } from './decide-field-trip';
import { FIELD_TRIP_ITEM, fieldTripAction, fieldTripRoute } from './field-trip-action-route';
import { fieldTripCalendar, getFieldTrip, listFieldTrips } from './field-trip-records';
import { requestFieldTrip, updateFieldTrip } from './request-field-trip';

/**
 * Field-trip requests and their approvals (issue 25 §4): asked for, changed before anything happens
 * to them, decided step by step, called off; read as a list, one by one and as a month's calendar.
 * Assignments, completion and the trip sheet are field-trip-bookings.routes.ts.
 */
export const fieldTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    fieldTripsResource.path,
    fieldTripRoute({
      summary:
        "Ask for a field trip (today or later, in the school's time zone); it goes through the school's approval steps, or is approved at once when the school has none",
      body: fieldTripInputSchema,
      response: { 201: fieldTripDetailSchema, 400: fieldErrorsSchema },
    }),
    async (request, reply) => reply.code(201).send(await requestFieldTrip(request.tenant, request.body)),
  );

  app.get(
    fieldTripsResource.path,
    fieldTripRoute({
      summary:
        "List field trips (latest day first): the office's every one, a teacher's or staff member's own; by status, dates, or awaiting the caller's decision",
      querystring: fieldTripListQuerySchema,
      response: { 200: pageSchema(fieldTripSchema), 400: fieldErrorsSchema },
    }),
    async (request) => {
      const { query } = request;
      const { count, results } = await listFieldTrips(request.tenant, query);
      return { count, ...pageLinks(request, query, count), results };
    },
  );

  // Before the item's route in the file, though Fastify tells a static segment from a parameter anyway.
  app.get(
    FIELD_TRIP_CALENDAR_PATH,
    fieldTripRoute({
      summary: 'The field trips of a month the caller may see, by day and departure',
      querystring: fieldTripCalendarQuerySchema,
      response: { 200: fieldTripCalendarSchema, 400: fieldErrorsSchema },
    }),
    (request) => fieldTripCalendar(request.tenant, request.query.month),
  );

  app.get(
    FIELD_TRIP_ITEM,
    fieldTripRoute({
      summary: 'One field trip with its approval steps, vehicles and drivers',
      params: idParamsSchema,
      response: { 200: fieldTripDetailSchema, 404: detailSchema },
    }),
    (request) => getFieldTrip(request.tenant, request.params.id),
  );

  app.put(
    FIELD_TRIP_ITEM,
    fieldTripAction(
      'Change a request (its requester or the office), while no step has decided it and nothing is assigned',
      fieldTripInputSchema,
    ),
    (request) => updateFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.post(
    `${FIELD_TRIP_ITEM}decision/`,
    fieldTripAction(
      "Approve or reject (with a note) the step whose turn it is: its role's, or any step for a School Administrator",
      fieldTripDecisionInputSchema,
    ),
    (request) => decideFieldTrip(request.tenant, request.params.id, request.body),
  );

  app.post(
    `${FIELD_TRIP_ITEM}cancel/`,
    fieldTripAction(
      'Call off a request or a trip not yet done (its requester or the office), with a reason; its vehicles and drivers are free again',
      fieldTripCancelInputSchema,
    ),
    (request) => cancelFieldTrip(request.tenant, request.params.id, request.body.reason),
  );
};
