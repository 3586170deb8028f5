import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { PHONE_SIGN_IN_PATH, PHONE_VERIFY_PATH } from '@app/shared/accounts/phone-sign-in.paths';
import { authApi } from '../../lib/api-client';
import { startSession } from '../family-session';

// The password sign-in's path is written here: auth.schemas brings zod, which the first script does without.
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
