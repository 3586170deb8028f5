import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { guardians } from '../guardians/guardians.table';
import { studentRows } from '../students/students.table';

/** Who looks after a student: one row per student and guardian, gone with either of them. */
export const studentGuardians = pgTable(
  'student_guardians',
  {
    ...tenantColumns(),
    student_id: uuid('student_id').notNull(),
    guardian_id: uuid('guardian_id').notNull(),
    relationship: integer('relationship').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    emergency_contact: boolean('emergency_contact').notNull().default(false),
    trip_notifications: boolean('trip_notifications').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.student_id, studentRows).onDelete('cascade'),
    schoolReference(t, t.guardian_id, guardians).onDelete('cascade'),
    // A pair is linked once; also the index of the student's foreign key and of `?student=`.
    uniqueIndex('student_guardians_pair_idx').on(t.tenant_id, t.student_id, t.guardian_id),
    index('student_guardians_guardian_idx').on(t.tenant_id, t.guardian_id),
    // At most one primary guardian per student, decided by PostgreSQL when two requests race.
    uniqueIndex('student_guardians_primary_idx')
      .on(t.tenant_id, t.student_id)
      .where(sql`${t.is_primary}`),
  ],
);
