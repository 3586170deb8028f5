import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { personNameColumns } from '../../db/person-columns';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

export const guardians = pgTable(
  'guardians',
  {
    ...tenantColumns(),
    ...personNameColumns(),
    /** Digits only, 10 to 15 of them (as invitations keep phones). */
    mobile_number: text('mobile_number').notNull(),
    email: text('email'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    gender: integer('gender'),
    salutation: integer('salutation'),
    /** Name of the stored photo under DATA_DIR/uploads/<tenant>/ (features/photos), or null. */
    photo: text('photo'),
  },
  (t) => [
    tenantKey(t),
    index('guardians_full_name_idx').on(t.tenant_id, t.full_name),
    index('guardians_full_name_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.full_name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('guardians_mobile_number_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.mobile_number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('guardians_email_trgm_idx')
      .using('gin', t.tenant_id, sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
