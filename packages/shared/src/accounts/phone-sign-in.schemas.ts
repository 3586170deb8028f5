import { z } from 'zod';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { phoneSchema } from './tenancy.schemas';

/**
 * Sign-in by phone (ADR 022): a phone kept as invitations keep it (digits only, 10 to 15), then the
 * 6-digit code sent to it by SMS, or the code of a pending invitation to that phone.
 */
const CODE_REQUIRED = ref('auth.signInCodeRequired');
// A sign-in code has 6 digits, an invitation's 8 letters and digits; people add spaces or dashes.
const CODE_TOO_LONG = ref('auth.signInCodeTooLong');

export const phoneSignInInputSchema = z.object({ phone: phoneSchema });
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

export const phoneVerifyInputSchema = z.object({
  phone: phoneSchema,
  code: text({ error: CODE_REQUIRED }).min(1, CODE_REQUIRED).max(20, CODE_TOO_LONG),
});
export type PhoneVerifyInput = z.infer<typeof phoneVerifyInputSchema>;

export const PHONE_SIGN_IN_MESSAGES = {
  /** The same whether or not the phone has an account (ADR 005, 022). */
  codeSent: ref('auth.phoneCodeSent'),
  invalidCode: ref('auth.invalidSignInCode'),
} as const;
