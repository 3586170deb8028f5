import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

/** An area of the school's network that groups its bus stops (spec part 2, Zones). */
export const zones = pgTable(
  'zones',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('zones_title_idx').on(t.tenant_id, sql`lower(${t.title})`),
    // The order of the lists that sort by zone title (zones, and bus stops within them).
    index('zones_order_idx').on(t.tenant_id, t.title, t.id),
  ],
);
