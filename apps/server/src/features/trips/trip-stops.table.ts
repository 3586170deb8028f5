import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, time, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';
import { busStops } from '../bus-stops/bus-stops.table';
import { trips } from './trips.table';

/**
 * A stop of a trip, copied from its route's stop at generation, with the students expected to board
 * (pick_students) and leave (drop_students) there that day: the route's riders whose schedule has
 * that weekday and who have no restriction covering that date for that event. Riders are arrays of
 * student ids, not a row each, so that a term of a district's trips is millions of ids written in a
 * few set-based statements, not millions of rows. What happened is in trip_events.
 */
export const tripStops = pgTable(
  'trip_stops',
  {
    ...tenantColumns(),
    trip_id: uuid('trip_id').notNull(),
    /** The route stop it was copied from; no foreign key: the route may change after the trip. */
    journey_stop_id: uuid('journey_stop_id'),
    bus_stop_id: uuid('bus_stop_id').notNull(),
    sequence: integer('sequence').notNull(),
    expected_time: time('expected_time').notNull(),
    pick_students: uuid('pick_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
    drop_students: uuid('drop_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    tenantKey(t),
    // Part of its trip: gone with it.
    foreignKey({ columns: [t.tenant_id, t.trip_id], foreignColumns: [trips.tenant_id, trips.id] }).onDelete(
      'cascade',
    ),
    // A bus stop that trips stopped at cannot be deleted (409 naming the trip stops).
    foreignKey({ columns: [t.tenant_id, t.bus_stop_id], foreignColumns: [busStops.tenant_id, busStops.id] }),
    // One stop per place in the trip; also the index of the trip's foreign key.
    unique('trip_stops_sequence_key').on(t.tenant_id, t.trip_id, t.sequence),
    // The target of the events' (trip, stop) key: an event's stop is a stop of that trip.
    unique('trip_stops_trip_id_key').on(t.tenant_id, t.trip_id, t.id),
    check('trip_stops_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
