import { ref } from '@app/shared/i18n/message-ref';
import { sql } from 'drizzle-orm';
import { COORDINATE_DECIMALS } from '@app/shared/common/coordinates';
import { GENDERS } from '@app/shared/common/people';
import {
  STUDENT_MESSAGES as m,
  studentInputSchema,
  studentListItemSchema,
  studentListQuerySchema,
  studentSchema,
  studentsResource,
} from '@app/shared/students/student.schemas';
import type { TenantContext } from '../../http/tenant-context';
import { labelOf } from '../../records/labels';
import { declareResource, type WithPhoto } from '../../records/resource-routes';
import { recordId } from '../../http/ids';
import { recordAudit } from '../../records/record-audit';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { photoPath, recordPhotos } from '../photos/record-photos';
import { removeLinksOf } from '../student-guardians/student-guardians.resource';
import { removeAssignmentsOf } from '../student-journeys/student-journeys.resource';
import { removeRestrictionsOf } from '../student-restrictions/student-restrictions.resource';
import { currentEnrolment, enrol, enrolmentFilter, type EnrolmentQuery } from './student-enrolments';
import { students } from './students.table';

type Input = WithPhoto<ReturnType<typeof studentInputSchema.parse>>;
type Row = Omit<Input, 'photo' | 'remove_photo'> & { photo: string | null };

// numeric comes back as text; float8 gives the JSON number of exactly the seven decimals stored.
const degrees = (column: typeof students.home_latitude | typeof students.home_longitude) =>
  sql<number | null>`${column}::float8`;
const stored = (value: number | null) => (value === null ? null : value.toFixed(COORDINATE_DECIMALS));

/**
 * The home location as the row stores it: both given, both null (none, or cleared); both left out,
 * nothing (an update keeps the stored one; a new student has none). The schema refused one without
 * the other.
 */
function homeOf(row: Row) {
  const { home_latitude: latitude, home_longitude: longitude } = row;
  if (latitude === undefined && longitude === undefined) return {};
  return { home_latitude: stored(latitude ?? null), home_longitude: stored(longitude ?? null) };
}

const records = tenantRecords({
  table: students,
  columns: {
    id: students.id,
    admission_number: students.admission_number,
    transport_number: students.transport_number,
    first_name: students.first_name,
    last_name: students.last_name,
    other_name: students.other_name,
    full_name: students.full_name,
    date_of_birth: students.date_of_birth,
    gender: students.gender,
    gender_label: labelOf(students.gender, GENDERS).as('gender_label'),
    photo: photoPath(students, studentsResource),
    home_latitude: degrees(students.home_latitude).as('home_latitude'),
    home_longitude: degrees(students.home_longitude).as('home_longitude'),
    enrolment: currentEnrolment,
  },
  // A child's home is read one student at a time, by the school's staff (DESIGN §8).
  listOmit: ['home_latitude', 'home_longitude'],
  notFound: ref('students.notFound'),
  // Children's records (DESIGN §8). The enrolment is written after the student: its changes are entries
  // of their own (withEnrolment).
  audit: {
    recordType: 'student',
    label: sql`${students.full_name} || ' (' || ${students.admission_number} || ')'`,
    omit: ['enrolment'],
    // The trail says the home location was set, changed or cleared; never where it is.
    hidden: ['home_latitude', 'home_longitude'],
  },
  search: [students.admission_number, students.transport_number, students.full_name],
  orderings: {
    admission_number: students.admission_number,
    transport_number: students.transport_number,
    full_name: students.full_name,
    date_of_birth: students.date_of_birth,
  },
  defaultOrder: [students.full_name, students.admission_number],
  filters: (query: EnrolmentQuery) => [enrolmentFilter(query)],
  toRow: (row: Row) => ({
    admission_number: row.admission_number,
    transport_number: row.transport_number,
    first_name: row.first_name,
    last_name: row.last_name,
    other_name: row.other_name,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    photo: row.photo,
    ...homeOf(row),
  }),
  unique: {
    students_admission_number_idx: { field: 'admission_number', message: m.duplicateAdmissionNumber },
    students_transport_number_idx: { field: 'transport_number', message: m.duplicateTransportNumber },
  },
});

type Student = Awaited<ReturnType<typeof records.get>>;

/**
 * The student and, when the input names a period and a stream, its enrolment for that period, in one
 * transaction (a refused enrolment leaves no student behind), read again so that the answer shows it.
 */
async function withEnrolment(
  ctx: TenantContext,
  row: Row,
  write: (ctx: TenantContext) => Promise<Student>,
): Promise<Student> {
  const { academic_period, stream } = row;
  if (!academic_period || !stream) return write(ctx);
  return inTransaction(ctx, async (tx) => {
    const { id, full_name, admission_number } = await write(tx);
    const change = await enrol(tx, id, { academic_period, stream });
    // The enrolment is left out of the student's own entries (written after them): a change of it is
    // an entry of its own, in the same transaction.
    if (change.before !== change.after) {
      await recordAudit(tx.db, tx, {
        recordType: 'student',
        recordId: id,
        recordLabel: `${full_name} (${admission_number})`,
        action: 'update',
        changes: {
          enrolment:
            change.before === null ? { new: change.after } : { old: change.before, new: change.after },
        },
      });
    }
    return records.get(tx, id);
  });
}

const writes = {
  ...records,
  create: (ctx: TenantContext, row: Row) => withEnrolment(ctx, row, (tx) => records.create(tx, row)),
  update: (ctx: TenantContext, id: string, row: Row) =>
    withEnrolment(ctx, row, (tx) => records.update(tx, id, row)),
  // The student's guardian links, routes and trip restrictions go first, each in the audit trail;
  // enrolments go with the student.
  remove: (ctx: TenantContext, id: string) =>
    inTransaction(ctx, async (tx) => {
      const student = recordId(id, ref('students.notFound'));
      await removeLinksOf(tx, { student });
      await removeAssignmentsOf(tx, { student });
      await removeRestrictionsOf(tx, { student });
      await records.remove(tx, id);
    }),
};

export const studentsDeclaration = declareResource({
  resource: studentsResource,
  area: 'transport',
  noun: 'student',
  schemas: {
    read: studentSchema,
    input: studentInputSchema,
    listQuery: studentListQuerySchema,
    listItem: studentListItemSchema,
  },
  // Enrolments and guardian links belong to the student: its delete removes them (ON DELETE CASCADE).
  service: { ...writes, ...recordPhotos(students, ref('students.notFound'), writes) },
  sample: async (n, reference) => ({
    admission_number: `ADM-${String(n).padStart(4, '0')}`,
    transport_number: `TR-${String(n).padStart(4, '0')}`,
    first_name: `Baraka${n}`,
    last_name: 'Mutua',
    gender: 1 + (n % 3),
    date_of_birth: `20${10 + (n % 10)}-0${1 + (n % 9)}-1${n % 10}`,
    // Some students' homes are known, somewhere in Nairobi; the others' are not.
    ...(n % 3 === 0
      ? {}
      : {
          home_latitude: Number((-1.25 - (n % 500) * 0.0001111).toFixed(COORDINATE_DECIMALS)),
          home_longitude: Number((36.78 + (n % 500) * 0.0002222).toFixed(COORDINATE_DECIMALS)),
        }),
    academic_period: await reference('academic-periods'),
    stream: await reference('streams'),
  }),
});
