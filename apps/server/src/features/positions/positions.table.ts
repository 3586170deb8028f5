import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  real,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolReference } from '../../db/tenant-columns';
import { tenants } from '../tenants/tenants.table';
import { devices } from '../devices/devices.table';
import { trips } from '../trips/trips.table';
import { vehicles } from '../vehicles/vehicles.table';

/** A position's flags: stored, shown on a trail as doubtful, and used for nothing else. */
export const POSITION_FLAG = {
  /** Reported accuracy worse than 100 m. */
  poorAccuracy: 1,
  /** Over 150 km/h from the device's last good position. */
  impossibleJump: 2,
} as const;

/**
 * Where a device was (issue 22, ADR 020), partitioned by day of `time` (UTC) on both databases
 * (migration 0021; partitions made ahead and dropped past retention by positions-upkeep.ts). The key
 * (tenant, device, time) stores a duplicate or a late resend once. The vehicle is the device's when
 * the ping came; the trip, the vehicle's active trip then.
 */
export const positions = pgTable(
  'positions',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    device_id: uuid('device_id').notNull(),
    vehicle_id: uuid('vehicle_id').notNull(),
    trip_id: uuid('trip_id'),
    time: timestamp('time', { withTimezone: true }).notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speed: real('speed'),
    heading: real('heading'),
    altitude: real('altitude'),
    accuracy: real('accuracy'),
    battery: real('battery'),
    source: smallint('source').notNull(),
    flags: smallint('flags').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.device_id, t.time] }),
    schoolReference(t, t.device_id, devices),
    schoolReference(t, t.vehicle_id, vehicles),
    // A trip's positions go with it.
    schoolReference(t, t.trip_id, trips).onDelete('cascade'),
    // A vehicle's trail and latest position; also the index of its foreign key.
    index('positions_vehicle_idx').on(t.tenant_id, t.vehicle_id, t.time),
    index('positions_trip_idx').on(t.tenant_id, t.trip_id, t.time),
    check('positions_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('positions_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);
