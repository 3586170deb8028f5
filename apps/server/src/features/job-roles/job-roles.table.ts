import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const jobRoles = pgTable(
  'job_roles',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    category: integer('category').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('job_roles_title_idx').on(t.tenant_id, sql`lower(${t.title})`)],
);
