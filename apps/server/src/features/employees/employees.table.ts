import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';
import { jobRoles } from '../job-roles/job-roles.table';

export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    staff_number: text('staff_number').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    other_name: text('other_name').notNull().default(''),
    // Kept by PostgreSQL from the names, so lists search, order and show one value.
    full_name: text('full_name')
      .notNull()
      .generatedAlwaysAs(
        sql`first_name || ' ' || (case when other_name = '' then '' else other_name || ' ' end) || last_name`,
      ),
    gender: integer('gender').notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    job_role_id: uuid('job_role_id'),
    /** Name of the stored photo under DATA_DIR/uploads/<tenant>/ (features/photos), or null. */
    photo: text('photo'),
  },
  (t) => [
    tenantKey(t),
    // A job role held by employees cannot be deleted (409 naming them); none is allowed.
    foreignKey({ columns: [t.tenant_id, t.job_role_id], foreignColumns: [jobRoles.tenant_id, jobRoles.id] }),
    uniqueIndex('employees_staff_number_idx').on(t.tenant_id, sql`lower(${t.staff_number})`),
    index('employees_job_role_idx').on(t.tenant_id, t.job_role_id),
    index('employees_full_name_idx').on(t.tenant_id, t.full_name),
    index('employees_staff_number_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.staff_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('employees_full_name_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.full_name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
