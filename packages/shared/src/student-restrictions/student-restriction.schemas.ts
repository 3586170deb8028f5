import { z } from 'zod';
import { dateString } from '../common/dates';
import { reference } from '../common/ids';
import { codeOf, unknownCodeMessage } from '../common/people';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { STUDENT_MESSAGES } from '../students/student.schemas';
import { ref } from '../i18n/message-ref';

/**
 * A student who is not to be picked up or dropped off from one date to another (spec part 2 §3,
 * DESIGN §5): trips leave them out of their expected riders on those dates.
 */
export const studentRestrictionsResource = defineResource({
  name: 'student-restrictions',
  path: '/transport/student-restrictions/',
  orderingFields: ['student_name', 'start_date', 'end_date'],
});

/** The trip events a restriction stops: the trip event codes of a pick-up and a drop-off. */
export const RESTRICTION_EVENT_TYPES = [
  { id: 3, label: 'Pickup' },
  { id: 5, label: 'Dropoff' },
] as const;

export const RESTRICTION_REASONS = [
  { id: 1, label: 'School Fees Arrears' },
  { id: 2, label: 'Absent from School' },
  { id: 3, label: 'Sick' },
  { id: 99, label: 'Other' },
] as const;

export const STUDENT_RESTRICTION_MESSAGES = {
  studentRequired: ref('restrictions.studentRequired'),
  eventTypeRequired: ref('restrictions.eventTypeRequired'),
  reasonRequired: ref('restrictions.reasonRequired'),
  eventTypeNotOneOf: unknownCodeMessage('eventType', RESTRICTION_EVENT_TYPES),
  reasonNotOneOf: unknownCodeMessage('reason', RESTRICTION_REASONS),
  startRequired: ref('restrictions.startRequired'),
  endRequired: ref('restrictions.endRequired'),
  endBeforeStart: ref('restrictions.endBeforeStart'),
  notesMax: ref('restrictions.notesMax'),
  reportedByGuardian: ref('restrictions.reportedByGuardian'),
  unknownEventType: ref('restrictions.unknownEventType'),
  unknownReason: ref('restrictions.unknownReason'),
} as const;
const m = STUDENT_RESTRICTION_MESSAGES;

const endOnOrAfterStart = {
  check: (restriction: { start_date: string; end_date: string }) =>
    restriction.end_date >= restriction.start_date,
  params: {
    path: ['end_date'],
    message: m.endBeforeStart,
    // Only between two real dates: a wrong or missing one has its own message (an issue without a
    // path is a body that is no object at all).
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      payload.issues.every(
        (issue) => issue.path?.length && issue.path[0] !== 'start_date' && issue.path[0] !== 'end_date',
      ),
  },
};

/** The fields a restriction has besides its student: the form's and an import row's alike. */
const restrictionFields = {
  event_type: codeOf(RESTRICTION_EVENT_TYPES, m.eventTypeRequired, m.eventTypeNotOneOf),
  reason: codeOf(RESTRICTION_REASONS, m.reasonRequired, m.reasonNotOneOf),
  start_date: dateString(undefined, m.startRequired),
  end_date: dateString(undefined, m.endRequired),
  notes: text({ multiline: true }).max(1000, m.notesMax).optional().default(''),
};

export const studentRestrictionInputSchema = z
  .object({
    student: reference(m.studentRequired, STUDENT_MESSAGES.invalid),
    ...restrictionFields,
    reported_by_guardian: z.boolean({ message: m.reportedByGuardian }).optional().default(false),
  })
  .refine(endOnOrAfterStart.check, endOnOrAfterStart.params);

export const studentRestrictionSchema = z.object({
  id: z.string(),
  student: z.string(),
  student_name: z.string(),
  event_type: z.number(),
  event_type_title: z.string(),
  reason: z.number(),
  reason_title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reported_by_guardian: z.boolean(),
  notes: z.string(),
});

/**
 * `student`: one student's restrictions; `event_type`, `reason`: by code; `active_on`: those covering
 * that date (YYYY-MM-DD).
 */
export const studentRestrictionListQuerySchema = resourceListQuerySchema(studentRestrictionsResource, {
  student: text().optional(),
  event_type: codeOf(RESTRICTION_EVENT_TYPES, m.unknownEventType).optional(),
  reason: codeOf(RESTRICTION_REASONS, m.unknownReason).optional(),
  active_on: dateString().optional(),
});
export type StudentRestrictionInput = z.input<typeof studentRestrictionInputSchema>;
export type StudentRestriction = z.infer<typeof studentRestrictionSchema>;

/** The import (spec part 2 §7: POST /transport/student-restrictions/import/, multipart, CSV). */
export const RESTRICTION_IMPORT_PATH = `${studentRestrictionsResource.path}import/`;
export const RESTRICTION_IMPORT_TEMPLATE_PATH = `${RESTRICTION_IMPORT_PATH}template/`;

/**
 * The columns of an import file, in the template's order, with the template's example row; headers
 * are matched loosely ("Start Date" is start_date). Codes may be given as labels.
 */
export const RESTRICTION_IMPORT_COLUMNS = [
  { key: 'admission_number', header: 'Admission Number', required: true, example: 'ADM-1001' },
  { key: 'event_type', header: 'Event Type', required: true, example: 'Pickup' },
  { key: 'reason', header: 'Reason', required: true, example: 'Sick' },
  { key: 'start_date', header: 'Start Date', required: true, example: '2026-12-01' },
  { key: 'end_date', header: 'End Date', required: true, example: '2026-12-04' },
  { key: 'reported_by_guardian', header: 'Reported by Guardian', required: false, example: 'Yes' },
  { key: 'notes', header: 'Notes', required: false, example: 'Mother called the office' },
] as const;

export const RESTRICTION_IMPORT_MESSAGES = {
  fileType: ref('restrictions.fileType'),
  notCsv: ref('restrictions.notCsv'),
  empty: ref('restrictions.empty'),
  unknownStudent: (admissionNumber: string) => ref('restrictions.unknownStudent', { admissionNumber }),
} as const;

/**
 * One row of an import: the student by admission number; "Yes"/"No" (or true/false, 1/0) for
 * reported by guardian, none being No.
 */
export const restrictionImportRowSchema = z
  .object({
    admission_number: text({ error: STUDENT_MESSAGES.admissionNumberRequired }).min(
      1,
      STUDENT_MESSAGES.admissionNumberRequired,
    ),
    ...restrictionFields,
    reported_by_guardian: text()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['yes', 'no', 'true', 'false', '1', '0'], { message: m.reportedByGuardian }))
      .optional()
      .transform((value) => value === 'yes' || value === 'true' || value === '1'),
  })
  .refine(endOnOrAfterStart.check, endOnOrAfterStart.params);
export const restrictionImportResultSchema = z.object({ imported: z.number() });
export type RestrictionImportResult = z.infer<typeof restrictionImportResultSchema>;
