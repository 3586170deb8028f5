import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { writeAuthData, writeSelection } from '../lib/session';
import { FamilyRoutes } from './family-app';
import { FamilyLanguage } from './family-language';
import { reloadSession } from './family-session';

/** The school's API base in these tests; msw answers it. */
export const FAMILY_API = 'http://cell.example/api';

const MESSAGES = {
  en: flatten(await familyCatalogues.en()),
  sw: flatten(await familyCatalogues.sw()),
} as Record<Locale, Record<string, string>>;

/** A school of these tests and the guardian's profile there (Nairobi's clock, both on FAMILY_API). */
function school(tenant: string, name: string, profileId: string, profileType: number) {
  return {
    tenant,
    name,
    domain: FAMILY_API,
    time_zone: 'Africa/Nairobi',
    default_language: 'en' as const,
    profiles: [
      {
        profile_id: profileId,
        profile_type: profileType,
        role: 300,
        role_name: 'Parent/Guardian',
        person_name: 'Grace',
      },
    ],
  };
}

/**
 * A sign-in answer of a guardian of one school (Hillside: t1, profile p1), or of an office account;
 * `schools: 2`: a guardian at Lakeside too (t2, profile p2), one school's profile each (ADR 022).
 */
export function loginAnswer(profileType = GUARDIAN_PROFILE_TYPE, schools: 1 | 2 = 1): LoginResponse {
  const tenants = [school('t1', 'Hillside', 'p1', profileType), school('t2', 'Lakeside', 'p2', profileType)];
  return {
    user: {
      id: 'u1',
      email: null,
      phone: '254700000001',
      first_name: 'Grace',
      last_name: 'Wanjiru',
      language: null,
      tenants: tenants.slice(0, schools),
    },
    access: 'access-token',
    refresh: 'refresh-token',
  };
}

/** Signed in as the guardian, their profile at Hillside chosen (as the app does after sign-in). */
export function signInAsGuardian(schools: 1 | 2 = 1): void {
  writeAuthData(loginAnswer(GUARDIAN_PROFILE_TYPE, schools));
  writeSelection('t1', 'p1');
  reloadSession();
}

/**
 * The family app at `path`, in `locale`, as the browser shows it; `location.history` lists where it went.
 * `'app'`: in the language the app chooses (FamilyLanguage: the account's, else the browser's), as it runs.
 */
export function renderFamily(path: string, locale: Locale | 'app' = 'en') {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <FamilyRoutes />
      </Router>
    </QueryClientProvider>
  );
  const view = render(
    locale === 'app' ? (
      <FamilyLanguage>{app}</FamilyLanguage>
    ) : (
      <IntlProvider locale={INTL_LOCALES[locale]} messages={MESSAGES[locale]}>
        {app}
      </IntlProvider>
    ),
  );
  return { ...view, location };
}
