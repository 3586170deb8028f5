import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { personNameColumns } from '../../db/person-columns';
import { searchIndex } from '../../db/search-index';
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
    searchIndex('guardians_full_name_trgm_idx', t.tenant_id, t.full_name),
    searchIndex('guardians_mobile_number_trgm_idx', t.tenant_id, t.mobile_number),
    searchIndex('guardians_email_trgm_idx', t.tenant_id, t.email),
  ],
);
