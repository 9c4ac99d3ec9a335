import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { UpcomingPage } from '@/components/ui/page';
import type { RouteHandle } from '@/features/shell/hooks/use-active-tab';
import { paths } from '@/lib/paths';
import {
  assumeGuard,
  loginGuard,
  medCentralGuard,
  nonProductionOnly,
  requireLogin,
} from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const productScreen = async () => ({
  Component: (await import('@/features/product-screens/components/product-screen-page'))
    .ProductScreenPage,
});

/** A login-required screen that is routed now and built by a later issue (says so honestly). */
function upcoming(
  path: string,
  title: string,
  summary: string,
  extra: Partial<RouteObject> = {},
): RouteObject {
  return {
    path,
    loader: requireLogin,
    element: <UpcomingPage title={title} summary={summary} />,
    ...extra,
  } as RouteObject;
}

const myProducts: RouteHandle = { isMyProductsRoute: true, productHeader: true };

/** My Products routes (spec §2): login required, route data isMyProductsRoute, product header. */
function productRoutes(path: string, layout?: RouteHandle['layout']): RouteObject[] {
  return [
    {
      path,
      loader: requireLogin as LoaderFunction,
      handle: { isMyProductsRoute: true },
      lazy: productScreen,
    },
    {
      path: `${path}/:userProductId/*`,
      loader: requireLogin as LoaderFunction,
      handle: { ...myProducts, layout },
      lazy: productScreen,
    },
  ];
}

/** The route table (spec §2). Screens load lazily; guards run as loaders before they do. */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.dashboard) },
      {
        path: 'assume/:accountid',
        loader: assumeGuard,
        Component: () => (
          <UpcomingPage
            title="Assume User"
            summary="Staff act as a learner from here to see what they see."
          />
        ),
      },
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
      upcoming(
        'account',
        'My Account',
        'Your name, e-mail, password and board identifiers for CME/MOC reporting.',
      ),
      upcoming(
        'account/preferences',
        'Preferences',
        'Theme, question text size, default Q&A mode and timer.',
      ),
      upcoming(
        'products',
        'My Products',
        'Every product you own, grouped by type, with its dates.',
        { handle: { isMyProductsRoute: true } },
      ),
      upcoming(
        'products/freetrials',
        'Free Trials',
        'Try a question bank or a book free for a week.',
      ),
      {
        path: 'personaltrainer',
        Component: () => (
          <UpcomingPage
            title="Personal Trainer (Classic)"
            summary="A plain list of what is due now, and the way to the Study Board."
          />
        ),
      },
      {
        path: 'contact',
        Component: () => (
          <UpcomingPage
            title="Contact Us"
            summary="Write to our support team; we answer within one business day."
          />
        ),
      },
      upcoming('cme', 'CME/MOC', 'Credits you earned and how to claim them.'),
      { path: 'rescentral', loader: () => redirect(paths.medCentral) },
      {
        path: 'medcentral',
        loader: medCentralGuard,
        Component: () => (
          <UpcomingPage title="MedCentral" summary="Your residency program's area." />
        ),
      },
      upcoming('ngadmin/*', 'Admin', 'Accounts, organizations and content management for staff.'),
      {
        path: 'dashboard',
        loader: requireLogin,
        handle: { layout: 'fullWidth' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/home/components/welcome-page')).WelcomePage,
        }),
      },
      upcoming(
        'dashboard/timeline',
        'My Progress',
        'Your study timeline: what you did, and what is next.',
      ),
      upcoming('helpfulstuff', 'Helpful Stuff', 'Reference links for your specialties.'),
      upcoming('helpfulstuff/ideas', 'Bright Ideas', 'Suggest an idea and vote for others.'),
      upcoming(
        'helpfulstuff/antibiotics',
        'Antibiotics',
        'Classes, agents, spectrum and key adverse effects.',
      ),
      upcoming(
        'labvalues/:specialty',
        'Normal Lab Values',
        'Reference ranges in conventional and SI units.',
      ),
      ...productRoutes('course', 'fullWidth'),
      ...productRoutes('book', 'fullWidthNoMargin'),
      ...productRoutes('media'),
      ...productRoutes('live', 'liveStream'),
      ...productRoutes('flashcards'),
      {
        path: 'questions',
        loader: requireLogin,
        handle: { isMyProductsRoute: true },
        lazy: productScreen,
      },
      {
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/*',
        loader: requireLogin,
        handle: myProducts,
        lazy: productScreen,
      },
      upcoming('productselection', 'Choose a Product', 'Pick which of your products to open.', {
        handle: { isMyProductsRoute: true },
      }),
      {
        path: 'kitchensink',
        loader: nonProductionOnly,
        lazy: async () => ({ Component: (await import('./kitchensink-page')).KitchensinkPage }),
      },
      { path: '*', loader: () => redirect(paths.products) },
    ],
  },
];

export const router = createBrowserRouter(routes);
