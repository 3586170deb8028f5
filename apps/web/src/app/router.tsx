import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { ComingLaterPage } from '../components/coming-later-page';
import { endExpiredSession } from '../features/auth';
import { setSessionExpiredHandler } from '../lib/api-client';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { PageLoader } from './page-loader';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireArea } from './require-area';
import { RequireAuth } from './require-auth';
import { SCREENS } from './screens';

const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const PhoneSignInPage = lazyPage(() => import('../features/auth/phone-sign-in-page'), 'PhoneSignInPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const ConfirmEmailPage = lazyPage(() => import('../features/auth/confirm-email-page'), 'ConfirmEmailPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const ResetPasswordConfirmPage = lazyPage(
  () => import('../features/auth/reset-password-confirm-page'),
  'ResetPasswordConfirmPage',
);
const SelectProfilePage = lazyPage(
  () => import('../features/profiles/select-profile-page'),
  'SelectProfilePage',
);
const AcceptInvitationPage = lazyPage(
  () => import('../features/profiles/accept-invitation-page'),
  'AcceptInvitationPage',
);

const publicPage = (element: React.ReactNode) => <PageLoader fullScreen>{element}</PageLoader>;

// Every console screen from the one list; a screen without its page yet says it is not available.
const screenRoutes: RouteObject[] = SCREENS.map(({ path, title, area, page: Page }) => {
  const content = Page ? <Page /> : <ComingLaterPage title={title} />;
  return {
    path,
    element: area ? (
      <RequireArea key={path} area={area} title={title}>
        {content}
      </RequireArea>
    ) : (
      content
    ),
  };
});

const router = createBrowserRouter([
  { path: '/login', element: <RedirectSignedIn>{publicPage(<LoginPage />)}</RedirectSignedIn> },
  {
    path: '/login/phone',
    element: <RedirectSignedIn>{publicPage(<PhoneSignInPage />)}</RedirectSignedIn>,
  },
  { path: '/register', element: publicPage(<RegisterPage />) },
  { path: '/confirm-email', element: publicPage(<ConfirmEmailPage />) },
  { path: '/reset-password', element: publicPage(<ResetPasswordPage />) },
  { path: '/reset-password-confirm', element: publicPage(<ResetPasswordConfirmPage />) },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/select-profile', element: <SelectProfilePage /> },
          { path: '/accept-invitation', element: <AcceptInvitationPage /> },
          ...screenRoutes,
        ],
      },
    ],
  },
  // Spec part 1 §2: any other path redirects to /login (which sends a signed-in person on to the dashboard).
  { path: '*', element: <Navigate to="/login" replace /> },
]);

// A session that cannot be renewed (the client already cleared storage) ends on /login without a reload,
// where a notice says why the person has to sign in again.
setSessionExpiredHandler(() => {
  endExpiredSession();
  void router.navigate('/login', { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
