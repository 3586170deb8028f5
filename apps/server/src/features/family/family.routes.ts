import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  FAMILY_MESSAGES,
  FAMILY_PATHS,
  familyChildrenSchema,
  familyHistoryQuerySchema,
  familyHistorySchema,
  familyLiveQuerySchema,
  familyTripsQuerySchema,
  familyTripsSchema,
} from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { AppError } from '../../http/errors';
import { openEventStream } from '../../http/event-stream';
import { recordId } from '../../http/ids';
import { pageLinks } from '../../http/pagination';
import { requireChild } from './family-access';
import { childId, FAMILY_ROUTE } from './family-route-options';
import { watchTrip } from './family-live';
import { childDayTrips, childHistory, listChildren, recordView } from './family.service';
import { childTrip } from './child-trips';

const { security, tags, config, denied } = FAMILY_ROUTE;
const childParams = idParamsSchema;

/** What a guardian reads (issue 23 §2, ADR 022): their children, their trips, the bus while it comes. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open live streams, ended when the server closes (a stream never ends by itself before its trip).
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    FAMILY_PATHS.children,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's children (their guardian record's links), with each link's flags",
        response: { 200: familyChildrenSchema, ...denied },
      },
    },
    (request) => listChildren(request.tenant),
  );

  app.get(
    FAMILY_PATHS.childTrips(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "A day's trips of the caller's child (default the school's today): their stop, its expected time, " +
          'the ETA while the trip is active, the status, and when the child was picked up, dropped off or marked absent',
        params: childParams,
        querystring: familyTripsQuerySchema,
        response: { 200: familyTripsSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    (request) =>
      childDayTrips(request.tenant, childId(request.params.id), request.query.date, app.segmentTimes),
  );

  app.get(
    FAMILY_PATHS.childHistory(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's child's trips of the last two weeks, newest first",
        params: childParams,
        querystring: familyHistoryQuerySchema,
        response: { 200: familyHistorySchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const id = childId(request.params.id);
      const { count, trips } = await childHistory(request.tenant, id, request.query);
      return { count, ...pageLinks(request, request.query, count), results: trips };
    },
  );

  app.get(
    FAMILY_PATHS.live(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The bus of a trip the caller's child rides, while it is active (text/event-stream: position, eta, end); " +
          'nothing of other riders or other buses',
        params: idParamsSchema,
        querystring: familyLiveQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const tripId = recordId(request.params.id, FAMILY_MESSAGES.tripNotFound);
      const child = await requireChild(tenant, childId(request.query.child));
      const trip = await childTrip(tenant, child.id, tripId);
      // A trip the child does not ride, or not under way: the same answer, nothing to tell apart.
      if (!trip || trip.status !== STATUS.active) throw new AppError(404, FAMILY_MESSAGES.tripNotFound);
      await recordView(tenant, child, { live: { new: trip.trip } });
      const stream = openEventStream(reply);
      streams.add(stream);
      stream.on('close', () => streams.delete(stream));
      await watchTrip(
        {
          ctx: tenant,
          trip: trip.trip,
          tripStop: trip.stop.trip_stop,
          hub: app.liveHub,
          segmentTimes: app.segmentTimes,
        },
        stream,
      );
    },
  );
};
