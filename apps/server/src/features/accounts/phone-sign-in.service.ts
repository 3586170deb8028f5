import { and, eq, isNull } from 'drizzle-orm';
import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import {
  PHONE_SIGN_IN_MESSAGES,
  type PhoneSignInInput,
  type PhoneVerifyInput,
} from '@app/shared/accounts/phone-sign-in.schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { FieldErrors } from '../../http/errors';
import {
  findPendingInvitation,
  invitedPersonName,
  spendInvitation,
  type PendingInvitation,
} from '../tenants/invitation-acceptance';
import { recipientIntl, sendInBackground, type AccountContext } from './account-context';
import { phoneSignInSms } from './account-emails';
import { limitMessages, startAttempt } from './rate-limit';
import { signedInAnswer } from './signed-in-answer';
import { findUserByPhone, type UserRow } from './users';
import { consumeUserCode, issueVerificationCode } from './verification-codes';

/**
 * Sends a 6-digit sign-in code by SMS to the phone's account. The same answer, running the same
 * statements, whether or not the phone has one (ADR 005, 022); the SMS leaves in the background.
 * Every call counts against the phone and the client, as each may put a message on someone's phone.
 */
export async function requestPhoneCode(ctx: AccountContext, input: PhoneSignInInput) {
  await limitMessages(ctx, input.phone);
  const user = await findUserByPhone(ctx.db, input.phone);
  const code = await issueVerificationCode(ctx, user?.id, 'phone_sign_in');
  const intl = await recipientIntl(ctx, user);
  if (user) sendInBackground(ctx, phoneSignInSms(intl, input.phone, code));
  return { detail: PHONE_SIGN_IN_MESSAGES.codeSent };
}

const invalid = () => new FieldErrors({ code: [PHONE_SIGN_IN_MESSAGES.invalidCode] });

/**
 * The user a phone and code sign in: the phone's account with its current SMS code, or, with the
 * code of a pending invitation to that phone, the account (made from the invitation when the phone
 * has none) that the invitation is then accepted onto. Every wrong code counts against the phone
 * and the client like the other one-time codes (ADR 005); a wrong invitation code is a wrong try of
 * the phone's SMS code too. Answers as a password sign-in does, with the account's e-mail (if any)
 * for its device cookie.
 */
export async function verifyPhoneCode(
  ctx: AccountContext,
  input: PhoneVerifyInput,
): Promise<{ response: LoginResponse; email: string | null }> {
  const attempt = await startAttempt(ctx, 'code', input.phone);
  const account = await findUserByPhone(ctx.db, input.phone);
  const invitation = await findPendingInvitation(ctx.db, ctx.tokens, input.phone, input.code);
  let user: UserRow;
  if (invitation) {
    user = await signInWithInvitation(ctx.db, invitation, account);
  } else {
    // Run for an unknown phone too (it finds no code), so both answers take as long.
    await consumeUserCode(ctx, account?.id, 'phone_sign_in', input.code);
    if (!account) throw invalid();
    user = account;
  }
  await attempt.succeeded();
  return { response: await signedInAnswer(ctx, user), email: user.email };
}

/**
 * Accepts the invitation onto the phone's account, or makes that account first: in one
 * transaction, so a failure leaves neither an account without its profile nor a spent invitation
 * without its account. A new account is named after the invitation's person (the guardian record),
 * has the invitation's phone and no e-mail or password, and starts in the invitation's school.
 */
async function signInWithInvitation(
  db: Db,
  invitation: PendingInvitation,
  account: UserRow | undefined,
): Promise<UserRow> {
  const person = account ? undefined : await invitedPersonName(db, invitation);
  // An invitation that names nobody has no names to give an account: it is accepted from one.
  if (!account && !person) throw invalid();
  return db.transaction(async (tx) => {
    const user = account ?? (await phoneAccount(tx, invitation.phone, person!));
    const profileId = await spendInvitation(tx, invitation, user.id);
    // Spent or expired since it was found: nothing of this attempt stays.
    if (!profileId) throw invalid();
    if (account) return user;
    const [started] = await tx
      .update(users)
      .set({ active_tenant_id: invitation.tenant_id, active_profile_id: profileId })
      .where(and(eq(users.id, user.id), isNull(users.active_tenant_id)))
      .returning();
    return started ?? user;
  });
}

/** The phone's new account; if a simultaneous first sign-in made it a moment ago, that one. */
async function phoneAccount(
  tx: Db,
  phone: string,
  names: { first_name: string; last_name: string },
): Promise<UserRow> {
  const [created] = await tx
    .insert(users)
    .values({ phone, first_name: names.first_name, last_name: names.last_name })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const existing = await findUserByPhone(tx, phone);
  if (!existing) throw invalid();
  return existing;
}
