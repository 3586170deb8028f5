import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { personNameColumns } from '../../db/person-columns';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const students = pgTable(
  'students',
  {
    ...tenantColumns(),
    admission_number: text('admission_number').notNull(),
    /** The rider's transport card number (the spec's `{product}_number`); unique when given. */
    transport_number: text('transport_number'),
    ...personNameColumns(),
    gender: integer('gender').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Name of the stored photo under DATA_DIR/uploads/<tenant>/ (features/photos), or null. */
    photo: text('photo'),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('students_admission_number_idx').on(t.tenant_id, sql`lower(${t.admission_number})`),
    // NULLs are distinct: any number of students may have no transport number.
    uniqueIndex('students_transport_number_idx').on(t.tenant_id, sql`lower(${t.transport_number})`),
    index('students_full_name_idx').on(t.tenant_id, t.full_name),
    index('students_admission_number_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.admission_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('students_transport_number_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.transport_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('students_full_name_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.full_name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
