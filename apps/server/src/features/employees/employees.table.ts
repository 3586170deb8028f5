import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { personNameColumns } from '../../db/person-columns';
import { searchIndex } from '../../db/search-index';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { jobRoles } from '../job-roles/job-roles.table';

export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    staff_number: text('staff_number').notNull(),
    ...personNameColumns(),
    gender: integer('gender').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    job_role_id: uuid('job_role_id'),
    /** Name of the stored photo under DATA_DIR/uploads/<tenant>/ (features/photos), or null. */
    photo: text('photo'),
  },
  (t) => [
    tenantKey(t),
    // A job role held by employees cannot be deleted (409 naming them); none is allowed.
    schoolReference(t, t.job_role_id, jobRoles),
    uniqueIndex('employees_staff_number_idx').on(t.tenant_id, sql`lower(${t.staff_number})`),
    index('employees_job_role_idx').on(t.tenant_id, t.job_role_id),
    index('employees_full_name_idx').on(t.tenant_id, t.full_name),
    searchIndex('employees_staff_number_trgm_idx', t.tenant_id, t.staff_number),
    searchIndex('employees_full_name_trgm_idx', t.tenant_id, t.full_name),
  ],
);
