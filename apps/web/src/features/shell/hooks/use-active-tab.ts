import { useLocation, useMatches } from 'react-router';
import { activeTabId } from '../utils/active-tab';
import type { MainTab } from './use-shell-model';

/** Route data of the route table (spec §2: isMyProductsRoute). */
export interface RouteHandle {
  isMyProductsRoute?: boolean;
  /** which secondary tab set the route shows */
  tabSet?: string;
  /** product screens show the product header */
  productHeader?: boolean;
  /** page body layout (spec §2 other global screen behaviour) */
  layout?: 'fullWidth' | 'fullWidthNoMargin' | 'liveStream';
}

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
    tabs.map((t) => ({ id: t.id, routes: [t.route, ...(t.alsoRoutes ?? [])] })),
    handle.isMyProductsRoute === true,
  );
}
