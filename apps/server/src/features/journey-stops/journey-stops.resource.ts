import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  JOURNEY_STOP_MESSAGES as m,
  journeyStopInputSchema,
  journeyStopListQuerySchema,
  journeyStopSchema,
  journeyStopsResource,
  MAX_SEQUENCE,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { BUS_STOP_MESSAGES } from '@app/shared/bus-stops/bus-stop.schemas';
import { JOURNEY_MESSAGES } from '@app/shared/journeys/journey.schemas';
import { MAX_PAGE_SIZE } from '@app/shared/common/list';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { tenantRecords } from '../../records/tenant-records';
import { busStops } from '../bus-stops/bus-stops.table';
import { students } from '../students/students.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { zones } from '../zones/zones.table';
import { journeyStops as stops } from './journey-stops.table';
import { ridersConflict, writeInRange } from './journey-stop-rules';

type Input = ReturnType<typeof journeyStopInputSchema.parse>;

const ofBusStop = lookup(stops, stops.bus_stop_id, busStops);
const busStopTitle = ofBusStop<string>(busStops.title);
const zoneTitle = sql<string>`(select ${zones.title} from ${busStops}
  join ${zones} on ${zones.tenant_id} = ${busStops.tenant_id} and ${zones.id} = ${busStops.zone_id}
  where ${busStops.tenant_id} = ${stops.tenant_id} and ${busStops.id} = ${stops.bus_stop_id})`;
// Exact decimals in the table; JSON numbers on the wire.
const coordinate = (column: PgColumn) => ofBusStop<number>(sql`${column}::float8`);

type Rider = { id: string; student: string; student_name: string };
/** The active assignments boarding (pick) or leaving (drop) at the stop, by name. */
const riders = (point: typeof studentJourneys.pick_point_id | typeof studentJourneys.drop_point_id) =>
  sql<Rider[]>`(select coalesce(json_agg(json_build_object('id', ${studentJourneys.id},
      'student', ${studentJourneys.student_id}, 'student_name', ${students.full_name})
      order by ${students.full_name}, ${studentJourneys.id}), '[]'::json)
    from ${studentJourneys}
    join ${students} on ${students.tenant_id} = ${studentJourneys.tenant_id} and ${students.id} = ${studentJourneys.student_id}
    where ${studentJourneys.tenant_id} = ${stops.tenant_id} and ${point} = ${stops.id} and ${studentJourneys.is_active})`;

const records = tenantRecords({
  table: stops,
  columns: {
    id: stops.id,
    journey: stops.journey_id,
    bus_stop: stops.bus_stop_id,
    bus_stop_title: busStopTitle.as('bus_stop_title'),
    zone: ofBusStop<string>(busStops.zone_id).as('zone'),
    zone_title: zoneTitle.as('zone_title'),
    latitude: coordinate(busStops.latitude).as('latitude'),
    longitude: coordinate(busStops.longitude).as('longitude'),
    sequence: stops.sequence,
    expected_time: stops.expected_time,
    pick_students: riders(studentJourneys.pick_point_id).as('pick_students'),
    drop_students: riders(studentJourneys.drop_point_id).as('drop_students'),
  },
  notFound: m.notFound,
  search: [busStopTitle],
  orderings: { sequence: stops.sequence, expected_time: stops.expected_time },
  defaultOrder: [stops.sequence, stops.expected_time],
  filters: (query: { journey?: string | undefined }) => [idFilter(stops.journey_id, query.journey)],
  toRow: (input: Input) => ({
    journey_id: input.journey,
    bus_stop_id: input.bus_stop,
    sequence: input.sequence,
    expected_time: input.expected_time,
  }),
  references: {
    journey_id: { field: 'journey', message: JOURNEY_MESSAGES.invalid },
    bus_stop_id: { field: 'bus_stop', message: BUS_STOP_MESSAGES.invalid },
  },
});

/** A route's stops in order (after a reorder, which takes at most a page of them). */
export async function stopsOfJourney(ctx: TenantContext, journey: string) {
  return (await records.list(ctx, { journey, page: 1, page_size: MAX_PAGE_SIZE })).results;
}

const journeyStopService = {
  ...records,
  create: (ctx: TenantContext, input: Input) => writeInRange(ctx, input, (tx) => records.create(tx, input)),
  update: (ctx: TenantContext, id: string, input: Input) =>
    writeInRange(ctx, input, (tx) => records.update(tx, id, input), recordId(id, m.notFound)),
  /** A stop that is someone's pick-up or drop-off point stays, and the answer names them. */
  async remove(ctx: TenantContext, id: string): Promise<void> {
    const stopId = recordId(id, m.notFound);
    const deleted = await records.removeWhere(ctx, eq(stops.id, stopId)).catch(async (error: unknown) => {
      throw await ridersConflict(ctx, error, stopId);
    });
    if (deleted === 0) throw new AppError(404, m.notFound);
  },
};

export const journeyStopsDeclaration = declareResource({
  resource: journeyStopsResource,
  area: 'transport',
  noun: 'route stop',
  schemas: { read: journeyStopSchema, input: journeyStopInputSchema, listQuery: journeyStopListQuerySchema },
  service: journeyStopService,
  sample: async (n, reference) => ({
    journey: await reference('journeys'),
    bus_stop: await reference('bus-stops'),
    sequence: 1 + (n % MAX_SEQUENCE),
    // Inside every sample route's time range (06:mm to 09:mm).
    expected_time: `0${7 + (n % 2)}:${String(n % 60).padStart(2, '0')}`,
  }),
});
