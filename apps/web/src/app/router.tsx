import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { UpcomingPage } from '@/components/ui/page';
import type { ProductSelection } from '@/features/product-screens/components/product-selection-screen';
import { ROUTE_LIST, type RouteDef, type RouteGuard, type RouteHandle } from '@/lib/route-registry';
import {
  enterAssume,
  loginGuard,
  medCentralGuard,
  nonProductionOnly,
  requireLogin,
} from './guards';
import { RootLayout } from './root-layout';
import { ROUTE_DATA } from './route-data';
import { RouteError } from './route-error';
import { routePage } from './route-pages';

const GUARDS: Record<RouteGuard, LoaderFunction> = {
  login: requireLogin,
  loginPage: loginGuard,
  medCentral: medCentralGuard,
  assume: enterAssume,
  nonProduction: nonProductionOnly,
};

/** The product selection screen, for all of the user's products or for one route's kinds. */
function selectionScreen(selection: ProductSelection) {
  return async () => {
    const { ProductSelectionPage } = await import(
      '@/features/product-screens/components/product-selection-screen'
    );
    return { Component: () => <ProductSelectionPage {...selection} /> };
  };
}

/** What a route shows: a lazy page, the product selection, or an upcoming screen's notice. */
function screen(def: RouteDef): Partial<RouteObject> {
  if (def.upcoming)
    return { element: <UpcomingPage title={def.title ?? ''} summary={def.upcoming} /> };
  if (def.selection)
    return {
      lazy: selectionScreen({ ...def.selection, title: def.title ?? '' } as ProductSelection),
    };
  const page = def.page && routePage(def.page);
  if (def.page && !page) throw new Error(`route ${def.path}: no page module ${def.page}`);
  return page ? { lazy: async () => ({ Component: await page() }) } : {};
}

function handle({
  isMyProductsRoute,
  tabSet,
  productHeader,
  layout,
  drawnOnServer,
}: RouteDef): RouteHandle {
  return Object.fromEntries(
    Object.entries({ isMyProductsRoute, tabSet, productHeader, layout, drawnOnServer }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/** A route's loader: its guard, then the data its screen draws first. */
function loader({ guard, data }: RouteDef): LoaderFunction | undefined {
  const check = guard && GUARDS[guard];
  const load = data && ROUTE_DATA[data];
  if (!load) return check;
  return async (args) => {
    const result = check ? await check(args) : null;
    await load(args);
    return result;
  };
}

/** One registry entry as a React Router route: its guard and data as the loader, the rest as `handle`. */
function toRoute(def: RouteDef): RouteObject {
  const where = def.path === '/' ? { index: true as const } : { path: def.path.slice(1) };
  const target = def.redirect;
  if (target) return { ...where, loader: () => redirect(target) } as RouteObject;
  const routeLoader = loader(def);
  return {
    ...where,
    ...(routeLoader && { loader: routeLoader }),
    handle: handle(def),
    ...screen(def),
  } as RouteObject;
}

/** Production builds leave the non-production routes out (ROUTE-53); the guard refuses them too. */
const routed = (def: RouteDef) => !(def.nonProduction && import.meta.env.PRODUCTION_BUILD);

/** The route table (spec §2), from the registry. Screens load lazily; guards run before they do. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: ROUTE_LIST.filter(routed).map(toRoute),
  },
];
