import { ROUTE_LIST } from '../../apps/web/src/lib/route-registry';

/**
 * The SPA's route table, from the route registry itself (apps/web/src/lib/route-registry.ts, plain
 * data the router is built from): every route's pattern, '/' for the index route and '/*' for
 * every other URL. A route added there is walked here with no change.
 */
export function readRouteTable(): string[] {
  return [...new Set(ROUTE_LIST.map((route) => route.path))];
}

/** The guards that send a signed-out visitor to /login (app/guards.ts). */
const SIGN_IN_FIRST = new Set(['login', 'medCentral', 'assume']);

/**
 * What a signed-out visitor can open: the routes no guard sends to /login, and the first one that
 * does (the walk sees it land on /login). The other guarded routes would only draw /login again.
 */
export function readSignedOutRouteTable(): string[] {
  const open = ROUTE_LIST.filter((route) => !route.guard || !SIGN_IN_FIRST.has(route.guard));
  const guarded = ROUTE_LIST.find((route) => route.guard && SIGN_IN_FIRST.has(route.guard));
  return [...new Set([...open, ...(guarded ? [guarded] : [])].map((route) => route.path))];
}
