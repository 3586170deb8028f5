import { ref } from '@app/shared/i18n/message-ref';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  RESTRICTION_EVENT_TYPES,
  RESTRICTION_REASONS,
  studentRestrictionInputSchema,
  studentRestrictionListQuerySchema,
  studentRestrictionSchema,
  studentRestrictionsResource,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { STUDENT_MESSAGES } from '@app/shared/students/student.schemas';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { labelOf } from '../../records/labels';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { auditLabel } from '../../records/record-audit';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { students } from '../students/students.table';
import { studentRestrictions as restrictions } from './student-restrictions.table';
import { fixTripRiders, type RiderRange } from './trip-riders';

type Input = ReturnType<typeof studentRestrictionInputSchema.parse>;
const NOT_FOUND = ref('restrictions.notFound');

const ofStudent = lookup(restrictions, restrictions.student_id, students);
const studentName = ofStudent<string>(students.full_name);
const eventTypeTitle = labelOf(restrictions.event_type, RESTRICTION_EVENT_TYPES);

const records = tenantRecords({
  table: restrictions,
  columns: {
    id: restrictions.id,
    student: restrictions.student_id,
    student_name: studentName.as('student_name'),
    event_type: restrictions.event_type,
    event_type_title: eventTypeTitle.as('event_type_title'),
    reason: restrictions.reason,
    reason_title: labelOf(restrictions.reason, RESTRICTION_REASONS).as('reason_title'),
    start_date: restrictions.start_date,
    end_date: restrictions.end_date,
    reported_by_guardian: restrictions.reported_by_guardian,
    notes: restrictions.notes,
  },
  notFound: NOT_FOUND,
  // Children's records (DESIGN §8): "Amani Otieno – Pickup from 2026-12-01". The name is looked up: a
  // student the foreign key will refuse at the statement's end has none, and the label must not fail first.
  audit: {
    recordType: 'student-restriction',
    label: auditLabel('audit.studentRestrictionLabel', {
      student: sql`coalesce(${studentName}, '')`,
      eventType: restrictions.event_type,
      eventTypeTitle,
      date: sql`to_char(${restrictions.start_date}, 'YYYY-MM-DD')`,
    }),
  },
  // The names and numbers are looked up per restriction: a school has a few dozen at a time.
  search: [studentName, ofStudent<string>(students.admission_number)],
  orderings: {
    student_name: studentName,
    start_date: restrictions.start_date,
    end_date: restrictions.end_date,
  },
  defaultOrder: [restrictions.start_date, studentName],
  filters: (query: {
    student?: string | undefined;
    event_type?: number | undefined;
    reason?: number | undefined;
    active_on?: string | undefined;
  }) => [
    idFilter(restrictions.student_id, query.student),
    query.event_type === undefined ? undefined : eq(restrictions.event_type, query.event_type),
    query.reason === undefined ? undefined : eq(restrictions.reason, query.reason),
    query.active_on === undefined
      ? undefined
      : and(lte(restrictions.start_date, query.active_on), gte(restrictions.end_date, query.active_on)),
  ],
  toRow: (input: Input) => ({
    student_id: input.student,
    event_type: input.event_type,
    reason: input.reason,
    start_date: input.start_date,
    end_date: input.end_date,
    reported_by_guardian: input.reported_by_guardian,
    notes: input.notes,
  }),
  references: { student_id: { field: 'student', message: STUDENT_MESSAGES.invalid } },
});

const rangeOf = ({ student, event_type, start_date, end_date }: RiderRange): RiderRange => ({
  student,
  event_type,
  start_date,
  end_date,
});

/**
 * The restriction as it is before a change, locked until the change commits: two changes of one
 * restriction at once each fix the riders of the range the other left.
 */
async function lockedRange(tx: TenantContext, id: string): Promise<RiderRange> {
  const [row] = await tx.db
    .select({
      student: restrictions.student_id,
      event_type: restrictions.event_type,
      start_date: restrictions.start_date,
      end_date: restrictions.end_date,
    })
    .from(restrictions)
    .where(records.byId(tx, id))
    .for('update');
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
}

/**
 * Each write and the riders of the trips it touches (issue 10 §7), in one transaction: a new or
 * changed restriction takes the student out of the Scheduled trips of its dates, and the dates a
 * change or a delete leaves get them back.
 */
export const studentRestrictionService = {
  ...records,
  create: (ctx: TenantContext, input: Input) =>
    inTransaction(ctx, async (tx) => {
      const created = await records.create(tx, input);
      await fixTripRiders(tx, [rangeOf(created)]);
      return created;
    }),
  update: (ctx: TenantContext, id: string, input: Input) =>
    inTransaction(ctx, async (tx) => {
      const before = await lockedRange(tx, id);
      const updated = await records.update(tx, id, input);
      await fixTripRiders(tx, [before, rangeOf(updated)]);
      return updated;
    }),
  remove: (ctx: TenantContext, id: string) =>
    inTransaction(ctx, async (tx) => {
      const before = await lockedRange(tx, id);
      await records.remove(tx, id);
      await fixTripRiders(tx, [before]);
    }),
};

/**
 * Removes the restrictions of a student being deleted, each with its own audit entry, before the
 * student goes (the foreign key would otherwise take them silently). Their trips are left as they
 * are: the student is gone from every route.
 */
export function removeRestrictionsOf(ctx: TenantContext, owner: { student: string }) {
  return records.removeWhere(ctx, eq(restrictions.student_id, owner.student));
}

export const studentRestrictionsDeclaration = declareResource({
  resource: studentRestrictionsResource,
  area: 'transport',
  noun: 'student restriction',
  schemas: {
    read: studentRestrictionSchema,
    input: studentRestrictionInputSchema,
    listQuery: studentRestrictionListQuerySchema,
  },
  service: studentRestrictionService,
  sample: async (n, reference) => ({
    student: await reference('students'),
    event_type: n % 2 === 0 ? 3 : 5,
    reason: RESTRICTION_REASONS[n % RESTRICTION_REASONS.length]!.id,
    start_date: `2026-0${1 + (n % 9)}-0${1 + (n % 9)}`,
    end_date: `2026-0${1 + (n % 9)}-2${n % 9}`,
    reported_by_guardian: n % 3 === 0,
    notes: `Reported on day ${n}`,
  }),
});
