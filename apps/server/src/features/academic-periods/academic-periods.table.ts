import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const academicPeriods = pgTable(
  'academic_periods',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('academic_periods_title_idx').on(t.tenant_id, sql`lower(${t.title})`),
    check('academic_periods_dates_check', sql`${t.end_date} > ${t.start_date}`),
  ],
);
