import { ROUTE_LIST } from '../../apps/web/src/lib/route-registry';

/**
 * The SPA's route table, from the route registry itself (apps/web/src/lib/route-registry.ts, plain
 * data the router is built from): every route's pattern, '/' for the index route and '/*' for
 * every other URL. A route added there is walked here with no change.
 */
export function readRouteTable(): string[] {
  return [...new Set(ROUTE_LIST.map((route) => route.path))];
}
