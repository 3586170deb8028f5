import { LANGUAGE_PATH, type Locale } from '@app/shared/i18n/locales';
import { ref } from '@app/shared/i18n/message-ref';
import type {
  ConfirmEmailInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
} from '@app/shared/accounts/auth.schemas';
import { PHONE_SIGN_IN_PATH, PHONE_VERIFY_PATH } from '@app/shared/accounts/phone-sign-in.paths';
import type { PhoneSignInInput, PhoneVerifyInput } from '@app/shared/accounts/phone-sign-in.schemas';
import { authApi } from '../../lib/api-client';
import { ApiError, errorMessage } from '../../lib/api-error';
import { clearSession, readAuthData, writeAuthData, writeSelection } from '../../lib/session';
import { setAuthState, tokensOf } from './auth-store';

type Detail = { detail: string };

/**
 * Runs one account call with the store's loading and error flags; resolves to whether it succeeded. With
 * `onFieldErrors`, a 400's field messages go there (the form shows them by their fields) instead.
 */
async function track(
  call: () => Promise<void>,
  fallback: string,
  onFieldErrors?: (errors: Record<string, string>) => void,
): Promise<boolean> {
  setAuthState({ loading: true, error: null });
  try {
    await call();
    setAuthState({ loading: false });
    return true;
  } catch (error) {
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    if (onFieldErrors && Object.keys(fields).length > 0) {
      setAuthState({ loading: false });
      onFieldErrors(fields);
    } else {
      setAuthState({ loading: false, error: errorMessage(error, fallback) });
    }
    return false;
  }
}

/** Keeps a sign-in's answer (password or phone code) as the session. */
function startSession(data: LoginResponse): void {
  writeAuthData(data);
  // A new sign-in chooses its school and profile again (spec §2: after login, /select-profile).
  writeSelection(null, null);
  setAuthState({ ...tokensOf(data), currentTenantId: null, currentProfileId: null, sessionExpired: false });
}

export function login(input: LoginInput): Promise<boolean> {
  return track(async () => {
    startSession(await authApi.post<LoginResponse>('/user/login/', input));
  }, ref('auth.loginFailed'));
}

/** Asks for a sign-in code by SMS (ADR 022); the answer is the same whether or not the phone has an account. */
export function requestPhoneCode(
  input: PhoneSignInInput,
  onFieldErrors: (errors: Record<string, string>) => void,
): Promise<boolean> {
  return track(
    async () => {
      await authApi.post<Detail>(PHONE_SIGN_IN_PATH, input);
    },
    ref('auth.loginFailed'),
    onFieldErrors,
  );
}

/** Signs in with the phone and its SMS code, or an invitation's code (a guardian's first sign-in). */
export function phoneSignIn(
  input: PhoneVerifyInput,
  onFieldErrors: (errors: Record<string, string>) => void,
): Promise<boolean> {
  return track(
    async () => {
      startSession(await authApi.post<LoginResponse>(PHONE_VERIFY_PATH, input));
    },
    ref('auth.loginFailed'),
    onFieldErrors,
  );
}

export function register(input: RegisterInput): Promise<boolean> {
  setAuthState({ registrationSuccess: false });
  return track(async () => {
    await authApi.post<Detail>('/user/register/', input);
    setAuthState({ registrationSuccess: true, registeredEmail: input.email, confirmationSuccess: false });
  }, ref('auth.registrationFailed'));
}

export function confirmEmail(input: ConfirmEmailInput): Promise<boolean> {
  setAuthState({ confirmationSuccess: false });
  return track(async () => {
    await authApi.post<Detail>('/user/register/confirm-email/', input);
    setAuthState({ confirmationSuccess: true, registeredEmail: null });
  }, ref('auth.confirmationFailed'));
}

export function resendConfirmation(email: string): Promise<boolean> {
  setAuthState({ resendSuccess: false });
  return track(async () => {
    await authApi.post<Detail>('/user/register/email-verification-code/', { email });
    setAuthState({ resendSuccess: true });
  }, ref('auth.resendFailed'));
}

/** Clears the error and success flags, so a screen starts without the last screen's messages. */
export function clearAuthFeedback(): void {
  setAuthState({
    error: null,
    loading: false,
    registrationSuccess: false,
    confirmationSuccess: false,
    resendSuccess: false,
  });
}

export function hideResendNotice(): void {
  setAuthState({ resendSuccess: false });
}

/** Stores the chosen school and profile (currentTenantId / currentProfileId). */
export function selectProfile(tenantId: string, profileId: string): void {
  writeSelection(tenantId, profileId);
  setAuthState({ currentTenantId: tenantId, currentProfileId: profileId });
}

/**
 * The API client could not renew the session and already cleared storage: the person is signed out, and the
 * sign-in form will say that the session expired (kept in the store, not in the navigation, so that whichever
 * redirect to /login happens first, the notice is there).
 */
export function endExpiredSession(): void {
  setAuthState({ ...tokensOf(null), currentTenantId: null, currentProfileId: null, sessionExpired: true });
}

/** Revokes the refresh token (best effort) and forgets the stored authentication, school and profile. */
export async function logout(): Promise<void> {
  const refresh = readAuthData()?.refresh;
  clearSession();
  setAuthState({ ...tokensOf(null), currentTenantId: null, currentProfileId: null, error: null });
  if (!refresh) return;
  try {
    await authApi.post<Detail>('/user/logout/', { refresh });
  } catch {
    // The session is already gone from this browser; a failed revocation changes nothing for the user.
  }
}

/**
 * Keeps the account's language (user menu, ADR 019) on the server, then in the stored sign-in answer,
 * which the console's language follows. Resolves to whether it was saved.
 */
export async function chooseLanguage(language: Locale): Promise<boolean> {
  try {
    await authApi.put<{ language: Locale | null }>(LANGUAGE_PATH, { language });
  } catch {
    return false;
  }
  const data = readAuthData();
  if (!data) return true;
  const next = { ...data, user: { ...data.user, language } };
  writeAuthData(next);
  setAuthState(tokensOf(next));
  return true;
}

/**
 * The school's name, time zone and default language changed (School Settings): the stored sign-in answer
 * carries them for the header, the profile chooser and the console's language, so it is updated rather
 * than waiting for the next sign-in.
 */
export function updateStoredSchool(
  tenantId: string,
  school: { name: string; time_zone: string; default_language: Locale },
): void {
  const data = readAuthData();
  if (!data) return;
  const tenants = data.user.tenants.map((entry) =>
    entry.tenant === tenantId
      ? {
          ...entry,
          name: school.name,
          time_zone: school.time_zone,
          default_language: school.default_language,
        }
      : entry,
  );
  const next = { ...data, user: { ...data.user, tenants } };
  writeAuthData(next);
  setAuthState(tokensOf(next));
}
