import type { CurrentSession } from '@boardready/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dueItemsQuery } from '@/lib/due-items';
import { favoriteAdminLinksQuery } from '@/lib/favorite-admin-links';
import { featureFlagsQuery } from '@/lib/feature-flags';
import { myProductsQuery } from '@/lib/my-products';
import { nextTask } from '@/lib/next-task';
import { preferencesQuery } from '@/lib/preferences';
import { dashboardInterviewProductsQuery } from './dashboard-interview-products';
import { homePageRouteQuery } from './home-page-route';
import { medCentralAccessQuery } from './medcentral-access';
import { myOrganizationsQuery } from './my-organizations';
import { specialtiesQuery } from './specialties';

type Prefetch = (queryClient: QueryClient) => Promise<void>;

/**
 * The calls the shell makes for a signed-in account (spec §4): what useShellModel and the
 * toolbar's home link read. Every signed-in screen sits in the shell, so all of them are made.
 */
function shellCalls(account: { isAdmin: boolean }): Prefetch[] {
  return [
    (client) => client.prefetchQuery(homePageRouteQuery),
    (client) => client.prefetchQuery(myProductsQuery),
    (client) => client.prefetchQuery(dashboardInterviewProductsQuery),
    (client) => client.prefetchQuery(preferencesQuery),
    (client) => client.prefetchQuery(specialtiesQuery),
    (client) => client.prefetchQuery(featureFlagsQuery),
    (client) => client.prefetchQuery(myOrganizationsQuery),
    (client) => client.prefetchQuery(medCentralAccessQuery),
    (client) => client.prefetchQuery(dueItemsQuery),
    ...(account.isAdmin
      ? [(client: QueryClient) => client.prefetchQuery(favoriteAdminLinksQuery)]
      : []),
  ];
}

/**
 * Starts the shell's calls as soon as the session is known, while the router loads the first
 * screen, rather than when the shell mounts (decision 0407). One call a task: each fetch costs
 * the main thread a few milliseconds, and all of them in the shell's first effects made one long
 * task. The shell's queries then find their data in flight or arrived (staleTime covers it).
 */
export async function preloadShellData(queryClient: QueryClient, session: CurrentSession) {
  if (!session.isLoggedIn || !session.account) return;
  for (const prefetch of shellCalls(session.account)) {
    await nextTask();
    void prefetch(queryClient);
  }
}

/** The keys of every query the shell reads: what the device keeps to open offline (decision 1705). */
export const shellQueryKeys: readonly QueryKey[] = [
  homePageRouteQuery,
  myProductsQuery,
  dashboardInterviewProductsQuery,
  preferencesQuery,
  specialtiesQuery,
  featureFlagsQuery,
  myOrganizationsQuery,
  medCentralAccessQuery,
  dueItemsQuery,
  favoriteAdminLinksQuery,
].map((query) => query.queryKey);

/** All the shell's calls at once, answered: the server's drawing of a signed-in screen waits for them. */
export async function loadShellData(queryClient: QueryClient, account: { isAdmin: boolean }) {
  await Promise.all(shellCalls(account).map((prefetch) => prefetch(queryClient)));
}
