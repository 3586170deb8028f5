import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../features/auth';

/**
 * /login for someone already signed in sends them on to the dashboard, whose redirect rules take a person
 * without a chosen school and profile to /select-profile. So an unknown address (which goes to /login, spec
 * part 1 §2) ends on the dashboard rather than on a sign-in form.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  return useAuth().isAuthenticated ? <Navigate to="/" replace /> : children;
}
