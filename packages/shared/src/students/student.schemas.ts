import { z } from 'zod';
import { ACADEMIC_PERIOD_MESSAGES } from '../academic-periods/academic-period.schemas';
import {
  bothOrNeither,
  COORDINATE_DECIMALS,
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  optionalCoordinate,
} from '../common/coordinates';
import { optionalReference } from '../common/ids';
import {
  codeOf,
  dateOfBirth,
  formFlag,
  GENDERS,
  otherName,
  personName,
  photoUrlSchema,
  unknownCodeMessage,
} from '../common/people';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { STREAM_MESSAGES } from '../streams/stream.schemas';
import { ref } from '../i18n/message-ref';

export const studentsResource = defineResource({
  name: 'students',
  path: '/students/',
  orderingFields: ['admission_number', 'transport_number', 'full_name', 'date_of_birth'],
});

export const STUDENT_MESSAGES = {
  admissionNumberRequired: ref('students.admissionNumberRequired'),
  firstNameRequired: ref('students.firstNameRequired'),
  lastNameRequired: ref('students.lastNameRequired'),
  dateOfBirthRequired: ref('students.dateOfBirthRequired'),
  genderRequired: ref('students.genderRequired'),
  unknownGender: unknownCodeMessage('gender', GENDERS),
  // The bulk import's words (spec part 2 §5), for an enrolment given by halves.
  academicPeriodRequired: ref('students.academicPeriodRequired'),
  streamRequired: ref('students.streamRequired'),
  duplicateAdmissionNumber: ref('students.duplicateAdmissionNumber'),
  duplicateTransportNumber: ref('students.duplicateTransportNumber'),
  invalid: ref('students.invalid'),
  // The home location: both or neither, each as a bus stop's coordinate is checked.
  homeLatitudeRequired: ref('students.homeLatitudeRequired'),
  homeLongitudeRequired: ref('students.homeLongitudeRequired'),
  homeLatitudeNumber: ref('students.homeLatitudeNumber'),
  homeLongitudeNumber: ref('students.homeLongitudeNumber'),
  homeLatitudeRange: ref('students.homeLatitudeRange'),
  homeLongitudeRange: ref('students.homeLongitudeRange'),
  homeLatitudeDecimals: ref('students.homeLatitudeDecimals', { decimals: COORDINATE_DECIMALS }),
  homeLongitudeDecimals: ref('students.homeLongitudeDecimals', { decimals: COORDINATE_DECIMALS }),
} as const;
const m = STUDENT_MESSAGES;

/** A student's own fields, as the form and each row of an import give them. */
const studentFields = {
  admission_number: text({ error: m.admissionNumberRequired })
    .min(1, m.admissionNumberRequired)
    .max(32, ref('students.admissionNumberTooLong')),
  /** The spec's `{product}_number`: the rider's transport card number; optional ('' is none). */
  transport_number: text()
    .max(32, ref('students.transportNumberTooLong'))
    .nullish()
    .transform((value) => value || null),
  first_name: personName(m.firstNameRequired),
  last_name: personName(m.lastNameRequired),
  other_name: otherName,
  gender: codeOf(GENDERS, m.genderRequired, m.unknownGender),
  date_of_birth: dateOfBirth(m.dateOfBirthRequired),
  /**
   * Where the child lives (issue 24: the planner proposes stops from it), both or neither; '' or null
   * is not known. Left out of an update, the stored one stays. Only the school's staff read it: the
   * student's own read, never a list, a guardian's call or the audit trail's values (DESIGN §8).
   */
  home_latitude: optionalCoordinate(LATITUDE_LIMIT, {
    number: m.homeLatitudeNumber,
    range: m.homeLatitudeRange,
    decimals: m.homeLatitudeDecimals,
  }),
  home_longitude: optionalCoordinate(LONGITUDE_LIMIT, {
    number: m.homeLongitudeNumber,
    range: m.homeLongitudeRange,
    decimals: m.homeLongitudeDecimals,
  }),
};

/** A home location given by halves: the other half is named. */
const homeBothOrNeither = bothOrNeither(
  { latitude: 'home_latitude', longitude: 'home_longitude' },
  { latitudeRequired: m.homeLatitudeRequired, longitudeRequired: m.homeLongitudeRequired },
);

/** One row of a roll import (the enrolment is the import's, for every row). */
export const studentImportRowSchema = z.object(studentFields).superRefine(...homeBothOrNeither);

/**
 * Create and update, as JSON or as a multipart form (with an optional `photo` file beside it).
 * `academic_period` and `stream` enrol the student for that period (kept per period, DESIGN §5): both
 * or neither; neither leaves the student's enrolments as they are.
 */
export const studentInputSchema = z
  .object({
    ...studentFields,
    academic_period: optionalReference(ACADEMIC_PERIOD_MESSAGES.invalid),
    stream: optionalReference(STREAM_MESSAGES.invalid),
    /** Removes the stored photo (a new `photo` file replaces it anyway). */
    remove_photo: formFlag,
  })
  .superRefine(
    (student, context) => {
      if (student.academic_period && !student.stream) {
        context.addIssue({ code: 'custom', path: ['stream'], message: m.streamRequired });
      }
      if (student.stream && !student.academic_period) {
        context.addIssue({ code: 'custom', path: ['academic_period'], message: m.academicPeriodRequired });
      }
    },
    // Said together with the other fields' messages, unless one of these two is itself wrong (or the
    // body is not an object at all: an issue without a path).
    {
      when: (payload) =>
        payload.issues.every(
          (issue) => issue.path?.length && issue.path[0] !== 'academic_period' && issue.path[0] !== 'stream',
        ),
    },
  )
  .superRefine(...homeBothOrNeither);

/** A student's enrolment in one academic period: the stream, and the stream's grade level. */
export const enrolmentSchema = z.object({
  academic_period: z.string(),
  academic_period_title: z.string(),
  stream: z.string(),
  stream_title: z.string(),
  grade_level: z.string(),
  grade_level_title: z.string(),
});

export const studentSchema = z.object({
  id: z.string(),
  admission_number: z.string(),
  transport_number: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  other_name: z.string(),
  full_name: z.string(),
  date_of_birth: z.string(),
  gender: z.number(),
  gender_label: z.string(),
  photo: photoUrlSchema,
  /** Degrees, or null when not known; only in the student's own read (studentListItemSchema leaves them out). */
  home_latitude: z.number().nullable(),
  home_longitude: z.number().nullable(),
  /**
   * The current enrolment: the one in an academic period covering today (in the school's time zone;
   * of several, the period that started last), else the one in the period that started last; null
   * when the student is enrolled in no period.
   */
  enrolment: enrolmentSchema.nullable(),
});

/** A student in a list: the read without the home location, which only the student's own read shows. */
export const studentListItemSchema = studentSchema.omit({ home_latitude: true, home_longitude: true });

/**
 * `academic_period`: students enrolled in that period. `stream`, `grade_level`: students whose
 * enrolment in that period (without one: their current enrolment) is in that stream or grade level.
 */
export const studentListQuerySchema = resourceListQuerySchema(studentsResource, {
  academic_period: text().optional(),
  grade_level: text().optional(),
  stream: text().optional(),
});
export type StudentInput = z.input<typeof studentInputSchema>;
export type Student = z.infer<typeof studentSchema>;
export type StudentListItem = z.infer<typeof studentListItemSchema>;
export type Enrolment = z.infer<typeof enrolmentSchema>;
