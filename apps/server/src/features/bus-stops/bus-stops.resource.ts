import { ref } from '@app/shared/i18n/message-ref';
import { and, eq, sql } from 'drizzle-orm';
import {
  BUS_STOP_MESSAGES as m,
  busStopInputSchema,
  busStopListQuerySchema,
  busStopSchema,
  busStopsResource,
} from '@app/shared/bus-stops/bus-stop.schemas';
import { COORDINATE_DECIMALS } from '@app/shared/common/coordinates';
import { ZONE_MESSAGES } from '@app/shared/zones/zone.schemas';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { tenantRecords } from '../../records/tenant-records';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { zones } from '../zones/zones.table';
import { busStops } from './bus-stops.table';

type Input = ReturnType<typeof busStopInputSchema.parse>;

const zoneTitle = lookup(busStops, busStops.zone_id, zones)(zones.title);
// numeric comes back as text; float8 gives the JSON number of exactly the seven decimals stored.
const degrees = (column: typeof busStops.latitude | typeof busStops.longitude) =>
  sql<number>`${column}::float8`;

const records = tenantRecords({
  table: busStops,
  columns: {
    id: busStops.id,
    zone: busStops.zone_id,
    zone_title: zoneTitle.as('zone_title'),
    title: busStops.title,
    description: busStops.description,
    latitude: degrees(busStops.latitude).as('latitude'),
    longitude: degrees(busStops.longitude).as('longitude'),
    is_active: busStops.is_active,
    arrival_radius: busStops.arrival_radius,
  },
  notFound: ref('busStops.notFound'),
  search: [busStops.title, busStops.description],
  orderings: { title: busStops.title, zone_title: zoneTitle },
  defaultOrder: [zoneTitle, busStops.title],
  filters: (query: { zone?: string | undefined }) => [idFilter(busStops.zone_id, query.zone)],
  toRow: (input: Input) => ({
    zone_id: input.zone,
    title: input.title,
    description: input.description,
    latitude: input.latitude.toFixed(COORDINATE_DECIMALS),
    longitude: input.longitude.toFixed(COORDINATE_DECIMALS),
    is_active: input.is_active,
    arrival_radius: input.arrival_radius,
  }),
  unique: { bus_stops_zone_title_idx: { field: 'title', message: m.duplicate } },
  references: { zone_id: { field: 'zone', message: ZONE_MESSAGES.invalid } },
});

/** Codes listed in a refusal before "and N more". */
const NAMED_ROUTES = 5;

/**
 * A stop that routes stop at is kept (their stops' foreign key refuses), and the answer names those
 * routes by code, which is what the office looks for, rather than counting route stops.
 */
async function removeBusStop(ctx: TenantContext, id: string): Promise<void> {
  await records.remove(ctx, id).catch(async (error: unknown) => {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    const routes = await ctx.db
      .selectDistinct({ code: journeys.code })
      .from(journeyStops)
      .innerJoin(
        journeys,
        and(eq(journeys.tenant_id, journeyStops.tenant_id), eq(journeys.id, journeyStops.journey_id)),
      )
      .where(and(eq(journeyStops.tenant_id, ctx.tenantId), eq(journeyStops.bus_stop_id, id)))
      .orderBy(journeys.code);
    // Gone between the refusal and this read: the record's own answer stands.
    if (routes.length === 0) throw error;
    throw new AppError(409, routesRefusal(routes.map(({ code }) => code)));
  });
}

function routesRefusal(codes: string[]): string {
  if (codes.length === 1) return ref('busStops.deleteRefusedOneRoute', { code: codes[0]! });
  const values = { count: codes.length, codes: codes.slice(0, NAMED_ROUTES).join(', ') };
  return codes.length > NAMED_ROUTES
    ? ref('busStops.deleteRefusedManyRoutes', { ...values, more: codes.length - NAMED_ROUTES })
    : ref('busStops.deleteRefusedRoutes', values);
}

export const busStopsDeclaration = declareResource({
  resource: busStopsResource,
  area: 'transport',
  noun: 'bus stop',
  schemas: { read: busStopSchema, input: busStopInputSchema, listQuery: busStopListQuerySchema },
  service: { ...records, remove: removeBusStop },
  sample: async (n, reference) => ({
    zone: await reference('zones'),
    title: `Stop ${n}`,
    description: `Opposite gate ${n}`,
    // A different point for each n, within a town, on the seven-decimal step.
    latitude: Number((-1.2 - (n % 1000) * 0.0001234).toFixed(COORDINATE_DECIMALS)),
    longitude: Number((36.8 + (n % 1000) * 0.0002345).toFixed(COORDINATE_DECIMALS)),
    is_active: n % 3 !== 0,
    arrival_radius: 10 + (n % 491),
  }),
});
