import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type EmailOnlyInput,
  type ResetConfirmInput,
} from '@app/shared/accounts/auth.schemas';
import { users } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { sendCodeMessage, type AccountContext } from './account-context';
import { passwordResetEmail } from './account-emails';
import { hashPassword } from './passwords';
import { limitAttempts } from './rate-limit';
import { revokeUserTokens } from './refresh-tokens';
import { findUserByEmail } from './users';
import { consumeCodeByValue, consumeUserCode, issueVerificationCode } from './verification-codes';

/** Same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: AccountContext, input: EmailOnlyInput) {
  await limitAttempts(ctx, 'reset', input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const code = await issueVerificationCode(ctx, user.id, 'reset_password');
    await sendCodeMessage(ctx, passwordResetEmail(user, code));
  }
  return { detail: ACCOUNT_MESSAGES.resetRequested };
}

/**
 * Sets the new password with a reset code. The code proves the person reads the mailbox, so the
 * address counts as confirmed; every session of the user ends.
 */
export async function confirmPasswordReset(ctx: AccountContext, input: ResetConfirmInput) {
  await limitAttempts(ctx, 'reset-confirm', input.email);
  let userId: string;
  if (input.email) {
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) throw new FieldErrors({ code: [ACCOUNT_MESSAGES.invalidCode] });
    await consumeUserCode(ctx, user.id, 'reset_password', input.code);
    userId = user.id;
  } else {
    userId = await consumeCodeByValue(ctx, 'reset_password', input.code);
  }
  await ctx.db
    .update(users)
    .set({
      password_hash: await hashPassword(input.new_password1),
      email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, now())`,
    })
    .where(eq(users.id, userId));
  await revokeUserTokens(ctx.db, userId);
  return { detail: ACCOUNT_MESSAGES.passwordReset };
}
