import type { Locale } from '@app/shared/i18n/locales';
import { reloadAuthState } from '../features/auth/auth-store';
import { writeAuthData, writeSelection } from '../lib/session';

/** The school's API base in component tests; msw answers it (a domain that resolves nowhere). */
export const TEST_API = 'http://cell.example/api';

type Profile = {
  profile_id: string;
  profile_type: number;
  role: number;
  role_name: string;
  person_name: null;
};

/** A profile of `role` (100 Administrator, 200 Transport Manager, ...) as the login answer lists it. */
export const testProfile = (profile_id: string, role: number): Profile => ({
  profile_id,
  profile_type: 100,
  role,
  role_name: 'Role',
  person_name: null,
});

/** Signed in to one school (Hillside) with these profiles, none chosen yet. */
export function signInWith(
  profiles: Profile[],
  { timeZone = 'UTC', defaultLanguage = 'en' }: { timeZone?: string; defaultLanguage?: Locale } = {},
): void {
  writeAuthData({
    user: {
      id: 'u1',
      email: 'office@school.test',
      first_name: 'Ann',
      last_name: 'Bee',
      language: null,
      tenants: [
        {
          tenant: 't1',
          name: 'Hillside',
          domain: TEST_API,
          time_zone: timeZone,
          default_language: defaultLanguage,
          profiles,
        },
      ],
    },
    access: 'access-token',
    refresh: 'refresh-token',
  });
  reloadAuthState();
}

/**
 * Signed in to one school with a profile of `role` (100 Administrator, 200 Transport Manager, ...)
 * chosen, the school keeping its clock in `timeZone`.
 */
export function signInAs(role: number, timeZone = 'UTC'): void {
  signInWith([testProfile('p1', role)], { timeZone });
  writeSelection('t1', 'p1');
  reloadAuthState();
}
