import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type EmailOnlyInput,
  type ResetConfirmInput,
} from '@app/shared/accounts/auth.schemas';
import { users } from '../../db/schema';
import { recipientIntl, sendInBackground, type AccountContext } from './account-context';
import { passwordResetEmail } from './account-emails';
import { spendCode } from './code-attempts';
import { hashPassword } from './passwords';
import { limitMessages } from './rate-limit';
import { revokeUserTokens } from './refresh-tokens';
import { findUserByEmail } from './users';
import { issueVerificationCode } from './verification-codes';

/**
 * Same answer, in the same time, whether or not the address has an account: the same statements
 * run either way and the e-mail leaves in the background.
 */
export async function requestPasswordReset(ctx: AccountContext, input: EmailOnlyInput) {
  await limitMessages(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const code = await issueVerificationCode(ctx, user?.id, 'reset_password');
  const intl = await recipientIntl(ctx, user);
  if (user) sendInBackground(ctx, passwordResetEmail(intl, user, code));
  return { detail: ACCOUNT_MESSAGES.resetRequested };
}

/**
 * Sets the new password with the reset code of the given address. The code proves the person
 * reads the mailbox, so the address counts as confirmed; every session of the user ends.
 */
export async function confirmPasswordReset(ctx: AccountContext, input: ResetConfirmInput) {
  const user = await spendCode(ctx, input.email, 'reset_password', input.code);
  await ctx.db
    .update(users)
    .set({
      password_hash: await hashPassword(input.new_password1),
      email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`,
    })
    .where(eq(users.id, user.id));
  await revokeUserTokens(ctx.db, user.id);
  return { detail: ACCOUNT_MESSAGES.passwordReset };
}
