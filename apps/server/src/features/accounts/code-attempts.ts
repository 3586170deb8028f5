import { ACCOUNT_MESSAGES } from '@app/shared/accounts/auth.schemas';
import { FieldErrors } from '../../http/errors';
import type { AccountContext } from './account-context';
import { startAttempt } from './rate-limit';
import { findUserByEmail, type UserRow } from './users';
import { consumeUserCode, type CodePurpose } from './verification-codes';

/**
 * Spends the one-time code of `email`'s account and returns that user. A code is only ever checked
 * against the one account its address names, and a wrong code counts against that account and the
 * client IP (ADR 005); an unknown address answers like a wrong code.
 */
export async function spendCode(
  ctx: AccountContext,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<UserRow> {
  const attempt = await startAttempt(ctx, 'code', email);
  const user = await findUserByEmail(ctx.db, email);
  // Run for an unknown address too (it finds no code), so both answers take as long.
  await consumeUserCode(ctx, user?.id, purpose, code);
  if (!user) throw new FieldErrors({ code: [ACCOUNT_MESSAGES.invalidCode] });
  await attempt.succeeded();
  return user;
}
