import { ACCOUNT_MESSAGES, type LoginInput, type LoginResponse } from '@app/shared/accounts/auth.schemas';
import { FieldErrors } from '../../http/errors';
import { DEMO_ACCOUNT } from '../demo/demo-account';
import type { AccountContext } from './account-context';
import { deviceCookieValue, trustedDevice } from './device-cookies';
import { hashPassword, verifyPassword } from './passwords';
import { startAttempt } from './rate-limit';
import { signedInAnswer } from './signed-in-answer';
import { findUserByEmail } from './users';

// An unknown address still costs one password check, so timing does not tell which addresses exist.
let dummyHash: Promise<string> | undefined;

/** The answer of a sign-in, and the device cookie the browser keeps for this account. */
type SignedIn = { response: LoginResponse; deviceCookie: string };

/** `deviceCookie`: the browser's device cookie for this account, if it sent one (ADR 005). */
export async function login(
  ctx: AccountContext,
  input: LoginInput,
  deviceCookie: string | undefined,
): Promise<SignedIn> {
  const device = trustedDevice(ctx.tokens, input.email, deviceCookie);
  const attempt = await startAttempt(ctx, 'sign-in', input.email, device);
  // The demo password is printed in the README: a server reachable from other machines must not
  // accept it from them, whichever account has it (ADR 005). Refused before any account is read.
  if (input.password === DEMO_ACCOUNT.password && !ctx.local)
    throw new FieldErrors({ non_field_errors: [ACCOUNT_MESSAGES.demoPasswordLocalOnly] });
  const user = await findUserByEmail(ctx.db, input.email);
  // An account made from a phone alone has no password: it signs in by SMS code (ADR 022).
  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password')), input.password).then(
        () => false,
      );
  if (!user || !passwordOk) throw new FieldErrors({ non_field_errors: [ACCOUNT_MESSAGES.invalidLogin] });
  // The right password is not a failure, confirmed or not.
  await attempt.succeeded();
  if (!user.email_confirmed_at)
    throw new FieldErrors({ non_field_errors: [ACCOUNT_MESSAGES.unconfirmedLogin] });
  return {
    response: await signedInAnswer(ctx, user),
    // This browser has signed in to the account: from now on it has an allowance of its own.
    deviceCookie: deviceCookieValue(ctx.tokens, input.email, device),
  };
}
