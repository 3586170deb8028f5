import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';
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
  },
  (t) => [
    tenantKey(t),
    // A route, vehicle or employee with trips cannot be deleted (409 naming the trips).
    foreignKey({ columns: [t.tenant_id, t.journey_id], foreignColumns: [journeys.tenant_id, journeys.id] }),
    foreignKey({ columns: [t.tenant_id, t.vehicle_id], foreignColumns: [vehicles.tenant_id, vehicles.id] }),
    foreignKey({ columns: [t.tenant_id, t.driver_id], foreignColumns: [employees.tenant_id, employees.id] }),
    foreignKey({
      columns: [t.tenant_id, t.attendant_id],
      foreignColumns: [employees.tenant_id, employees.id],
    }),
    // Never two trips of a route on one date, decided by PostgreSQL when two generations race.
    // Also the index of the route's foreign key.
    uniqueIndex('trips_journey_date_idx').on(t.tenant_id, t.journey_id, t.journey_date),
    index('trips_date_idx').on(t.tenant_id, t.journey_date, t.status),
    index('trips_status_idx').on(t.tenant_id, t.status, t.journey_date),
    index('trips_vehicle_idx').on(t.tenant_id, t.vehicle_id, t.journey_date),
    index('trips_driver_idx').on(t.tenant_id, t.driver_id, t.journey_date),
    index('trips_attendant_idx').on(t.tenant_id, t.attendant_id, t.journey_date),
    check('trips_status_check', sql`${t.status} between 1 and 4`),
    check('trips_odometer_check', sql`${t.odometer_end} >= ${t.odometer_start}`),
  ],
);
