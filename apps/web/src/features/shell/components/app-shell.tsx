import { memo, type ReactNode, useDeferredValue, useEffect } from 'react';
import { useLocation, useNavigation, useParams } from 'react-router';
import { SyncStatus } from '@/components/sync-status';
import { SnackbarHost } from '@/components/ui/snackbar-host';
import { useRouteHandle } from '../hooks/use-active-tab';
import { useProductsFailure } from '../hooks/use-products-failure';
import { type ShellModel, useShellModel } from '../hooks/use-shell-model';
import { isAnyMenuOpen, useMenuStore } from '../stores/menu-store';
import { type TabSetKey, tabSet } from '../utils/tab-sets';
import { MobileDrawerHost } from './mobile-drawer-host';
import { ProductHeader } from './product-header';
import { RouteLoadingIndicator } from './route-loading-indicator';
import { SecondaryTabs } from './secondary-tabs';
import { Toolbar } from './toolbar';

/** Spec §2: the body carries a 'menu open' marker while any menu is open. */
function useMenuOpenMarker() {
  useEffect(() => {
    const apply = (open: boolean) => document.body.classList.toggle('menu-open', open);
    apply(isAnyMenuOpen(useMenuStore.getState()));
    const unsubscribe = useMenuStore.subscribe((state) => apply(isAnyMenuOpen(state)));
    return () => {
      unsubscribe();
      apply(false);
    };
  }, []);
}

/** Spec §4: all toolbar menus close when the toolbar starts and on navigation start. */
function useCloseMenusOnNavigation() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const closeMenus = useMenuStore((s) => s.closeMenus);
  const closeDrawer = useMenuStore((s) => s.closeDrawer);
  useEffect(() => {
    closeMenus();
  }, [closeMenus]);
  useEffect(() => {
    if (navigation.state === 'loading') closeMenus();
  }, [navigation.state, closeMenus]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL changes
  useEffect(() => {
    closeMenus();
    closeDrawer();
  }, [pathname, closeMenus, closeDrawer]);
}

/**
 * The toolbar, secondary tabs and product header. Redrawn only when the model or the route
 * changes, never with the screen below it.
 */
const ShellNavigation = memo(function ShellNavigation({
  model,
  tabSetKey,
  productHeader,
  pathname,
  userProductId,
}: {
  model: ShellModel;
  tabSetKey: TabSetKey | null;
  productHeader: boolean;
  pathname: string;
  userProductId: string | undefined;
}) {
  const product = userProductId
    ? model.products.list.find((p) => String(p.userProductId) === userProductId)
    : undefined;
  const labSpecialty = pathname.match(/^\/labvalues\/(im|peds|ms)/)?.[1] as
    | 'im'
    | 'peds'
    | 'ms'
    | undefined;
  // Spec §2: the tab set of the registry's route for the URL, as the router matched it (shared sets
  // for dashboard/timeline, products/freetrials, medcentral/rescentral; none for an unknown tab).
  const tabs = tabSet(tabSetKey, {
    ...model.nav,
    product,
    productIcon: model.products.groups.find((g) => g.type.code === product?.applicationType)?.type
      .icon,
    labValuesSpecialty: labSpecialty ?? model.nav.labValuesSpecialty,
  });
  return (
    <>
      <Toolbar model={model} />
      <SecondaryTabs tabs={tabs} />
      {productHeader && <ProductHeader product={product} />}
    </>
  );
});

const MobileDrawer = memo(MobileDrawerHost);

/** The navigation frame around every screen: toolbar, secondary tabs, product header. */
export function AppShell({ children }: { children: ReactNode }) {
  // The shell's calls answer one by one while the first screen is drawn. Each answer redraws the
  // navigation as a deferred render, which React draws in slices, not in one long task with the
  // answer's own (total blocking time); the screen under it is not redrawn at all.
  const model = useDeferredValue(useShellModel());
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const { userProductId } = useParams();
  useMenuOpenMarker();
  useCloseMenusOnNavigation();

  useProductsFailure(model.products.status, model.products.error);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[2000] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <RouteLoadingIndicator />
      {/* A running question player brings its own thin bar with a way out (decision 0907). */}
      {handle.layout !== 'focus' && (
        <ShellNavigation
          model={model}
          tabSetKey={handle.tabSet ?? null}
          productHeader={handle.productHeader === true}
          pathname={pathname}
          userProductId={userProductId}
        />
      )}
      {handle.layout !== 'focus' && <SyncStatus className="px-4 py-1 text-center" />}
      <div id="main" className="flex-1">
        {children}
      </div>
      <MobileDrawer model={model} />
      <SnackbarHost />
    </div>
  );
}
