import { createBrowserRouter, redirect } from 'react-router';
import { paths } from '@/lib/paths';
import { loginGuard, requireLogin } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The route table (spec §2). Screens load lazily; guards run as loaders before they do. */
export const router = createBrowserRouter([
  {
    path: paths.root,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.dashboard) },
      {
        path: 'login',
        loader: loginGuard,
        lazy: async () => ({
          Component: (await import('@/features/auth/components/login-page')).LoginPage,
        }),
      },
      {
        path: 'resetpassword',
        lazy: async () => ({
          Component: (await import('@/features/auth/components/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        path: 'dashboard',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/home/components/welcome-page')).WelcomePage,
        }),
      },
    ],
  },
]);
