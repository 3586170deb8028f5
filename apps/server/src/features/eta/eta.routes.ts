import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import {
  runSheetPositionsSchema,
  tripEtaPath,
  tripEtaSchema,
  tripPositionsPath,
  tripTrailSchema,
} from '@app/shared/positions/live.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../http/errors';
import { newDeviceSecret } from '../devices/device-secrets';
import { PING_SOURCE } from '../positions/ping';
import { tripForCaller } from '../trip-events/trip-access';
import { latestTripFix, tripEtas } from './trip-etas';

const security = [{ bearer: [], tenant: [], profile: [] }];
const tags = ['positions'];
// The office and the trip's own crew (tripForCaller decides which trip a crew member may see).
const config = { area: 'assigned-trips' } as const;
const denied = { 401: detailSchema, 403: detailSchema, 404: detailSchema };

/** Good positions a trail keeps at most: an hour and a half at a ping every 5 s. */
const TRAIL_LIMIT = 1_200;

/**
 * A trip's ETAs and trail, and the run sheet's positions (issue 22 §1, §3, §4). The ETAs are the live
 * stream's, made on request from the bus's latest position, for screens that open on one trip.
 */
export const etaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    tripEtaPath(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "A trip under way's remaining stops with their ETAs and what each stands on (learned or schedule)",
        params: idParamsSchema,
        response: { 200: tripEtaSchema, ...denied },
      },
    },
    async (request) => {
      const { tenant } = request;
      const trip = await tripForCaller(tenant, request.params.id, 'read');
      if (trip.status !== STATUS.active) throw new AppError(404, ref('gps.tripNotUnderWay'));
      const fix = await latestTripFix(tenant.db, tenant.tenantId, trip.id);
      if (!fix) throw new AppError(404, ref('gps.tripNoPosition'));
      const [eta] = await tripEtas(tenant.db, tenant.tenantId, [fix], app.segmentTimes);
      if (!eta) throw new AppError(404, ref('gps.tripNotUnderWay'));
      return eta;
    },
  );

  app.get(
    tripPositionsPath(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary: "A trip's good positions so far, oldest first (its trail on the Live Map)",
        params: idParamsSchema,
        response: { 200: tripTrailSchema, ...denied },
      },
    },
    async (request) => {
      const { tenant } = request;
      const trip = await tripForCaller(tenant, request.params.id, 'read');
      const results = await queryRows<z.infer<typeof tripTrailSchema>['results'][number]>(
        tenant.db,
        sql`select to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time, latitude, longitude
              from (select time, latitude, longitude from positions
                     where tenant_id = ${tenant.tenantId} and trip_id = ${trip.id} and flags = 0
                     order by time desc limit ${TRAIL_LIMIT}::int) latest
             order by time`,
      );
      return { results };
    },
  );

  app.post(
    tripPositionsPath(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The run sheet's positions of a trip under way, from the driver's phone while the screen is open " +
          '(stored as a phone of the vehicle)',
        params: idParamsSchema,
        body: runSheetPositionsSchema,
        response: {
          200: z.object({ stored: z.number().int() }),
          400: fieldErrorsSchema,
          409: detailSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { tenant } = request;
      const trip = await tripForCaller(tenant, request.params.id, 'write');
      if (trip.status !== STATUS.active) throw new AppError(409, ref('gps.tripNotUnderWay'));
      const identifier = await runSheetDevice(tenant.db, tenant.tenantId, trip.id);
      const stored = await app.pingIntake.fromTrusted(
        request.body.positions.map((position) => ({
          identifier,
          time: new Date(position.time),
          latitude: position.latitude,
          longitude: position.longitude,
          speed: position.speed ?? null,
          heading: position.heading ?? null,
          altitude: null,
          accuracy: position.accuracy ?? null,
          battery: null,
          source: PING_SOURCE.runSheet,
        })),
        'time',
      );
      return { stored };
    },
  );
};

/**
 * The run sheet's device of the trip's vehicle, made the first time (one a vehicle, kind phone): its
 * positions are the vehicle's like any tracker's, and the office can revoke it on the Devices screen
 * like any other (its pings are then not taken). Its secret is made and thrown away: the run sheet
 * sends as the signed-in crew member, never with a secret.
 */
async function runSheetDevice(db: Db, tenant: string, trip: string): Promise<string> {
  const { hash } = newDeviceSecret();
  const [device] = await queryRows<{ identifier: string }>(
    db,
    sql`with vehicle as (
          select 'run-sheet-' || vehicle_id as identifier, vehicle_id from trips where tenant_id = ${tenant} and id = ${trip}
        ), made as (
          insert into devices (tenant_id, identifier, name, kind, vehicle_id, secret_hash)
          select ${tenant}, identifier, 'Run sheet', ${DEVICE_KIND.phone}, vehicle_id, ${hash} from vehicle
          on conflict (identifier) do nothing
        )
        select identifier from vehicle`,
  );
  return device!.identifier;
}
