import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';

/**
 * What happened on a trip (DESIGN §5, Trip events): 1 Trip Started, 2 Arrived at Stop, 3 Pickup,
 * 4 Departed Stop, 5 Dropoff, 6 Incident, 7 Trip Completed, 8 Student Absent, 9 Trip Cancelled.
 * Recorded by the trip's driver or attendant (often offline, sent later: `client_key` makes a
 * resend create nothing) or by the office. The student is kept as an id without a foreign key, so
 * that a trip's history outlives a student's record; the recorder likewise.
 */
export const tripEvents = pgTable(
  'trip_events',
  {
    ...tenantColumns(),
    trip_id: uuid('trip_id').notNull(),
    event_type: smallint('event_type').notNull(),
    trip_stop_id: uuid('trip_stop_id'),
    student_id: uuid('student_id'),
    notes: text('notes').notNull().default(''),
    event_time: timestamp('event_time', { withTimezone: true }).notNull(),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    recorded_by: uuid('recorded_by'),
    client_key: text('client_key'),
    /** Recorded from the bus's positions (issue 22 §2): an arrival at or departure from a stop's radius. */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    tenantKey(t),
    // Part of its trip: gone with it.
    schoolReference(t, t.trip_id, trips).onDelete('cascade'),
    // The stop is one of this trip's.
    schoolReference(t, t.trip_stop_id, tripStops, {
      name: 'trip_events_trip_stop_fk',
      within: [t.trip_id, tripStops.trip_id],
    }),
    // Also the index of the trip's foreign key; a trip's events are read in time order.
    index('trip_events_trip_idx').on(t.tenant_id, t.trip_id, t.event_time),
    index('trip_events_type_idx').on(t.tenant_id, t.event_type, t.event_time),
    index('trip_events_student_idx').on(t.tenant_id, t.student_id, t.event_time),
    // A resend of the same event (the run sheet's offline queue) finds the first one.
    uniqueIndex('trip_events_client_key_idx').on(t.tenant_id, t.client_key),
    // One automatic arrival and one departure a stop, whatever the batches of positions race to write.
    uniqueIndex('trip_events_automatic_idx')
      .on(t.tenant_id, t.trip_stop_id, t.event_type)
      .where(sql`${t.automatic}`),
    check('trip_events_type_check', sql`${t.event_type} between 1 and 9`),
    check('trip_events_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('trip_events_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);
