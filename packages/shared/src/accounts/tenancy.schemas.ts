import { z } from 'zod';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { EMAIL_MESSAGE } from './auth.schemas';
import { GUARDIAN_PROFILE_TYPE, PROFILE_TYPE_IDS, ROLES, STAFF_PROFILE_TYPE } from './roles';

export const PHONE_MESSAGE = ref('profiles.phoneInvalid');
export const INVITE_CODE_REQUIRED = ref('profiles.inviteCodeRequired');
export const INVALID_INVITE = ref('profiles.invalidInvite');
const PROFILE_ID_REQUIRED = ref('profiles.profileIdRequired');
const ROLE_REQUIRED = ref('profiles.roleRequired');
const UNKNOWN_PROFILE_TYPE = ref('profiles.unknownProfileType');
const INVALID_PROFILE_ID = ref('profiles.invalidProfileId');
const SCHOOL_REQUIRED = ref('profiles.schoolRequired');
const PROFILE_REQUIRED = ref('profiles.profileRequired');

/**
 * A phone number of 10 to 15 digits, kept as digits only (spaces, dashes, dots, brackets and a
 * leading + are dropped); `required` answers a missing or blank one (guardians: 'Phone number is required').
 */
export function phoneNumber(required = PHONE_MESSAGE) {
  return text({ error: required })
    .min(1, { message: required, abort: true })
    .transform((value) => value.replace(/[\s\-().+]/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/, PHONE_MESSAGE));
}
export const phoneSchema = phoneNumber();

export const acceptInviteInputSchema = z.object({
  phone: phoneSchema,
  code: text({ error: INVITE_CODE_REQUIRED }).min(1, INVITE_CODE_REQUIRED),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteInputSchema>;

export const acceptInviteResponseSchema = z.object({
  detail: z.string(),
  tenant: z.string(),
  profile_id: z.string(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const sendInviteInputSchema = z
  .object({
    phone: phoneSchema,
    email: z.preprocess(
      emptyToNull,
      text({ error: EMAIL_MESSAGE }).toLowerCase().pipe(z.email(EMAIL_MESSAGE)).nullish(),
    ),
    role: z.number({ error: ROLE_REQUIRED }).int(ROLE_REQUIRED),
    profile_type: z
      .number({ error: ref('profiles.profileTypeRequired') })
      .int(UNKNOWN_PROFILE_TYPE)
      .refine((value) => PROFILE_TYPE_IDS.includes(value as never), UNKNOWN_PROFILE_TYPE),
    /** The person record the profile stands for: the employee's id for staff, the guardian's for a guardian. */
    profile_id: z.preprocess(
      emptyToNull,
      text({ error: INVALID_PROFILE_ID }).regex(uuidPattern, INVALID_PROFILE_ID).nullish(),
    ),
  })
  .superRefine((input, context) => {
    const role = ROLES.find((candidate) => candidate.id === input.role);
    if (!role) {
      context.addIssue({ code: 'custom', message: ref('profiles.unknownRole'), path: ['role'] });
    } else if (role.role_type < input.profile_type || role.role_type >= input.profile_type + 100) {
      context.addIssue({
        code: 'custom',
        message: ref('profiles.roleNotOfProfileType'),
        path: ['role'],
      });
    }
    // A staff profile without its employee would be a member of staff nobody can find (spec part 2 §5:
    // role, profile type and profile ID required); a guardian's without their record would have no
    // children to see (issue 23).
    const standsForPerson = [STAFF_PROFILE_TYPE, GUARDIAN_PROFILE_TYPE].includes(input.profile_type as never);
    if (standsForPerson && !input.profile_id) {
      context.addIssue({ code: 'custom', message: PROFILE_ID_REQUIRED, path: ['profile_id'] });
    }
  });
export type SendInviteInput = z.infer<typeof sendInviteInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.number(),
  profile_type: z.number(),
  profile_id: z.string().nullable(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const setActiveProfileInputSchema = z.object({
  tenant: text({ error: SCHOOL_REQUIRED }).min(1, SCHOOL_REQUIRED),
  profile: text({ error: PROFILE_REQUIRED }).min(1, PROFILE_REQUIRED),
});
export type SetActiveProfileInput = z.infer<typeof setActiveProfileInputSchema>;

export const setActiveProfileResponseSchema = z.object({
  detail: z.string(),
  tenant: z.string(),
  profile: z.string(),
});

export const metadataSchema = z.object({
  profile_types: z.array(z.object({ id: z.number(), name: z.string() })),
  roles: z.object({ flat: z.array(z.object({ id: z.number(), name: z.string(), role_type: z.number() })) }),
});
export type Metadata = z.infer<typeof metadataSchema>;
