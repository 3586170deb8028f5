import { describe, expect, it } from 'vitest';
import type { User } from '@app/shared/accounts/auth.schemas';
import type { AuthState } from '../features/auth';
import { protectedRedirect } from './redirect-rules';

const user = (tenants: User['tenants']): User => ({
  id: 'u1',
  email: 'a@b.test',
  first_name: 'Ann',
  last_name: 'Bee',
  language: null,
  tenants,
});
const school = {
  tenant: 't1',
  name: 'Hillside',
  domain: 'http://localhost:3000/api',
  time_zone: 'UTC',
  default_language: 'en' as const,
  profiles: [
    { profile_id: 'p1', profile_type: 100, role: 100, role_name: 'School Administrator', person_name: null },
  ],
};
const state = (patch: Partial<AuthState>): AuthState => ({
  user: null,
  access: null,
  refresh: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  registrationSuccess: false,
  confirmationSuccess: false,
  resendSuccess: false,
  registeredEmail: null,
  sessionExpired: false,
  currentTenantId: null,
  currentProfileId: null,
  ...patch,
});
const signedIn = (patch: Partial<AuthState> = {}) =>
  state({ user: user([school]), access: 'a', refresh: 'r', isAuthenticated: true, ...patch });

describe('protectedRedirect (spec part 1 §2 redirect rules)', () => {
  it('sends a signed-out visitor to /login', () => {
    expect(protectedRedirect(state({}), '/fleet/vehicles')).toBe('/login');
  });

  it('sends a user without schools to /accept-invitation, and lets them stay there', () => {
    const auth = state({ user: user([]), access: 'a', isAuthenticated: true });
    expect(protectedRedirect(auth, '/')).toBe('/accept-invitation');
    expect(protectedRedirect(auth, '/select-profile')).toBe('/accept-invitation');
    expect(protectedRedirect(auth, '/accept-invitation')).toBeNull();
  });

  it('sends a user without a chosen school and profile to /select-profile, except on the two selection pages', () => {
    expect(protectedRedirect(signedIn(), '/fleet/vehicles')).toBe('/select-profile');
    expect(protectedRedirect(signedIn(), '/select-profile')).toBeNull();
    expect(protectedRedirect(signedIn(), '/accept-invitation')).toBeNull();
  });

  it('treats a stored profile that is not the user’s as no choice', () => {
    const auth = signedIn({ currentTenantId: 't1', currentProfileId: 'someone-else' });
    expect(protectedRedirect(auth, '/')).toBe('/select-profile');
  });

  it('lets a user with a chosen school and profile through', () => {
    expect(protectedRedirect(signedIn({ currentTenantId: 't1', currentProfileId: 'p1' }), '/')).toBeNull();
  });

  it('sends a driver or bus attendant from the dashboard to the run sheet, and lets them open other screens', () => {
    for (const role of [401, 402]) {
      const crew = { ...school, profiles: [{ ...school.profiles[0]!, profile_type: 400, role }] };
      const auth = signedIn({ user: user([crew]), currentTenantId: 't1', currentProfileId: 'p1' });
      expect(protectedRedirect(auth, '/')).toBe('/run-sheet');
      expect(protectedRedirect(auth, '/run-sheet')).toBeNull();
      expect(protectedRedirect(auth, '/trips/trips')).toBeNull();
    }
  });

  it('sends a teacher or staff member from the dashboard to their field trips, and lets them open other screens', () => {
    for (const role of [404, 400]) {
      const staff = { ...school, profiles: [{ ...school.profiles[0]!, profile_type: 400, role }] };
      const auth = signedIn({ user: user([staff]), currentTenantId: 't1', currentProfileId: 'p1' });
      expect(protectedRedirect(auth, '/')).toBe('/trips/field-trips');
      expect(protectedRedirect(auth, '/trips/field-trips')).toBeNull();
      expect(protectedRedirect(auth, '/trips/field-trips/7c0e6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b')).toBeNull();
    }
  });

  it('keeps the office on the dashboard', () => {
    for (const role of [100, 200, 403]) {
      const profile = { ...school.profiles[0]!, role };
      const auth = signedIn({
        user: user([{ ...school, profiles: [profile] }]),
        currentTenantId: 't1',
        currentProfileId: 'p1',
      });
      expect(protectedRedirect(auth, '/')).toBeNull();
    }
  });
});
