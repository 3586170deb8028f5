import { z } from 'zod';

const emailMessage = 'Please enter a valid email address';
const passwordLengthMessage = 'Password should be at least 8 characters long';
const passwordsMismatch = 'Passwords do not match';
export const PASSWORD_MIN_LENGTH = 8;

const email = z.string().trim().toLowerCase().pipe(z.email(emailMessage));

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1, 'First name is required').max(150, 'First name is too long'),
    last_name: z.string().trim().min(1, 'Last name is required').max(150, 'Last name is too long'),
    password: z.string().min(PASSWORD_MIN_LENGTH, passwordLengthMessage).max(200, 'Password is too long'),
    password2: z.string(),
  })
  .refine((input) => input.password === input.password2, { message: passwordsMismatch, path: ['password2'] });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const confirmEmailInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').pipe(z.email(emailMessage)),
  code: z.string().trim().min(1, 'Confirmation code is required'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** `email` is beyond the spec: the console sends the address it asked a code for, so tries count per code. */
export const resetConfirmInputSchema = z
  .object({
    email: email.optional(),
    code: z.string().trim().min(1, 'Reset code is required'),
    new_password1: z
      .string()
      .min(1, 'New password is required')
      .min(PASSWORD_MIN_LENGTH, passwordLengthMessage)
      .max(200, 'Password is too long'),
    new_password2: z.string(),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: passwordsMismatch,
    path: ['new_password2'],
  });
export type ResetConfirmInput = z.infer<typeof resetConfirmInputSchema>;

export const refreshInputSchema = z.object({ refresh: z.string().min(1, 'Refresh token is required') });

export const profileEntrySchema = z.object({
  profile_id: z.string(),
  profile_type: z.number().int(),
  role: z.number().int(),
  role_name: z.string(),
});
export const tenantEntrySchema = z.object({
  tenant: z.string(),
  name: z.string(),
  domain: z.string(),
  profiles: z.array(profileEntrySchema),
});
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tenants: z.array(tenantEntrySchema),
});
export const loginResponseSchema = z.object({ user: userSchema, access: z.string(), refresh: z.string() });
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type ProfileEntry = z.infer<typeof profileEntrySchema>;
export type TenantEntry = z.infer<typeof tenantEntrySchema>;
export type User = z.infer<typeof userSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
