import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEVICE_KIND, DEVICE_KINDS } from '@app/shared/devices/device.schemas';
import { searchIndex } from '../../db/search-index';
import { sqlCode, sqlCodes } from '../../db/sql-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { vehicles } from '../vehicles/vehicles.table';

/**
 * A vehicle's tracker or phone, or a school's Traccar server (kind 3, no vehicle) forwarding its
 * trackers' positions (issue 22, ADR 020). A ping names no school, only the identifier, so the
 * identifier is unique across schools. The secret is kept as its SHA-256 only: the server makes it
 * of 32 random bytes, so a fast hash is as safe as a slow one, and a ping needs a fast check.
 */
export const devices = pgTable(
  'devices',
  {
    ...tenantColumns(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull().default(''),
    kind: smallint('kind').notNull(),
    vehicle_id: uuid('vehicle_id'),
    secret_hash: text('secret_hash').notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The latest ping stored, kept to the minute: the writer moves it when it is a minute behind,
     * so a busy fleet costs one update a device a minute, not one a ping.
     */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('devices_identifier_idx').on(t.identifier),
    // A Traccar server's forwarding names no device, only its key.
    uniqueIndex('devices_secret_idx').on(t.secret_hash),
    schoolReference(t, t.vehicle_id, vehicles),
    // Also the index of the vehicle's foreign key.
    index('devices_vehicle_idx').on(t.tenant_id, t.vehicle_id),
    index('devices_name_idx').on(t.tenant_id, t.name),
    searchIndex('devices_identifier_trgm_idx', t.tenant_id, t.identifier),
    searchIndex('devices_name_trgm_idx', t.tenant_id, t.name),
    check('devices_kind_check', sql`${t.kind} in (${sqlCodes(DEVICE_KINDS)})`),
    // A Traccar server forwards many vehicles; every other device rides in one.
    check(
      'devices_vehicle_check',
      sql`(${t.kind} = ${sqlCode(DEVICE_KIND.traccarServer)}) = (${t.vehicle_id} is null)`,
    ),
  ],
);
