import { z } from 'zod';
import { phoneNumber } from '../accounts/tenancy.schemas';
import {
  formFlag,
  GENDERS,
  optionalCodeOf,
  optionalDateOfBirth,
  otherName,
  personName,
  photoUrlSchema,
} from '../common/people';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

export const guardiansResource = defineResource({
  name: 'guardians',
  path: '/guardians/',
  orderingFields: ['full_name', 'mobile_number', 'email'],
});

/** Salutations of guardians (spec part 2 §3). */
export const SALUTATIONS = [
  { id: 1, label: 'Mr.' },
  { id: 2, label: 'Mrs.' },
  { id: 3, label: 'Ms.' },
  { id: 4, label: 'Professor' },
  { id: 5, label: 'Doctor' },
  { id: 6, label: 'Honourable' },
  { id: 7, label: 'General' },
  { id: 50, label: 'Other' },
] as const;

export const GUARDIAN_MESSAGES = {
  firstNameRequired: ref('guardians.firstNameRequired'),
  lastNameRequired: ref('guardians.lastNameRequired'),
  phoneRequired: ref('guardians.phoneRequired'),
  invalidEmail: ref('guardians.invalidEmail'),
  invalidGender: ref('guardians.invalidGender'),
  invalidSalutation: ref('guardians.invalidSalutation'),
  invalid: ref('guardians.invalid'),
} as const;
const m = GUARDIAN_MESSAGES;

/** Create and update, as JSON or as a multipart form (with an optional `photo` file beside it). */
export const guardianInputSchema = z.object({
  first_name: personName(m.firstNameRequired),
  last_name: personName(m.lastNameRequired),
  other_name: otherName,
  /** 10 to 15 digits, as invitations take them; kept as digits only. */
  mobile_number: phoneNumber(m.phoneRequired),
  /** Optional ('' is none), kept in lower case. */
  email: text({ error: m.invalidEmail })
    .nullish()
    .transform((value) => value?.toLowerCase() || null)
    .pipe(z.email(m.invalidEmail).nullable()),
  date_of_birth: optionalDateOfBirth,
  gender: optionalCodeOf(GENDERS, m.invalidGender),
  salutation: optionalCodeOf(SALUTATIONS, m.invalidSalutation),
  /** Removes the stored photo (a new `photo` file replaces it anyway). */
  remove_photo: formFlag,
});

export const guardianSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  other_name: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.number().nullable(),
  /** 'Female'; null without a gender. */
  gender_label: z.string().nullable(),
  salutation: z.number().nullable(),
  /** 'Mrs.'; null without a salutation. */
  salutation_label: z.string().nullable(),
  photo: photoUrlSchema,
});

export const guardianListQuerySchema = resourceListQuerySchema(guardiansResource);
export type GuardianInput = z.input<typeof guardianInputSchema>;
export type Guardian = z.infer<typeof guardianSchema>;
