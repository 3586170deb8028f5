import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_REASONS,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { importColumn } from '../../db/pending-imports.table';
import { sqlCodes } from '../../db/sql-codes';
import { viewOver } from '../../db/stored-tables';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { studentRows } from '../students/students.table';

const restrictionColumns = () => ({
  ...tenantColumns(),
  student_id: uuid('student_id').notNull(),
  event_type: smallint('event_type').notNull(),
  reason: smallint('reason').notNull(),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  reported_by_guardian: boolean('reported_by_guardian').notNull().default(false),
  notes: text('notes').notNull().default(''),
});

/**
 * Where restrictions are stored, the rows of imports still being written included (ADR 014): the
 * schema and the restriction import use it; everything else reads and writes `student_restrictions`.
 */
export const studentRestrictionRows = pgTable(
  'student_restriction_rows',
  { ...restrictionColumns(), ...importColumn() },
  (t) => [
    tenantKey(t),
    // The student's own: removed through the platform before the student (each audited).
    schoolReference(t, t.student_id, studentRows).onDelete('cascade'),
    // Also the index of the student's foreign key; generation looks restrictions up by student and date.
    index('student_restrictions_student_idx').on(t.tenant_id, t.student_id, t.start_date),
    index('student_restrictions_dates_idx').on(t.tenant_id, t.start_date, t.end_date),
    check(
      'student_restrictions_event_type_check',
      sql`${t.event_type} in (${sqlCodes(RESTRICTION_EVENT_TYPES.map(({ id }) => id))})`,
    ),
    check(
      'student_restrictions_reason_check',
      sql`${t.reason} in (${sqlCodes(RESTRICTION_REASONS.map(({ id }) => id))})`,
    ),
    check('student_restrictions_dates_check', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

/**
 * A student who must not be picked up (event type 3) or dropped off (5) from start_date to end_date,
 * both included (DESIGN §5): trip generation leaves them out of those trips' expected riders. The
 * view of `student_restriction_rows` without the rows of unpublished imports (migration 0013).
 */
export const studentRestrictions = viewOver(
  pgTable('student_restrictions', restrictionColumns()),
  studentRestrictionRows,
);
