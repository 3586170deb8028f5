import { ref } from '@app/shared/i18n/message-ref';
import { sql } from 'drizzle-orm';
import { GENDERS } from '@app/shared/common/people';
import {
  guardianInputSchema,
  guardianListQuerySchema,
  guardianSchema,
  guardiansResource,
  SALUTATIONS,
} from '@app/shared/guardians/guardian.schemas';
import { optionalLabelOf } from '../../records/labels';
import { declareResource, type WithPhoto } from '../../records/resource-routes';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { removeLinksOf } from '../student-guardians/student-guardians.resource';
import { photoPath, recordPhotos } from '../photos/record-photos';
import { guardians } from './guardians.table';

type Input = WithPhoto<ReturnType<typeof guardianInputSchema.parse>>;
type Row = Omit<Input, 'photo' | 'remove_photo'> & { photo: string | null };

const records = tenantRecords({
  table: guardians,
  columns: {
    id: guardians.id,
    first_name: guardians.first_name,
    last_name: guardians.last_name,
    other_name: guardians.other_name,
    full_name: guardians.full_name,
    mobile_number: guardians.mobile_number,
    email: guardians.email,
    date_of_birth: guardians.date_of_birth,
    gender: guardians.gender,
    gender_label: optionalLabelOf(guardians.gender, GENDERS).as('gender_label'),
    salutation: guardians.salutation,
    salutation_label: optionalLabelOf(guardians.salutation, SALUTATIONS).as('salutation_label'),
    photo: photoPath(guardians, guardiansResource),
  },
  notFound: ref('guardians.notFound'),
  audit: {
    recordType: 'guardian',
    label: sql`${guardians.full_name} || ' (' || ${guardians.mobile_number} || ')'`,
  },
  search: [guardians.full_name, guardians.mobile_number, guardians.email],
  orderings: {
    full_name: guardians.full_name,
    mobile_number: guardians.mobile_number,
    email: guardians.email,
  },
  defaultOrder: [guardians.full_name],
  toRow: (row: Row) => ({
    first_name: row.first_name,
    last_name: row.last_name,
    other_name: row.other_name,
    mobile_number: row.mobile_number,
    email: row.email,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    salutation: row.salutation,
    photo: row.photo,
  }),
});

// The guardian's links go first, each in the audit trail (the students stay).
const writes = {
  ...records,
  remove: (ctx: TenantContext, id: string) =>
    inTransaction(ctx, async (tx) => {
      await removeLinksOf(tx, { guardian: recordId(id, ref('guardians.notFound')) });
      await records.remove(tx, id);
    }),
};

export const guardiansDeclaration = declareResource({
  resource: guardiansResource,
  area: 'transport',
  noun: 'guardian',
  schemas: { read: guardianSchema, input: guardianInputSchema, listQuery: guardianListQuerySchema },
  // A guardian's links to students go with it (ON DELETE CASCADE).
  service: { ...writes, ...recordPhotos(guardians, ref('guardians.notFound'), writes) },
  sample: async (n) => ({
    first_name: `Wanjiku${n}`,
    last_name: 'Kariuki',
    mobile_number: `0722${String(n).padStart(6, '0')}`,
    email: `wanjiku${n}@example.com`,
    date_of_birth: `19${70 + (n % 25)}-0${1 + (n % 9)}-1${n % 10}`,
    gender: 1 + (n % 3),
    salutation: SALUTATIONS[n % SALUTATIONS.length]!.id,
  }),
});
