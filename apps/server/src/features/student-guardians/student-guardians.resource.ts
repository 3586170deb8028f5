import { ref } from '@app/shared/i18n/message-ref';
import { and, eq, ne, sql } from 'drizzle-orm';
import { GUARDIAN_MESSAGES } from '@app/shared/guardians/guardian.schemas';
import {
  RELATIONSHIPS,
  STUDENT_GUARDIAN_MESSAGES as m,
  studentGuardianInputSchema,
  studentGuardianListQuerySchema,
  studentGuardianSchema,
  studentGuardiansResource,
} from '@app/shared/student-guardians/student-guardian.schemas';
import { STUDENT_MESSAGES } from '@app/shared/students/student.schemas';
import { pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../../db/errors';
import { FieldErrors } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { labelOf } from '../../records/labels';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { auditLabel } from '../../records/record-audit';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { guardians } from '../guardians/guardians.table';
import { students } from '../students/students.table';
import { studentGuardians as links } from './student-guardians.table';

type Input = ReturnType<typeof studentGuardianInputSchema.parse>;
const NOT_FOUND = ref('studentGuardians.notFound');

const studentName = lookup(links, links.student_id, students)(students.full_name);
const guardianOf = lookup(links, links.guardian_id, guardians);
const guardianName = guardianOf(guardians.full_name);

const records = tenantRecords({
  table: links,
  columns: {
    id: links.id,
    student: links.student_id,
    student_name: studentName.as('student_name'),
    guardian: links.guardian_id,
    guardian_name: guardianName.as('guardian_name'),
    guardian_mobile_number: guardianOf(guardians.mobile_number).as('guardian_mobile_number'),
    relationship: links.relationship,
    relationship_title: labelOf(links.relationship, RELATIONSHIPS).as('relationship_title'),
    is_primary: links.is_primary,
    emergency_contact: links.emergency_contact,
    trip_notifications: links.trip_notifications,
  },
  notFound: NOT_FOUND,
  // The names are looked up; a reference that the foreign keys will refuse at the statement's end has
  // none, and the entry's label must not fail first (a 500 instead of the 400 on the field).
  audit: {
    recordType: 'student-guardian',
    // "Amani Otieno and Grace Atieno", worded for the log's reader.
    label: auditLabel('audit.studentGuardianLabel', {
      student: sql`coalesce(${studentName}, '')`,
      guardian: sql`coalesce(${guardianName}, '')`,
    }),
  },
  // Lists are usually one student's or one guardian's few links; the names are looked up per link.
  search: [studentName, guardianName],
  orderings: { student_name: studentName, guardian_name: guardianName, relationship: links.relationship },
  // The primary guardian first.
  defaultOrder: [studentName, sql`not ${links.is_primary}`, guardianName],
  filters: (query: { student?: string | undefined; guardian?: string | undefined }) => [
    idFilter(links.student_id, query.student),
    idFilter(links.guardian_id, query.guardian),
  ],
  toRow: (input: Input) => ({
    student_id: input.student,
    guardian_id: input.guardian,
    relationship: input.relationship,
    is_primary: input.is_primary,
    emergency_contact: input.emergency_contact,
    trip_notifications: input.trip_notifications,
  }),
  // Only when two requests make two links of one student primary at once: otherwise the write below
  // has taken the flag from the other link first.
  unique: { student_guardians_primary_idx: { field: 'is_primary', message: m.primaryTaken } },
  references: {
    student_id: { field: 'student', message: STUDENT_MESSAGES.invalid },
    guardian_id: { field: 'guardian', message: GUARDIAN_MESSAGES.invalid },
  },
});

/**
 * Writes a link; a primary one takes the flag from the student's other links in the same
 * transaction (the partial unique index decides between two at once). A pair linked already is a
 * 400 naming both: "Mary Wanjiru is already linked to Brian Otieno."
 */
async function write<T>(
  ctx: TenantContext,
  input: Input,
  id: string | null,
  save: (tx: TenantContext) => Promise<T>,
): Promise<T> {
  try {
    if (!input.is_primary) return await save(ctx);
    return await inTransaction(ctx, async (tx) => {
      await tx.db
        .update(links)
        .set({ is_primary: false, updated_at: new Date() })
        .where(
          and(
            eq(links.tenant_id, ctx.tenantId),
            eq(links.student_id, input.student),
            eq(links.is_primary, true),
            id ? ne(links.id, id) : undefined,
          ),
        );
      return save(tx);
    });
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    if (pgErrorDetail(error).constraint !== 'student_guardians_pair_idx') throw error;
    throw await alreadyLinked(ctx, input);
  }
}

/** The pair's message, naming whichever of the two is still there (one deleted meanwhile: "this student"). */
function alreadyLinkedMessage(guardian: string | null, student: string | null): string {
  if (guardian !== null && student !== null)
    return ref('studentGuardians.alreadyLinked', { guardian, student });
  if (student !== null) return ref('studentGuardians.alreadyLinkedToStudent', { student });
  if (guardian !== null) return ref('studentGuardians.guardianAlreadyLinked', { guardian });
  return ref('studentGuardians.alreadyLinkedUnnamed');
}

async function alreadyLinked(ctx: TenantContext, input: Input): Promise<FieldErrors> {
  const [names] = await ctx.db
    .select({
      student: students.full_name,
      guardian: sql<string | null>`(select ${guardians.full_name}
      from ${guardians} where ${guardians.tenant_id} = ${ctx.tenantId} and ${guardians.id} = ${input.guardian})`,
    })
    .from(students)
    .where(and(eq(students.tenant_id, ctx.tenantId), eq(students.id, input.student)));
  return new FieldErrors({
    guardian: [alreadyLinkedMessage(names?.guardian ?? null, names?.student ?? null)],
  });
}

const studentGuardianService = {
  ...records,
  create: (ctx: TenantContext, input: Input) => write(ctx, input, null, (tx) => records.create(tx, input)),
  update: (ctx: TenantContext, id: string, input: Input) =>
    // The id checked first, as the primary flag is taken from the student's other links before the update.
    write(ctx, input, recordId(id, NOT_FOUND), (tx) => records.update(tx, id, input)),
};

/**
 * Removes every link of a student or guardian being deleted, each with its own audit entry, before
 * the person goes (the foreign keys would otherwise take the links silently).
 */
export function removeLinksOf(ctx: TenantContext, person: { student: string } | { guardian: string }) {
  return records.removeWhere(
    ctx,
    'student' in person ? eq(links.student_id, person.student) : eq(links.guardian_id, person.guardian),
  );
}

export const studentGuardiansDeclaration = declareResource({
  resource: studentGuardiansResource,
  area: 'transport',
  noun: 'student-guardian link',
  schemas: {
    read: studentGuardianSchema,
    input: studentGuardianInputSchema,
    listQuery: studentGuardianListQuerySchema,
  },
  service: studentGuardianService,
  sample: async (n, reference) => ({
    student: await reference('students'),
    guardian: await reference('guardians'),
    // n moves by a fixed step between links (their references take numbers too): mod 5 varies with it.
    relationship: 1 + ((n % 5) % 3),
    is_primary: n % 5 < 2,
    emergency_contact: n % 5 === 2,
    trip_notifications: n % 5 !== 3,
  }),
});
