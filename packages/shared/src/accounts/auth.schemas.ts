import { z } from 'zod';
import { text } from '../common/text';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_LENGTH_MESSAGE = 'Password should be at least 8 characters long';
export const PASSWORDS_MISMATCH = 'Passwords do not match';
export const PASSWORD_MIN_LENGTH = 8;

// A missing or non-text field gets the same message as an empty one: the caller fixes the same thing.
const email = text({ error: EMAIL_MESSAGE }).toLowerCase().pipe(z.email(EMAIL_MESSAGE));
const newPassword = (requiredMessage: string) =>
  text({ error: requiredMessage, trim: false })
    .min(1, requiredMessage)
    // An empty password already has its message; the length one would only repeat it.
    .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(200, 'Password is too long');

// Run the equality check even when another field failed, so the form shows every problem at once.
const whenBothText =
  (first: string, second: string) =>
  (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };

export const loginInputSchema = z.object({
  email,
  password: text({ error: 'Password is required', trim: false }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email,
    first_name: text({ error: 'First name is required' })
      .min(1, 'First name is required')
      .max(150, 'First name is too long'),
    last_name: text({ error: 'Last name is required' })
      .min(1, 'Last name is required')
      .max(150, 'Last name is too long'),
    password: text({ error: PASSWORD_LENGTH_MESSAGE, trim: false })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
      .max(200, 'Password is too long'),
    password2: text({ error: PASSWORDS_MISMATCH, trim: false }),
  })
  .refine((input) => input.password === input.password2, {
    message: PASSWORDS_MISMATCH,
    path: ['password2'],
    when: whenBothText('password', 'password2'),
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

// Calls that check a one-time code name the account it belongs to: a code is never looked up by its value.
const requiredEmail = text({ error: 'Email is required' })
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email(EMAIL_MESSAGE));

export const confirmEmailInputSchema = z.object({
  email: requiredEmail,
  code: text({ error: 'Confirmation code is required' }).min(1, 'Confirmation code is required'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

/** Resend of the confirmation code and the password reset request. */
export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/**
 * `email` is beyond the spec: the console sends the address it asked a code for, and the code is
 * checked against that account only, so wrong tries count against it (ADR 005).
 */
export const resetConfirmInputSchema = z
  .object({
    email: requiredEmail,
    code: text({ error: 'Reset code is required' }).min(1, 'Reset code is required'),
    new_password1: newPassword('New password is required'),
    new_password2: text({ error: PASSWORDS_MISMATCH, trim: false }),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: PASSWORDS_MISMATCH,
    path: ['new_password2'],
    when: whenBothText('new_password1', 'new_password2'),
  });
export type ResetConfirmInput = z.infer<typeof resetConfirmInputSchema>;

export const refreshInputSchema = z.object({
  refresh: text({ error: 'Refresh token is required', trim: false }).min(1, 'Refresh token is required'),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const profileEntrySchema = z.object({
  profile_id: z.string(),
  profile_type: z.number().int(),
  role: z.number().int(),
  role_name: z.string(),
  /** The person the profile stands for (a staff profile's employee), or null. */
  person_name: z.string().nullable(),
});
export const tenantEntrySchema = z.object({
  tenant: z.string(),
  name: z.string(),
  domain: z.string(),
  /** IANA name: the school's dates and times are reckoned in it. */
  time_zone: z.string(),
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
export const registerResponseSchema = z.object({ detail: z.string(), email: z.string() });
export type ProfileEntry = z.infer<typeof profileEntrySchema>;
export type TenantEntry = z.infer<typeof tenantEntrySchema>;
export type User = z.infer<typeof userSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answers of the account calls, shared so the console can show or match them. */
export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. We sent a confirmation code to your e-mail.',
  emailConfirmed: 'Your e-mail address is confirmed. You can sign in now.',
  codeResent: 'If this address needs confirming, a new code is on its way.',
  invalidLogin: 'Invalid e-mail address or password.',
  demoPasswordLocalOnly:
    "The demo password works only on the computer that runs the server. To sign in from elsewhere, reset this account's password first.",
  unconfirmedLogin: 'Please confirm your e-mail address before signing in.',
  resetRequested: 'If this address has an account, a reset code is on its way.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'Signed out.',
  invalidCode: 'Invalid confirmation code.',
  expiredCode: 'This code has expired. Ask for a new one.',
  tooManyTries: 'Too many wrong attempts. Ask for a new code.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
