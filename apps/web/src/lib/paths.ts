import { fillPath, ROUTES, type RouteDef } from './route-registry';

export type { QaProductRoute } from './route-registry';

type Routes = typeof ROUTES;
type Href<R> = R extends { href: (...args: infer A) => unknown }
  ? (...args: A) => string
  : R extends { path: `${string}:${string}` }
    ? never // linked only through values the server sends (a product's route)
    : R extends { path: `${infer P}/*` }
      ? P
      : R extends { path: infer P }
        ? P
        : never;

/** A link to each route of the registry (lib/route-registry.ts), by the route's name. */
function linkTo<R extends RouteDef>(route: R): Href<R> | undefined {
  const { path, href } = route;
  if (href) return ((...args: never[]) => fillPath(path, href(...args))) as Href<R>;
  return path.includes(':') ? undefined : (fillPath(path, {}) as Href<R>);
}

const routeLinks = {} as {
  [K in keyof Routes as Href<Routes[K]> extends never ? never : K]: Href<Routes[K]>;
};
for (const [name, route] of Object.entries(ROUTES))
  (routeLinks as Record<string, unknown>)[name] = linkTo(route as RouteDef);

/** Every link of the SPA: components link through these, never through literals. */
export const paths = {
  ...routeLinks,
  /** a section of a book: the reader's route with the section (decision 1001) */
  bookSection: routeLinks.book as (userProductId: number | string, sectionId: string) => string,
  /** legacy pages outside the app: full page loads */
  legacySubmitReviewQna: '/admin#cms/qa',
} as const;

/** Where a signed-in user lands before the home page route is known. */
export const DEFAULT_HOME = paths.dashboard;
