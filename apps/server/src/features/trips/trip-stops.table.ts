import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A stop of a trip, copied from its route's stop at generation, with the students expected to board
 * (pick_students) and leave (drop_students) there that day: the route's riders whose schedule has
 * that weekday and who have no restriction covering that date for that event. Riders are arrays of
 * student ids, not a row each, so that a term of a district's trips is millions of ids written in a
 * few set-based statements, not millions of rows. What happened is in trip_events.
 *
 * A term of a district is 1.2 million of these rows, written by one statement (trip generation), so
 * the table is kept lean (ADR 009): no per-row foreign keys (each is a lookup per row, seconds per
 * term), a key that starts with the trip (rows are written in its order, so index pages fill in turn
 * instead of being rewritten as random ids land all over them), and the bus stop's title and place
 * copied as they were that day, so a trip's history needs no bus stop (which may since have moved or
 * been deleted). Only trip generation writes rows, for trips it has just inserted; the trips' delete
 * trigger (migration 0010) removes a trip's stops with it.
 */
export const tripStops = pgTable(
  'trip_stops',
  {
    tenant_id: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    trip_id: uuid('trip_id').notNull(),
    /** The route stop it was copied from; the route may change after the trip. */
    journey_stop_id: uuid('journey_stop_id'),
    /** The bus stop it was copied from, which may since have been deleted. */
    bus_stop_id: uuid('bus_stop_id').notNull(),
    title: text('title').notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 7 }).notNull(),
    longitude: numeric('longitude', { precision: 10, scale: 7 }).notNull(),
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
    /**
     * The first Arrived at Stop event's time, kept by a trigger on trip_events (migration 0011), so
     * that on-time figures over a term read the stops, not millions of events.
     */
    arrived_at: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    // Also the target of the events' (trip, stop) key: an event's stop is a stop of that trip.
    primaryKey({ name: 'trip_stops_pkey', columns: [t.tenant_id, t.trip_id, t.id] }),
    // One stop per place in the trip.
    unique('trip_stops_sequence_key').on(t.tenant_id, t.trip_id, t.sequence),
    check('trip_stops_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
