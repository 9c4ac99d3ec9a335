export interface TabRoute {
  id: string;
  /** the tab's route and the other routes that count as it (e.g. /rescentral for MedCentral) */
  routes: readonly string[];
}

function isPrefix(route: string, pathname: string): boolean {
  const clean = route.replace(/\/+$/, '');
  return pathname === clean || pathname.startsWith(`${clean}/`);
}

/**
 * Spec §2 active tab, after navigation ends: the tab whose route is a prefix of the final URL
 * (the longest such route wins, so /products/freetrials picks Free Trials over My Products when
 * both are shown); else My Products on a route marked isMyProductsRoute; else none.
 * Prefixes match whole path segments: /products is not a prefix of /productselection.
 */
export function activeTabId(
  pathname: string,
  tabs: readonly TabRoute[],
  isMyProductsRoute: boolean,
  myProductsId = 'products',
): string | null {
  let best: { id: string; length: number } | null = null;
  for (const tab of tabs) {
    for (const route of tab.routes) {
      if (isPrefix(route, pathname) && (!best || route.length > best.length))
        best = { id: tab.id, length: route.length };
    }
  }
  if (best) return best.id;
  if (isMyProductsRoute && tabs.some((t) => t.id === myProductsId)) return myProductsId;
  return null;
}
