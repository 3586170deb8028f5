import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { lazyPage } from '../app/lazy-page';
import { createQueryClient } from '../lib/query-client';
import { FamilyLanguage, type Loaded } from './family-language';
import { useFamilySession } from './family-session';
import { SignInPage } from './sign-in/sign-in-page';

// Every screen but the sign-in is a chunk of its own, fetched when opened: the first script stays small.
const ChildrenPage = lazyPage(() => import('./children/children-page'), 'ChildrenPage');
const ChildDayPage = lazyPage(() => import('./child-day/child-day-page'), 'ChildDayPage');
const HistoryPage = lazyPage(() => import('./history/history-page'), 'HistoryPage');
const AbsencesPage = lazyPage(() => import('./absences/absences-page'), 'AbsencesPage');
const SettingsPage = lazyPage(() => import('./settings/settings-page'), 'SettingsPage');

/** A guardian's screen: signed in as a guardian profile, else to the sign-in screen. */
function Guarded({ children }: { children: ReactNode }) {
  const session = useFamilySession();
  if (!session) return <Redirect to="/family/sign-in" replace />;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The family app's screens (issue 23 §2), under /family: wouter, a router of a few KB, on the browser's history. */
export function FamilyRoutes() {
  const session = useFamilySession();
  return (
    <Switch>
      <Route path="/family/sign-in">{session ? <Redirect to="/family" replace /> : <SignInPage />}</Route>
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
