import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('vehicles_registration_idx').on(t.tenant_id, sql`lower(${t.registration_number})`),
    index('vehicles_code_idx').on(t.tenant_id, t.code),
    // Contains-search (ILIKE '%x%') reads only the school's rows whose trigrams match: pg_trgm, and
    // btree_gin for the tenant in front (migration 0002).
    searchIndex('vehicles_registration_trgm_idx', t.tenant_id, t.registration_number),
    searchIndex('vehicles_code_trgm_idx', t.tenant_id, t.code),
  ],
);
