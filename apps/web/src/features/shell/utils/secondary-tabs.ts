import type { UserProduct } from '@boardready/contracts';

/** Spec §3 navigation tab (secondary). */
export interface NavigationTab {
  label: string;
  icon?: string;
  badgeValue?: number | string;
  tooltip?: string;
  route?: string;
  absoluteRoute?: string;
  navigationProduct?: Pick<UserProduct, 'userProductId' | 'shortName' | 'fullName' | 'route'>;
  variableRoute?: {
    childRoute: string;
    routeRegExp: RegExp | null;
    routeRootRegExp: RegExp | null;
  };
  isBackButton?: boolean;
}

export type TabTarget = { kind: 'route'; to: string; reload?: boolean } | { kind: 'none' };

/** Spec §5: valid only with a navigation product, a non-empty route, or a variable route. */
export function isValidTab(tab: NavigationTab): boolean {
  return Boolean(
    tab.navigationProduct ||
      (tab.route && tab.route.length > 0) ||
      tab.variableRoute ||
      (tab.isBackButton && tab.absoluteRoute),
  );
}

/** Spec §5: a variable route needs a non-empty childRoute, a routeRegExp and a routeRootRegExp. */
export function isValidVariableRoute(v: NavigationTab['variableRoute']): v is NonNullable<
  NavigationTab['variableRoute']
> & {
  routeRegExp: RegExp;
  routeRootRegExp: RegExp;
} {
  return Boolean(v?.childRoute && v.routeRegExp && v.routeRootRegExp);
}

/**
 * Where a tab goes (spec §2). A variable route applies when routeRegExp matches the current URL;
 * its root is what routeRootRegExp matches there, and the childRoute follows it (decision 0202).
 * Invalid tabs and routes log the spec's error and go nowhere.
 */
export function tabTarget(
  tab: NavigationTab,
  pathname: string,
  log: (message: string) => void = console.error,
): TabTarget {
  if (!isValidTab(tab)) {
    log('tab is invalid.');
    return { kind: 'none' };
  }
  if (tab.isBackButton && tab.absoluteRoute)
    return { kind: 'route', to: tab.absoluteRoute, reload: true };
  if (tab.navigationProduct) return { kind: 'route', to: tab.navigationProduct.route };
  if (tab.variableRoute) {
    if (!isValidVariableRoute(tab.variableRoute)) {
      log('variable route is invalid.');
      return { kind: 'none' };
    }
    const { childRoute, routeRegExp, routeRootRegExp } = tab.variableRoute;
    const root = routeRegExp.test(pathname) ? routeRootRegExp.exec(pathname)?.[0] : undefined;
    if (!root) {
      log('variable route is invalid.');
      return { kind: 'none' };
    }
    return { kind: 'route', to: `${root.replace(/\/+$/, '')}/${childRoute.replace(/^\/+/, '')}` };
  }
  return { kind: 'route', to: tab.route! };
}

/** A tab on the page it opens: its own route, its product's, or its child route under the root. */
function opensPage(tab: NavigationTab, pathname: string): boolean {
  if (tab.isBackButton) return false;
  const route = tab.route ?? tab.navigationProduct?.route;
  if (route) return pathname === route;
  return tab.variableRoute ? pathname.endsWith(`/${tab.variableRoute.childRoute}`) : false;
}

/**
 * The tab shown as current: the one whose page this is; else the fixed-route tab whose route is
 * the longest path above this page (an account's page is under Accounts, a draft under
 * Submit/Review Q&As). -1: none.
 */
export function activeTabIndex(tabs: readonly NavigationTab[], pathname: string): number {
  const own = tabs.findIndex((tab) => opensPage(tab, pathname));
  if (own !== -1) return own;
  let best = -1;
  tabs.forEach((tab, index) => {
    const route = tab.isBackButton ? undefined : tab.route;
    if (
      route &&
      pathname.startsWith(`${route}/`) &&
      route.length > (tabs[best]?.route?.length ?? 0)
    )
      best = index;
  });
  return best;
}
