import type { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { fieldTripDetailSchema, fieldTripsResource } from '@app/shared/field-trips/field-trip.schemas';

export const FIELD_TRIP_ITEM = `${fieldTripsResource.path}:id/`;
const tags = [fieldTripsResource.name];
const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };
// The office, and teachers and staff members for their own requests: the services narrow each call.
const config = { area: 'field-trips' as const };

/**
 * What every field-trip route declares (field-trips.routes.ts, field-trip-bookings.routes.ts): its
 * area, tags, security and the 401 and 403 answers around the route's own schema. A function returning
 * the options (not a wrapper of app.post) so Fastify's zod type provider still infers the request's
 * params, query and body from the schema passed in.
 */
export function fieldTripRoute<Schema extends { summary: string; response: Record<number, z.ZodType> }>(
  schema: Schema,
) {
  return { config, schema: { tags, security, ...schema, response: { ...schema.response, ...denied } } };
}

/**
 * An action on one field trip (change, decide, call off, assign, complete): a body in, the trip's
 * details out, or 400 (the body), 404 (no such trip for the caller) or 409 (not in a state for it).
 */
export function fieldTripAction<Body extends z.ZodType>(summary: string, body: Body) {
  return fieldTripRoute({
    summary,
    params: idParamsSchema,
    body,
    response: { 200: fieldTripDetailSchema, 400: fieldErrorsSchema, 404: detailSchema, 409: detailSchema },
  });
}
