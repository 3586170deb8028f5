import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ARRIVAL_RADIUS } from '@app/shared/bus-stops/bus-stop.schemas';
import { sqlCode } from '../../db/sql-codes';
import { searchIndex } from '../../db/search-index';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { zones } from '../zones/zones.table';

/**
 * A place where students board or leave a bus. Coordinates are exact decimals to the spec's entry
 * step of 0.0000001 degrees (about 1 cm), so what was typed is what is read back.
 */
export const busStops = pgTable(
  'bus_stops',
  {
    ...tenantColumns(),
    zone_id: uuid('zone_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    latitude: numeric('latitude', { precision: 10, scale: 7 }).notNull(),
    longitude: numeric('longitude', { precision: 10, scale: 7 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /**
     * Metres within which a bus's position has arrived at the stop (ARRIVAL_RADIUS). Read by the
     * positions' writer through each trip stop's bus stop, so a change holds for the trips under way.
     */
    arrival_radius: smallint('arrival_radius').notNull().default(ARRIVAL_RADIUS.default),
  },
  (t) => [
    tenantKey(t),
    // A zone with bus stops cannot be deleted (409 naming its stops).
    schoolReference(t, t.zone_id, zones),
    // Also the index of that foreign key and of `?zone=`.
    uniqueIndex('bus_stops_zone_title_idx').on(t.tenant_id, t.zone_id, sql`lower(${t.title})`),
    // The list's order (zone title, title): the zones walked in title order (zones_order_idx), each
    // zone's stops in theirs, so a page reads its own rows instead of sorting the school's stops.
    index('bus_stops_order_idx').on(t.tenant_id, t.zone_id, t.title, t.id),
    // `?search=` of bus stops, and of the route stops that show a stop's title.
    searchIndex('bus_stops_title_trgm_idx', t.tenant_id, t.title),
    searchIndex('bus_stops_description_trgm_idx', t.tenant_id, t.description),
    check('bus_stops_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('bus_stops_longitude_check', sql`${t.longitude} between -180 and 180`),
    check(
      'bus_stops_arrival_radius_check',
      sql`${t.arrival_radius} between ${sqlCode(ARRIVAL_RADIUS.min)} and ${sqlCode(ARRIVAL_RADIUS.max)}`,
    ),
  ],
);
