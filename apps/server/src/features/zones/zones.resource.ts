import { ref } from '@app/shared/i18n/message-ref';
import { sql } from 'drizzle-orm';
import {
  ZONE_MESSAGES as m,
  zoneInputSchema,
  zoneListQuerySchema,
  zoneSchema,
  zonesResource,
} from '@app/shared/zones/zone.schemas';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { busStops } from '../bus-stops/bus-stops.table';
import { zones } from './zones.table';

// Counted in the same statement (also by a write's RETURNING), on the stops' (tenant, zone) index.
const busStopCount = sql<number>`(select count(*)::int from ${busStops}
  where ${busStops.tenant_id} = ${zones.tenant_id} and ${busStops.zone_id} = ${zones.id})`;

const zoneRecords = tenantRecords({
  table: zones,
  columns: {
    id: zones.id,
    title: zones.title,
    description: zones.description,
    is_active: zones.is_active,
    bus_stop_count: busStopCount.as('bus_stop_count'),
  },
  notFound: ref('zones.notFound'),
  search: [zones.title, zones.description],
  orderings: { title: zones.title },
  defaultOrder: [zones.title],
  unique: { zones_title_idx: { field: 'title', message: m.duplicate } },
});

export const zonesDeclaration = declareResource({
  resource: zonesResource,
  area: 'transport',
  noun: 'zone',
  schemas: { read: zoneSchema, input: zoneInputSchema, listQuery: zoneListQuerySchema },
  service: zoneRecords,
  sample: async (n) => ({
    title: `Zone ${n}`,
    description: `Streets around landmark ${n}`,
    is_active: n % 2 === 0,
  }),
});
