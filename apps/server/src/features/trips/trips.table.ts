import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { sqlCode } from '../../db/sql-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { employees } from '../employees/employees.table';
import { journeys } from '../journeys/journeys.table';
import { vehicles } from '../vehicles/vehicles.table';

/**
 * One run of a route on one date (DESIGN §5, Trip generation). The vehicle, driver and attendant are
 * copied as of generation, so a later change of the route or of personnel leaves past trips as run.
 * Status: 1 Scheduled, 2 Active, 3 Completed, 4 Cancelled.
 */
export const trips = pgTable(
  'trips',
  {
    ...tenantColumns(),
    journey_id: uuid('journey_id').notNull(),
    journey_date: date('journey_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(1),
    vehicle_id: uuid('vehicle_id').notNull(),
    driver_id: uuid('driver_id'),
    attendant_id: uuid('attendant_id'),
    notes: text('notes').notNull().default(''),
    odometer_start: integer('odometer_start'),
    odometer_end: integer('odometer_end'),
    started_at: timestamp('started_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    // The empty-bus check confirmed on completion (issue 25 §2): the completion's time and position
    // (none when the office completes it). Null on trips completed before the check existed.
    empty_bus_checked_at: timestamp('empty_bus_checked_at', { withTimezone: true }),
    empty_bus_latitude: numeric('empty_bus_latitude', { precision: 10, scale: 7 }),
    empty_bus_longitude: numeric('empty_bus_longitude', { precision: 10, scale: 7 }),
    // A manager's leave to start this trip although a document of its vehicle or crew has expired
    // (issue 25 §3): the reason, who gave it (a user) and when; audited with the trip.
    document_override_reason: text('document_override_reason'),
    document_override_by: uuid('document_override_by'),
    document_override_at: timestamp('document_override_at', { withTimezone: true }),
    // Kept by triggers (migration 0012), so that the reports read a term's riders from its 60,000
    // trips instead of its 1.2 million trip stops and 12 million events:
    // - the students expected to board and to leave at its stops, sorted (one id per stop), copied
    //   from the stops when the trip leaves Scheduled (its riders no longer change then); empty
    //   while it is Scheduled;
    expected_pick_students: uuid('expected_pick_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
    expected_drop_students: uuid('expected_drop_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // A 128-bit key of the two (kept in the row; the arrays are stored out of line), to group trips
    // by their expected riders without reading the arrays; and the sizes of the recorded sets below.
    expected_pick_hash: bigint('expected_pick_hash', { mode: 'bigint' }).generatedAlwaysAs(
      sql`hash_array_extended(expected_pick_students, 0)`,
    ),
    expected_drop_hash: bigint('expected_drop_hash', { mode: 'bigint' }).generatedAlwaysAs(
      sql`hash_array_extended(expected_drop_students, 0)`,
    ),
    picked_up_count: integer('picked_up_count').generatedAlwaysAs(sql`cardinality(picked_up_students)`),
    dropped_off_count: integer('dropped_off_count').generatedAlwaysAs(sql`cardinality(dropped_off_students)`),
    absent_count: integer('absent_count').generatedAlwaysAs(sql`cardinality(absent_students)`),
    // - the students recorded picked up, dropped off and absent on it, each a sorted set.
    picked_up_students: uuid('picked_up_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
    dropped_off_students: uuid('dropped_off_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
    absent_students: uuid('absent_students')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    tenantKey(t),
    // A route, vehicle or employee with trips cannot be deleted (409 naming the trips).
    schoolReference(t, t.journey_id, journeys),
    schoolReference(t, t.vehicle_id, vehicles),
    schoolReference(t, t.driver_id, employees),
    schoolReference(t, t.attendant_id, employees),
    // Never two trips of a route on one date, decided by PostgreSQL when two generations race.
    // Also the index of the route's foreign key.
    uniqueIndex('trips_journey_date_idx').on(t.tenant_id, t.journey_id, t.journey_date),
    index('trips_date_idx').on(t.tenant_id, t.journey_date, t.status),
    index('trips_status_idx').on(t.tenant_id, t.status, t.journey_date),
    index('trips_vehicle_idx').on(t.tenant_id, t.vehicle_id, t.journey_date),
    // A vehicle's trip under way, looked up for each of its positions (positions/position-writer.ts).
    index('trips_active_vehicle_idx')
      .on(t.tenant_id, t.vehicle_id)
      .where(sql`${t.status} = ${sqlCode(STATUS.active)}`),
    index('trips_driver_idx').on(t.tenant_id, t.driver_id, t.journey_date),
    index('trips_attendant_idx').on(t.tenant_id, t.attendant_id, t.journey_date),
    check('trips_status_check', sql`${t.status} between 1 and 4`),
    check('trips_odometer_check', sql`${t.odometer_end} >= ${t.odometer_start}`),
  ],
);
