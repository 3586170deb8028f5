import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, time, unique, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeys } from '../journeys/journeys.table';

/**
 * A route's stop: which bus stop, in which place of the run, at what time. The sequence is unique
 * within the route by a DEFERRABLE constraint (migration 0008, hand-written), so a reorder can
 * renumber every stop in one transaction.
 */
export const journeyStops = pgTable(
  'journey_stops',
  {
    ...tenantColumns(),
    journey_id: uuid('journey_id').notNull(),
    bus_stop_id: uuid('bus_stop_id').notNull(),
    sequence: integer('sequence').notNull(),
    expected_time: time('expected_time').notNull(),
  },
  (t) => [
    tenantKey(t),
    // Part of its route: gone with it.
    schoolReference(t, t.journey_id, journeys).onDelete('cascade'),
    // A bus stop that routes stop at cannot be deleted (409 naming the route stops).
    schoolReference(t, t.bus_stop_id, busStops),
    // The target of the assignments' (journey, point) keys: a pick-up point is a stop of that route.
    // A constraint, not an index, so that it exists before the keys that name it.
    // Also the index of the journey's foreign key and of `?journey=`.
    unique('journey_stops_journey_id_key').on(t.tenant_id, t.journey_id, t.id),
    index('journey_stops_bus_stop_idx').on(t.tenant_id, t.bus_stop_id),
    // The list's order across routes (sequence, expected time), read off the index a page at a time.
    index('journey_stops_order_idx').on(t.tenant_id, t.sequence, t.expected_time, t.id),
    check('journey_stops_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
