import { reloadAuthState } from '../features/auth/auth-store';
import { writeAuthData, writeSelection } from '../lib/session';

/** The school's API base in component tests; msw answers it (a domain that resolves nowhere). */
export const TEST_API = 'http://cell.example/api';

/**
 * Signed in to one school with a profile of `role` (100 Administrator, 200 Transport Manager, ...),
 * the school keeping its clock in `timeZone`.
 */
export function signInAs(role: number, timeZone = 'UTC'): void {
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
          default_language: 'en',
          profiles: [{ profile_id: 'p1', profile_type: 100, role, role_name: 'Role', person_name: null }],
        },
      ],
    },
    access: 'access-token',
    refresh: 'refresh-token',
  });
  writeSelection('t1', 'p1');
  reloadAuthState();
}
