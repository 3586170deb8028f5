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
 *
 * A log without foreign keys: each would check its row at every ping (FOR KEY SHARE, a lock written
 * on the school's, the device's and the vehicle's row thousands of times a second), and the writer
 * takes the device, vehicle and school from the device's own record. A deleted device or vehicle
 * leaves its trail until the school's retention ends; the school's row-level policy still holds.
 */
export const positions = pgTable(
  'positions',
  {
    tenant_id: uuid('tenant_id').notNull(),
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
    // A vehicle's trail and latest position.
    index('positions_vehicle_idx').on(t.tenant_id, t.vehicle_id, t.time),
    // A trip's trail; most positions belong to none.
    index('positions_trip_idx')
      .on(t.tenant_id, t.trip_id, t.time)
      .where(sql`${t.trip_id} is not null`),
    check('positions_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('positions_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);
