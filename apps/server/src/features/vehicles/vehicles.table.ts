import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VEHICLE_TYPES } from '@app/shared/inspections/inspection-codes';
import { searchIndex } from '../../db/search-index';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const vehicles = pgTable(
  'vehicles',
  {
    ...tenantColumns(),
    registration_number: text('registration_number').notNull(),
    code: text('code').notNull(),
    max_capacity: integer('max_capacity').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** Bus, minibus or van: which of the school's inspection checklists it is inspected with (issue 25 §1). */
    vehicle_type: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull().default('bus'),
    /**
     * Set when an inspection found a major defect: its trips cannot start until a manager clears it
     * (the inspection keeps who cleared it, when and why). The inspection that put it out of service.
     */
    out_of_service_at: timestamp('out_of_service_at', { withTimezone: true }),
    out_of_service_inspection_id: uuid('out_of_service_inspection_id'),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('vehicles_registration_idx').on(t.tenant_id, sql`lower(${t.registration_number})`),
    index('vehicles_code_idx').on(t.tenant_id, t.code),
    // Contains-search (ILIKE '%x%') reads only the school's rows whose trigrams match: pg_trgm, and
    // btree_gin for the tenant in front (migration 0002).
    searchIndex('vehicles_registration_trgm_idx', t.tenant_id, t.registration_number),
    searchIndex('vehicles_code_trgm_idx', t.tenant_id, t.code),
    check('vehicles_vehicle_type_check', sql`${t.vehicle_type} in ('bus', 'minibus', 'van')`),
    check(
      'vehicles_out_of_service_check',
      sql`(${t.out_of_service_at} is null) = (${t.out_of_service_inspection_id} is null)`,
    ),
  ],
);
