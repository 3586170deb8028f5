import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const gradeLevels = pgTable(
  'grade_levels',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    short_title: text('short_title').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('grade_levels_title_idx').on(t.tenant_id, sql`lower(${t.title})`)],
);
