import { z } from 'zod';
import { optionalReference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
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
import { text } from '../common/text';
import { JOB_ROLE_CATEGORIES, JOB_ROLE_MESSAGES } from '../job-roles/job-role.schemas';
import { ref } from '../i18n/message-ref';

export const employeesResource = defineResource({
  name: 'employees',
  path: '/employees/',
  orderingFields: ['staff_number', 'full_name', 'date_of_birth'],
});

export const EMPLOYEE_MESSAGES = {
  staffNumberRequired: ref('employees.staffNumberRequired'),
  firstNameRequired: ref('employees.firstNameRequired'),
  lastNameRequired: ref('employees.lastNameRequired'),
  genderRequired: ref('employees.genderRequired'),
  unknownGender: unknownCodeMessage('gender', GENDERS),
  dateOfBirthRequired: ref('employees.dateOfBirthRequired'),
  duplicate: ref('employees.duplicate'),
  invalid: ref('employees.invalid'),
} as const;
const m = EMPLOYEE_MESSAGES;

/** Create and update, as JSON or as a multipart form (with an optional `photo` file beside it). */
export const employeeInputSchema = z.object({
  staff_number: text({ error: m.staffNumberRequired })
    .min(1, m.staffNumberRequired)
    .max(32, ref('employees.staffNumberTooLong')),
  first_name: personName(m.firstNameRequired),
  last_name: personName(m.lastNameRequired),
  other_name: otherName,
  gender: codeOf(GENDERS, m.genderRequired, m.unknownGender),
  date_of_birth: dateOfBirth(m.dateOfBirthRequired),
  // Optional; '' (a cleared select) is none.
  job_role: optionalReference(JOB_ROLE_MESSAGES.invalid),
  /** Removes the stored photo (a new `photo` file replaces it anyway). */
  remove_photo: formFlag,
});
export const employeeSchema = z.object({
  id: z.string(),
  staff_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  other_name: z.string(),
  full_name: z.string(),
  gender: z.number(),
  gender_label: z.string(),
  date_of_birth: z.string(),
  job_role: z.string().nullable(),
  job_role_title: z.string().nullable(),
  photo: photoUrlSchema,
});
export const employeeListQuerySchema = resourceListQuerySchema(employeesResource, {
  // One of the codes, as the restrictions' filters: any other number (one no integer column holds) is a 400.
  job_role_category: codeOf(JOB_ROLE_CATEGORIES, JOB_ROLE_MESSAGES.unknownCategory).optional(),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type Employee = z.infer<typeof employeeSchema>;
