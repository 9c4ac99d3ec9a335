import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { UpcomingPage } from '@/components/ui/page';
import type { ProductSelection } from '@/features/product-screens/components/product-selection-page';
import type { RouteHandle } from '@/features/shell/hooks/use-active-tab';
import { paths } from '@/lib/paths';
import {
  enterAssume,
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

/** The product selection screen, for all of the user's products or for one route's kinds. */
function selectionScreen(selection: ProductSelection) {
  return async () => {
    const { ProductSelectionPage } = await import(
      '@/features/product-screens/components/product-selection-page'
    );
    return { Component: () => <ProductSelectionPage {...selection} /> };
  };
}

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

/**
 * My Products routes (spec §2): login required, route data isMyProductsRoute. The bare path lists
 * the user's products of its kinds to choose from; with a userProductId it is that product's
 * screen, under the product header.
 */
function productRoutes(
  path: string,
  selection: ProductSelection,
  layout?: RouteHandle['layout'],
  productPath = `${path}/:userProductId/*`,
): RouteObject[] {
  return [
    {
      path,
      loader: requireLogin as LoaderFunction,
      handle: { isMyProductsRoute: true } satisfies RouteHandle,
      lazy: selectionScreen(selection),
    },
    {
      path: productPath,
      loader: requireLogin as LoaderFunction,
      handle: { ...myProducts, layout } satisfies RouteHandle,
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
        loader: enterAssume,
        lazy: async () => ({
          Component: (await import('@/features/assume-user/components/assume-user-page'))
            .AssumeUserPage,
        }),
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
      {
        path: 'verifyemail',
        lazy: async () => ({
          Component: (await import('@/features/auth/components/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: 'account',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/account/components/account-page')).AccountPage,
        }),
      },
      {
        path: 'account/preferences',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/preferences/components/preferences-page'))
            .PreferencesPage,
        }),
      },
      {
        path: 'products',
        loader: requireLogin,
        handle: { isMyProductsRoute: true } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/products/components/products-page')).ProductsPage,
        }),
      },
      {
        path: 'products/freetrials',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/products/components/free-trials-page'))
            .FreeTrialsPage,
        }),
      },
      {
        // no guard (spec §2): signed out it explains the Personal Trainer (decision 0501)
        path: 'personaltrainer',
        lazy: async () => ({
          Component: (
            await import(
              '@/features/personal-trainer-classic/components/personal-trainer-classic-page'
            )
          ).PersonalTrainerClassicPage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('@/features/contact/components/contact-page')).ContactPage,
        }),
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
      {
        path: 'helpfulstuff',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/shell/components/helpful-stuff-page'))
            .HelpfulStuffPage,
        }),
      },
      {
        path: 'helpfulstuff/ideas',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/ideas/components/ideas-page')).IdeasPage,
        }),
      },
      {
        path: 'helpfulstuff/antibiotics',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/references/components/antibiotics-page'))
            .AntibioticsPage,
        }),
      },
      {
        path: 'labvalues/:specialty',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('@/features/references/components/lab-values-page'))
            .LabValuesPage,
        }),
      },
      ...productRoutes(
        'course',
        { title: 'Courses', noun: 'courses', kinds: ['course'] },
        'fullWidth',
      ),
      {
        path: 'book',
        loader: requireLogin,
        handle: { isMyProductsRoute: true } satisfies RouteHandle,
        lazy: selectionScreen({ title: 'Books', noun: 'books', kinds: ['onlineBookCore'] }),
      },
      {
        // The book reader (decision 1001), full width with no body margin (spec §2):
        // /book/:userProductId opens the section last read, /book/:userProductId/:sectionId one
        // section. The splat holds the section id, so one mounted reader serves both addresses
        // (moving between sections keeps it, and focus moves as on a page change).
        path: 'book/:userProductId/*',
        loader: requireLogin,
        handle: { ...myProducts, layout: 'fullWidthNoMargin' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./book-reader-route')).default }),
      },
      ...productRoutes('media', { title: 'Media', noun: 'media products', kinds: ['media'] }),
      ...productRoutes(
        'live',
        { title: 'Live Streams', noun: 'live streams', kinds: ['live'] },
        'liveStream',
      ),
      ...productRoutes('flashcards', {
        title: 'Flash Cards',
        noun: 'flash-card decks',
        kinds: ['fc'],
      }),
      {
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/overview',
        loader: requireLogin,
        handle: myProducts,
        lazy: async () => ({
          Component: (await import('@/features/qa-sessions/components/qa-overview-page')).QaOverviewPage,
        }),
      },
      {
        // Decision 0903: the performance report, a lazy module (its charts stay off the first load).
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/performance',
        loader: requireLogin,
        handle: myProducts,
        lazy: async () => ({
          Component: (await import('@/features/qa-reports/components/performance-page')).PerformancePage,
        }),
      },
      {
        // Spec §2: the session screen is full width with no body margin; the player has its own
        // header with the session's name, so the product header steps aside.
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/session/:qaSessionId',
        loader: requireLogin,
        handle: { isMyProductsRoute: true, layout: 'fullWidthNoMargin' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./qa-session-route')).default }),
      },
      {
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/sa-overview',
        loader: requireLogin,
        handle: myProducts,
        lazy: async () => ({
          Component: (await import('@/features/qa-self-assessment/components/sa-overview-page')).SaOverviewPage,
        }),
      },
      {
        // The exam player: full width like the Q&A player, its own header names the form.
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/sa/:attemptId',
        loader: requireLogin,
        handle: { isMyProductsRoute: true, layout: 'fullWidthNoMargin' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/qa-self-assessment/components/sa-exam-page')).SaExamPage,
        }),
      },
      {
        path: 'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/sa/:attemptId/results',
        loader: requireLogin,
        handle: myProducts,
        lazy: async () => ({
          Component: (await import('@/features/qa-self-assessment/components/sa-results-page')).SaResultsPage,
        }),
      },
      ...productRoutes(
        'questions',
        { title: 'Q&A', noun: 'question banks', kinds: ['qa', 'qa_sa'] },
        undefined,
        'questions/:specialtyTypeCode/:applicationTypeCode/:userProductId/*',
      ),
      {
        path: 'productselection',
        loader: requireLogin,
        handle: { isMyProductsRoute: true } satisfies RouteHandle,
        lazy: selectionScreen({ title: 'Choose a Product', noun: 'products' }),
      },
      {
        path: 'kitchensink',
        loader: nonProductionOnly,
        lazy: async () => ({ Component: (await import('./kitchensink-page')).KitchensinkPage }),
      },
      { path: '*', loader: () => redirect(paths.products) },
    ],
  },
];
