import { z } from 'zod';
import { reference } from '../common/ids';
import { codeOf } from '../common/people';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { GUARDIAN_MESSAGES } from '../guardians/guardian.schemas';
import { STUDENT_MESSAGES } from '../students/student.schemas';
import { ref } from '../i18n/message-ref';

/**
 * Links between a student and a guardian (spec part 2 §7: POST /students/guardians/). Beyond the spec:
 * listed (by student or guardian), read, replaced and deleted by id at the same path.
 */
export const studentGuardiansResource = defineResource({
  name: 'student-guardians',
  path: '/students/guardians/',
  orderingFields: ['student_name', 'guardian_name', 'relationship'],
});

export const RELATIONSHIPS = [
  { id: 1, label: 'Mother' },
  { id: 2, label: 'Father' },
  { id: 3, label: 'Legal Guardian' },
] as const;

export const STUDENT_GUARDIAN_MESSAGES = {
  studentRequired: ref('studentGuardians.studentRequired'),
  guardianRequired: ref('studentGuardians.guardianRequired'),
  relationshipRequired: ref('studentGuardians.relationshipRequired'),
  /** Under concurrency only: a link made primary meanwhile by another request. */
  primaryTaken: ref('studentGuardians.primaryTaken'),
} as const;
const m = STUDENT_GUARDIAN_MESSAGES;

const flag = (message: string) => z.boolean({ message });

/**
 * A link. At most one primary guardian per student: a link saved as primary makes the student's
 * other links not primary. A student and a guardian are linked once.
 */
export const studentGuardianInputSchema = z.object({
  student: reference(m.studentRequired, STUDENT_MESSAGES.invalid),
  guardian: reference(m.guardianRequired, GUARDIAN_MESSAGES.invalid),
  relationship: codeOf(RELATIONSHIPS, m.relationshipRequired),
  is_primary: flag(ref('studentGuardians.primaryNotBoolean')).optional().default(false),
  emergency_contact: flag(ref('studentGuardians.emergencyContactNotBoolean')).optional().default(false),
  trip_notifications: flag(ref('studentGuardians.tripNotificationsNotBoolean')).optional().default(true),
});

export const studentGuardianSchema = z.object({
  id: z.string(),
  student: z.string(),
  student_name: z.string(),
  guardian: z.string(),
  guardian_name: z.string(),
  guardian_mobile_number: z.string(),
  relationship: z.number(),
  relationship_title: z.string(),
  is_primary: z.boolean(),
  emergency_contact: z.boolean(),
  trip_notifications: z.boolean(),
});

/** `student`: the guardians of a student; `guardian`: the students of a guardian. */
export const studentGuardianListQuerySchema = resourceListQuerySchema(studentGuardiansResource, {
  student: text().optional(),
  guardian: text().optional(),
});
export type StudentGuardianInput = z.input<typeof studentGuardianInputSchema>;
export type StudentGuardian = z.infer<typeof studentGuardianSchema>;
