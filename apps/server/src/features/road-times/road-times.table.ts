import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAX_LEG_SECONDS } from '@app/shared/route-plans/road-times.schemas';
import { sqlCode } from '../../db/sql-codes';
import { tenants } from '../tenants/tenants.table';

/**
 * A school's road time matrix (issue 24 §2): the seconds a bus drives from one of its places to
 * another, uploaded whole as CSV (road-times-upload.ts). A place is 'school' or a bus stop's id as
 * text, so no foreign key: the upload checks the stops, and the planner asks only for the places it
 * has (road-times.reads.ts), so a pair of a stop deleted since is never read.
 */
export const roadTimes = pgTable(
  'road_times',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    from_place: text('from_place').notNull(),
    to_place: text('to_place').notNull(),
    seconds: integer('seconds').notNull(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of the planner's read: the pairs among its places.
    primaryKey({ columns: [t.tenant_id, t.from_place, t.to_place] }),
    check('road_times_seconds_check', sql`${t.seconds} between 0 and ${sqlCode(MAX_LEG_SECONDS)}`),
  ],
);
