import './styles.css';
import { DRAWN_DATA_ELEMENT_ID } from '@boardready/contracts/prerendered-screens';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { watchDrawnPage } from './app/drawn-page-hand-over';
import { routes } from './app/router';
import { showOffline, showStartupFailure } from './app/startup-failure';
import { handleInstallPrompt, whenStable } from './features/installable-app/when-stable';
import { preloadShellData } from './features/shell/api/shell-data';
import { trackRouteLoading } from './features/shell/stores/route-loading-store';
import { api3Gate, NetworkError, setUnauthorizedHandler } from './lib/api-client';
import { nextTask } from './lib/next-task';
import { paths } from './lib/paths';
import { publicConfigQuery } from './lib/public-config';
import { queryClient } from './lib/query-client';
import { serverEnvironmentLoaded } from './lib/server-environment';
import { loadSessionAtStart, sessionQuery } from './lib/session';

// Spec §8: an install prompt without a user gesture, or once installed, is only logged.
window.addEventListener('beforeinstallprompt', (event) => handleInstallPrompt(event));

/**
 * Spec §9: the installable-app client is enabled in production builds and registers once the
 * app is stable (no navigation, no data loading), within 30 000 ms. Its code (workbox-window)
 * loads then, off the first load. A failure to start it is a startup failure (spec §8).
 */
function startInstallableAppWhenStable(router: ReturnType<typeof createBrowserRouter>) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenStable(() => queryClient.isFetching() > 0 || router.state.navigation.state !== 'idle')
    .then(() => import('./features/installable-app/installable-app-client'))
    .then(({ startInstallableApp }) => {
      const config = queryClient.getQueryData(publicConfigQuery.queryKey);
      return startInstallableApp(config?.productName ?? document.title);
    })
    .catch((error: unknown) => {
      if (!navigator.onLine) return;
      failToStart('installable-app client', error);
    });
}

/**
 * Starts fetching the code of the screens the first address shows, beside the start-up calls:
 * the router asks for it only once those have answered, one more round trip before the first
 * page (decision 0401). The router's own call later finds the modules loaded; its errors are the
 * ones reported, so these are dropped.
 */
function preloadFirstScreens() {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => {});
  }
}

/** Resolves once the router has run the first address's guards and loaded its screen. */
function routerInitialized(router: ReturnType<typeof createBrowserRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page the build drew ahead (decisions 0205, 0414) stays in #root until React's first commit
 * replaces it with the live page; what the visitor typed, focused and pressed meanwhile is then
 * handed over to the live copy.
 */
function LiveRoot({ children, handOver }: { children: ReactNode; handOver: (() => void) | null }) {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    handOver?.();
  }, [handOver]);
  return children;
}

/**
 * A page the server drew for the session (decision 0415) carries the answers of the calls it was
 * drawn from: the app starts with them rather than asking again.
 */
function adoptDrawnData() {
  const element = document.getElementById(DRAWN_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, JSON.parse(element.textContent));
  element.remove();
}

async function start() {
  // Evaluating the modules, asking for the first screen's code and making the start-up calls
  // are each a task of their own: together they made one long task (decision 0407).
  await nextTask();
  preloadFirstScreens();
  await nextTask();
  adoptDrawnData();
  // Spec §4 server environment: loaded on start, without holding the first render.
  void serverEnvironmentLoaded();
  // Brand strings and the session are known before the router runs its first guards and before
  // the first render: guards and titles need them.
  const session = await startOnline().catch(startOfflineOr);
  // Created here, not where the routes are declared, so that tests can build their own router.
  const router = createBrowserRouter(routes);
  trackRouteLoading(router);
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(sessionQuery.queryKey, {
      isLoggedIn: false,
      account: null,
      assumedBy: null,
    });
    void router.navigate(paths.login, { replace: true });
  });
  // React's first commit clears #root: waiting for the first screen keeps a drawn page in place
  // until its live copy can take over, rather than blanking it in between.
  await routerInitialized(router);
  // The shell's calls go out while React draws the first screen, not in its first effects; not
  // earlier, where they would hold up the first screen's code (decision 0407).
  void preloadShellData(queryClient, session);
  // A transition, so that React draws the first screen in slices that leave the main thread free
  // in between (total blocking time, decision 0205). A transition holds the commit while anything
  // outside a Suspense boundary suspends: only the session and the brand strings are read that
  // way, and both are loaded above.
  const container = document.getElementById('root')!;
  const handOver = watchDrawnPage(container);
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <LiveRoot handOver={handOver}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LiveRoot>
      </StrictMode>,
    ),
  );
  startInstallableAppWhenStable(router);
  void import('./app/offline-study').then(({ startOfflineStudy }) =>
    startOfflineStudy(queryClient),
  );
}

async function startOnline() {
  const [, session] = await Promise.all([
    queryClient.fetchQuery(publicConfigQuery),
    loadSessionAtStart((error) => failToStart('3.0 authentication', error)),
  ]);
  return session;
}

/**
 * The server could not be reached as the app opened: with what the device kept of a signed-in
 * visit, the app opens offline on it (decision 1705); without, the start fails as before.
 */
async function startOfflineOr(error: unknown) {
  if (navigator.onLine && !(error instanceof NetworkError)) throw error;
  const { startOffline } = await import('./app/offline-study');
  const session = await startOffline(queryClient);
  if (!session) throw error;
  api3Gate.open();
  return session;
}

function failToStart(source: string, error: unknown) {
  const config = queryClient.getQueryData(publicConfigQuery.queryKey);
  if (!navigator.onLine) {
    showOffline(config?.productName ?? document.title);
    return;
  }
  showStartupFailure(source, error, {
    productName: config?.productName ?? document.title,
    supportPhone: config?.supportPhone ?? 'the number on our website',
  });
}

start().catch((error: unknown) => failToStart('app start', error));
