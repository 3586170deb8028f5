import { z } from 'zod';
import { PROFILE_TYPE_IDS, ROLES } from './roles';

export const PHONE_MESSAGE = 'Please enter a valid phone number (10-15 digits)';
/** Phones are kept as digits only; spaces, dashes, dots, brackets and a leading + are dropped. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().+]/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, PHONE_MESSAGE));

export const acceptInviteInputSchema = z.object({
  phone: phoneSchema,
  code: z.string().trim().min(1, 'Invitation code is required'),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteInputSchema>;

export const sendInviteInputSchema = z
  .object({
    phone: phoneSchema,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal(''), z.email('Invalid email address')]))
      .optional()
      .nullable(),
    role: z.number({ message: 'Role is required' }).int(),
    profile_type: z
      .number({ message: 'Profile type is required' })
      .int()
      .refine((value) => PROFILE_TYPE_IDS.includes(value as never), 'Unknown profile type'),
    profile_id: z.string().trim().optional().nullable(),
  })
  .refine((input) => ROLES.some((role) => role.id === input.role), {
    message: 'Unknown role',
    path: ['role'],
  })
  .refine(
    (input) => {
      const role = ROLES.find((candidate) => candidate.id === input.role);
      return !role || (role.role_type >= input.profile_type && role.role_type < input.profile_type + 100);
    },
    { message: 'This role does not belong to the chosen profile type', path: ['role'] },
  );
export type SendInviteInput = z.infer<typeof sendInviteInputSchema>;

export const setActiveProfileInputSchema = z.object({
  tenant: z.coerce.string().min(1, 'School is required'),
  profile: z.coerce.string().min(1, 'Profile is required'),
});
export type SetActiveProfileInput = z.infer<typeof setActiveProfileInputSchema>;

export const metadataSchema = z.object({
  profile_types: z.array(z.object({ id: z.number(), name: z.string() })),
  roles: z.object({ flat: z.array(z.object({ id: z.number(), name: z.string(), role_type: z.number() })) }),
});
export type Metadata = z.infer<typeof metadataSchema>;
