import { z } from 'zod';
import { text } from '../common/text';
import { LOCALES } from '../i18n/locales';
import { ref } from '../i18n/message-ref';

export const EMAIL_MESSAGE = ref('auth.emailInvalid');
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_LENGTH_MESSAGE = ref('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
export const PASSWORDS_MISMATCH = ref('auth.passwordsDiffer');
const PASSWORD_TOO_LONG = ref('auth.passwordTooLong');

// A missing or non-text field gets the same message as an empty one: the caller fixes the same thing.
const email = text({ error: EMAIL_MESSAGE }).toLowerCase().pipe(z.email(EMAIL_MESSAGE));
const newPassword = (requiredMessage: string) =>
  text({ error: requiredMessage, trim: false })
    .min(1, requiredMessage)
    // An empty password already has its message; the length one would only repeat it.
    .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(200, PASSWORD_TOO_LONG);

// Run the equality check even when another field failed, so the form shows every problem at once.
const whenBothText =
  (first: string, second: string) =>
  (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };

export const loginInputSchema = z.object({
  email,
  password: text({ error: ref('auth.passwordRequired'), trim: false }).min(1, ref('auth.passwordRequired')),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email,
    first_name: text({ error: ref('auth.firstNameRequired') })
      .min(1, ref('auth.firstNameRequired'))
      .max(150, ref('auth.firstNameTooLong')),
    last_name: text({ error: ref('auth.lastNameRequired') })
      .min(1, ref('auth.lastNameRequired'))
      .max(150, ref('auth.lastNameTooLong')),
    password: text({ error: PASSWORD_LENGTH_MESSAGE, trim: false })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
      .max(200, PASSWORD_TOO_LONG),
    password2: text({ error: PASSWORDS_MISMATCH, trim: false }),
  })
  .refine((input) => input.password === input.password2, {
    message: PASSWORDS_MISMATCH,
    path: ['password2'],
    when: whenBothText('password', 'password2'),
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

// Calls that check a one-time code name the account it belongs to: a code is never looked up by its value.
const requiredEmail = text({ error: ref('auth.emailRequired') })
  .toLowerCase()
  .min(1, ref('auth.emailRequired'))
  .pipe(z.email(EMAIL_MESSAGE));

export const confirmEmailInputSchema = z.object({
  email: requiredEmail,
  code: text({ error: ref('auth.confirmationCodeRequired') }).min(1, ref('auth.confirmationCodeRequired')),
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
    code: text({ error: ref('auth.resetCodeRequired') }).min(1, ref('auth.resetCodeRequired')),
    new_password1: newPassword(ref('auth.newPasswordRequired')),
    new_password2: text({ error: PASSWORDS_MISMATCH, trim: false }),
  })
  .refine((input) => input.new_password1 === input.new_password2, {
    message: PASSWORDS_MISMATCH,
    path: ['new_password2'],
    when: whenBothText('new_password1', 'new_password2'),
  });
export type ResetConfirmInput = z.infer<typeof resetConfirmInputSchema>;

export const refreshInputSchema = z.object({
  refresh: text({ error: ref('auth.refreshRequired'), trim: false }).min(1, ref('auth.refreshRequired')),
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
  /** The language of the school's people who have not chosen one (ADR 019). */
  default_language: z.enum(LOCALES),
  profiles: z.array(profileEntrySchema),
});
export const userSchema = z.object({
  id: z.string(),
  /** Null for an account made from a phone alone (a guardian, ADR 022). */
  email: z.string().nullable(),
  /**
   * Digits only; null for an account that signs in by e-mail alone. Optional: a sign-in answer a
   * browser stored before accounts had phones has none.
   */
  phone: z.string().nullish(),
  first_name: z.string(),
  last_name: z.string(),
  /** The language the account chose (user menu); null: the browser's, else the school's. */
  language: z.enum(LOCALES).nullable(),
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
  registered: ref('auth.registered'),
  emailConfirmed: ref('auth.emailConfirmed'),
  codeResent: ref('auth.codeResentIfNeeded'),
  invalidLogin: ref('auth.invalidLogin'),
  demoPasswordLocalOnly: ref('auth.demoPasswordLocalOnly'),
  unconfirmedLogin: ref('auth.unconfirmedLogin'),
  resetRequested: ref('auth.resetRequested'),
  passwordReset: ref('auth.passwordWasReset'),
  sessionExpired: ref('auth.sessionExpired'),
  signedOut: ref('auth.signedOut'),
  invalidCode: ref('auth.invalidCode'),
  expiredCode: ref('auth.expiredCode'),
  tooManyTries: ref('auth.tooManyTries'),
  rateLimited: ref('auth.rateLimited'),
} as const;

/** `PUT /user/language/` (LANGUAGE_PATH): the account's language; null gives the choice back to the browser. */
export const languageInputSchema = z.object({
  language: z.enum(LOCALES, { error: ref('shell.languageInvalid') }).nullable(),
});
export type LanguageInput = z.infer<typeof languageInputSchema>;
