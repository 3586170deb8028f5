import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { lazyPage } from '../app/lazy-page';
import { createQueryClient } from '../lib/query-client';
import { FamilyLanguage, type Loaded } from './family-language';
import { onSchoolChange, useFamilySchools, useFamilySession } from './family-session';
import { SignInPage } from './sign-in/sign-in-page';

// Every screen but the sign-in is a chunk of its own, fetched when opened: the first script stays small.
const ChildrenPage = lazyPage(() => import('./children/children-page'), 'ChildrenPage');
const ChildDayPage = lazyPage(() => import('./child-day/child-day-page'), 'ChildDayPage');
const HistoryPage = lazyPage(() => import('./history/history-page'), 'HistoryPage');
const AbsencesPage = lazyPage(() => import('./absences/absences-page'), 'AbsencesPage');
const SettingsPage = lazyPage(() => import('./settings/settings-page'), 'SettingsPage');
const SchoolsPage = lazyPage(() => import('./schools/schools-page'), 'SchoolsPage');

/** Where a signed-in guardian belongs: their school's screens, else the choice of school; null: signed out. */
function useSignedInHome(): string | null {
  const session = useFamilySession();
  const schools = useFamilySchools();
  if (session) return '/family';
  return schools.length > 1 ? '/family/schools' : null;
}

/** A guardian's screen: signed in as a guardian profile, else to the choice of school or the sign-in screen. */
function Guarded({ children }: { children: ReactNode }) {
  const home = useSignedInHome();
  if (home !== '/family') return <Redirect to={home ?? '/family/sign-in'} replace />;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The choice of school, for a guardian at more than one (ADR 022); anyone else has nothing to choose. */
function Schools() {
  const schools = useFamilySchools();
  if (schools.length < 2) return <Redirect to="/family" replace />;
  return (
    <Suspense fallback={null}>
      <SchoolsPage />
    </Suspense>
  );
}

/** Nothing the last school's calls answered (children, trips, settings) is shown under another, or none. */
function useForgetOtherSchools(): void {
  const queryClient = useQueryClient();
  useEffect(() => onSchoolChange(() => queryClient.removeQueries({ queryKey: ['family'] })), [queryClient]);
}

/** The family app's screens (issue 23 §2), under /family: wouter, a router of a few KB, on the browser's history. */
export function FamilyRoutes() {
  const home = useSignedInHome();
  useForgetOtherSchools();
  return (
    <Switch>
      <Route path="/family/sign-in">{home ? <Redirect to={home} replace /> : <SignInPage />}</Route>
      <Route path="/family/schools">
        <Schools />
      </Route>
      <Route path="/family">
        <Guarded>
          <ChildrenPage />
        </Guarded>
      </Route>
      <Route path="/family/children/:child">
        <Guarded>
          <ChildDayPage />
        </Guarded>
      </Route>
      <Route path="/family/children/:child/history">
        <Guarded>
          <HistoryPage />
        </Guarded>
      </Route>
      <Route path="/family/children/:child/absences">
        <Guarded>
          <AbsencesPage />
        </Guarded>
      </Route>
      <Route path="/family/settings">
        <Guarded>
          <SettingsPage />
        </Guarded>
      </Route>
      <Route>
        <Redirect to="/family" replace />
      </Route>
    </Switch>
  );
}

/** The app; `initial`: the language the server rendered the sign-in screen in, its messages already in. */
export function FamilyApp({ initial }: { initial?: Loaded }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <FamilyLanguage initial={initial}>
      <QueryClientProvider client={queryClient}>
        <FamilyRoutes />
      </QueryClientProvider>
    </FamilyLanguage>
  );
}
