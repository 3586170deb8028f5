import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth';
import { protectedRedirect } from './redirect-rules';

/** Guards every protected route with the redirect rules. */
export function RequireAuth() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const target = protectedRedirect(auth, pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
