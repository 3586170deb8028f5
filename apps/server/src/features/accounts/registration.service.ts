import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  type ConfirmEmailInput,
  type EmailOnlyInput,
  type RegisterInput,
} from '@app/shared/accounts/auth.schemas';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { users } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import { sendCodeMessage, type AccountContext } from './account-context';
import { confirmationEmail } from './account-emails';
import { hashPassword } from './passwords';
import { limitAttempts } from './rate-limit';
import { findUserByEmail } from './users';
import { consumeUserCode, issueVerificationCode } from './verification-codes';

const emailTaken = () => new FieldErrors({ email: [ACCOUNT_MESSAGES.emailTaken] });

/**
 * Creates an unconfirmed user and e-mails a confirmation code. An address that already has an
 * account, confirmed or not, is refused: replacing a pending password would let a stranger set
 * the password its owner then confirms. The owner asks for a new code or resets the password.
 */
export async function registerUser(ctx: AccountContext, input: RegisterInput) {
  await limitAttempts(ctx, 'register', input.email);
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const userId = await insertUser(ctx, {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    password_hash: await hashPassword(input.password),
  });
  const code = await issueVerificationCode(ctx, userId, 'confirm_email');
  await sendCodeMessage(ctx, confirmationEmail({ email: input.email, first_name: input.first_name }, code));
  return { detail: ACCOUNT_MESSAGES.registered, email: input.email };
}

async function insertUser(ctx: AccountContext, values: typeof users.$inferInsert): Promise<string> {
  try {
    const [created] = await ctx.db.insert(users).values(values).returning({ id: users.id });
    return created!.id;
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index keeps one.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

export async function confirmEmail(ctx: AccountContext, input: ConfirmEmailInput) {
  await limitAttempts(ctx, 'confirm', input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  // An unknown address answers like a wrong code: the call must not tell which addresses exist.
  if (!user) throw new FieldErrors({ code: [ACCOUNT_MESSAGES.invalidCode] });
  await consumeUserCode(ctx, user.id, 'confirm_email', input.code);
  await ctx.db
    .update(users)
    .set({ email_confirmed_at: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.email_confirmed_at)));
  return { detail: ACCOUNT_MESSAGES.emailConfirmed };
}

/** Same answer whether or not the address exists or is already confirmed. */
export async function resendConfirmationCode(ctx: AccountContext, input: EmailOnlyInput) {
  await limitAttempts(ctx, 'resend', input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && !user.email_confirmed_at) {
    const code = await issueVerificationCode(ctx, user.id, 'confirm_email');
    await sendCodeMessage(ctx, confirmationEmail(user, code));
  }
  return { detail: ACCOUNT_MESSAGES.codeResent };
}
