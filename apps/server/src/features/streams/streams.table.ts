import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { gradeLevels } from '../grade-levels/grade-levels.table';

export const streams = pgTable(
  'streams',
  {
    ...tenantColumns(),
    grade_level_id: uuid('grade_level_id').notNull(),
    title: text('title').notNull(),
    short_title: text('short_title').notNull(),
    student_capacity: integer('student_capacity').notNull(),
  },
  (t) => [
    tenantKey(t),
    // A grade level with streams cannot be deleted (409 naming its streams).
    schoolReference(t, t.grade_level_id, gradeLevels),
    // Also the index of that foreign key, so deleting a grade level finds its streams at once.
    uniqueIndex('streams_title_idx').on(t.tenant_id, t.grade_level_id, sql`lower(${t.title})`),
    check('streams_capacity_check', sql`${t.student_capacity} > 0`),
  ],
);
