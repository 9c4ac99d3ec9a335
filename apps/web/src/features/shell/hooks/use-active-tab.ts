import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '@/lib/route-registry';
import { activeTabId } from '../utils/active-tab';
import type { MainTab } from './use-shell-model';

/** Route data of the route registry (spec §2: isMyProductsRoute), as the router puts it in `handle`. */
export type { RouteHandle };

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle as RouteHandle | undefined) ?? {}));
}

/** The active main tab after the navigation completed (useLocation is the final URL). */
export function useActiveTab(tabs: readonly MainTab[]): string | null {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  return activeTabId(
    pathname,
    tabs.map((t) => ({ id: t.id, routes: t.routes })),
    handle.isMyProductsRoute === true,
  );
}
