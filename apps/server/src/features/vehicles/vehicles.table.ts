import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table';

export const vehicles = pgTable(
  'vehicles',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    registration_number: text('registration_number').notNull(),
    code: text('code').notNull(),
    max_capacity: integer('max_capacity').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    uniqueIndex('vehicles_registration_idx').on(t.tenant_id, sql`lower(${t.registration_number})`),
    index('vehicles_code_idx').on(t.tenant_id, t.code),
    // Contains-search (ILIKE '%x%') reads only the school's rows whose trigrams match: pg_trgm, and
    // btree_gin for the tenant in front (migration 0002). No pending list (fastupdate): after an
    // import, searches would scan it row by row until the next vacuum, 10x slower.
    index('vehicles_registration_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.registration_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('vehicles_code_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.code} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
