import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type ConfirmEmailInput,
  type EmailOnlyInput,
  type RegisterInput,
} from '@app/shared/accounts/auth.schemas';
import { users } from '../../db/schema';
import { recipientIntl, sendInBackground, type AccountContext } from './account-context';
import { confirmationEmail, registrationAttemptEmail } from './account-emails';
import { spendCode } from './code-attempts';
import { hashPassword } from './passwords';
import { limitMessages } from './rate-limit';
import { findUserByEmail } from './users';
import { issueVerificationCode } from './verification-codes';

/**
 * Creates an unconfirmed user and e-mails a confirmation code. An address that already has an
 * account answers the same, in the same time, and is left as it is: its owner gets an e-mail
 * saying someone tried to register it (replacing a pending password would let a stranger set the
 * password its owner then confirms).
 */
export async function registerUser(ctx: AccountContext, input: RegisterInput) {
  await limitMessages(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(ctx.db, input.email);
  // Runs for a taken address too; the unique index turns it into nothing (also for two
  // registrations of one address at the same moment).
  const [created] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const code = await issueVerificationCode(ctx, created?.id, 'confirm_email');
  const existing = created ? undefined : (owner ?? (await findUserByEmail(ctx.db, input.email)));
  // A new account has chosen no language and belongs to no school: the request's language.
  const intl = await recipientIntl(ctx, existing);
  if (created) {
    sendInBackground(
      ctx,
      confirmationEmail(intl, { email: input.email, first_name: input.first_name }, code),
    );
  } else if (existing) {
    sendInBackground(ctx, registrationAttemptEmail(intl, existing));
  }
  return { detail: ACCOUNT_MESSAGES.registered, email: input.email };
}

export async function confirmEmail(ctx: AccountContext, input: ConfirmEmailInput) {
  const user = await spendCode(ctx, input.email, 'confirm_email', input.code);
  await ctx.db
    .update(users)
    .set({ email_confirmed_at: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.email_confirmed_at)));
  return { detail: ACCOUNT_MESSAGES.emailConfirmed };
}

/** Same answer, in the same time, whether or not the address exists or is already confirmed. */
export async function resendConfirmationCode(ctx: AccountContext, input: EmailOnlyInput) {
  await limitMessages(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const pending = user && !user.email_confirmed_at ? user : undefined;
  const code = await issueVerificationCode(ctx, pending?.id, 'confirm_email');
  const intl = await recipientIntl(ctx, pending);
  if (pending) sendInBackground(ctx, confirmationEmail(intl, pending, code));
  return { detail: ACCOUNT_MESSAGES.codeResent };
}
