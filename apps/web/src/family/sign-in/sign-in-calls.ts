import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { authApi } from '../../lib/api-client';
import { startSession } from '../family-session';

// The sign-in calls (ADR 022; packages/shared/src/accounts/phone-sign-in.schemas.ts names the phone
// ones). Written here rather than imported: that file brings zod, which the first script does without.
const PHONE_SIGN_IN_PATH = '/user/login/phone/';
const PHONE_VERIFY_PATH = '/user/login/phone/verify/';
const LOGIN_PATH = '/user/login/';

/** Asks for a code by SMS; resolves to the server's words ("If the phone has an account, ..."). */
export async function sendPhoneCode(phone: string): Promise<string> {
  return (await authApi.post<{ detail: string }>(PHONE_SIGN_IN_PATH, { phone })).detail;
}

/** Signs in with the phone's code (or an invitation's); false when the account has no guardian profile. */
export async function signInWithCode(phone: string, code: string): Promise<boolean> {
  return startSession(await authApi.post<LoginResponse>(PHONE_VERIFY_PATH, { phone, code }));
}

/** Signs in with e-mail and password; false when the account has no guardian profile. */
export async function signInWithPassword(email: string, password: string): Promise<boolean> {
  return startSession(await authApi.post<LoginResponse>(LOGIN_PATH, { email, password }));
}
