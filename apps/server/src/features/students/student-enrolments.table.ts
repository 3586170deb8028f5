import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { streams } from '../streams/streams.table';
import { studentRows } from './students.table';

/**
 * A student's stream in one academic period (DESIGN §5: kept per period, so last year's class stays
 * known); written with the student (create, update) and by the bulk import.
 */
export const studentEnrolments = pgTable(
  'student_enrolments',
  {
    ...tenantColumns(),
    student_id: uuid('student_id').notNull(),
    academic_period_id: uuid('academic_period_id').notNull(),
    stream_id: uuid('stream_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    // The student's own: gone with the student.
    schoolReference(t, t.student_id, studentRows).onDelete('cascade'),
    // A period or stream with enrolments cannot be deleted (409 naming them).
    schoolReference(t, t.academic_period_id, academicPeriods),
    schoolReference(t, t.stream_id, streams),
    // One enrolment per student and period; also the index of the student's foreign key.
    uniqueIndex('student_enrolments_student_period_idx').on(t.tenant_id, t.student_id, t.academic_period_id),
    index('student_enrolments_period_idx').on(t.tenant_id, t.academic_period_id, t.stream_id),
    index('student_enrolments_stream_idx').on(t.tenant_id, t.stream_id),
  ],
);
