import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigation, useParams } from 'react-router';
import { SnackbarHost } from '@/components/ui/snackbar-host';
import { useRouteHandle } from '../hooks/use-active-tab';
import { useProductsFailure } from '../hooks/use-products-failure';
import { useShellModel } from '../hooks/use-shell-model';
import { isAnyMenuOpen, useMenuStore } from '../stores/menu-store';
import { tabSet, tabSetFor } from '../utils/tab-sets';
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

/** The navigation frame around every screen: toolbar, secondary tabs, product header. */
export function AppShell({ children }: { children: ReactNode }) {
  const model = useShellModel();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const { userProductId } = useParams();
  useMenuOpenMarker();
  useCloseMenusOnNavigation();

  useProductsFailure(model.products.status, model.products.error);

  const product = userProductId
    ? model.products.list.find((p) => String(p.userProductId) === userProductId)
    : undefined;
  const labSpecialty = pathname.match(/^\/labvalues\/(im|peds|ms)/)?.[1] as
    | 'im'
    | 'peds'
    | 'ms'
    | undefined;
  const tabs = tabSet(tabSetFor(pathname), {
    ...model.nav,
    product,
    productIcon: model.products.groups.find((g) => g.type.code === product?.applicationType)?.type
      .icon,
    labValuesSpecialty: labSpecialty ?? model.nav.labValuesSpecialty,
  });

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
        <>
          <Toolbar model={model} />
          <SecondaryTabs tabs={tabs} />
          {handle.productHeader && <ProductHeader product={product} />}
        </>
      )}
      <div id="main" className="flex-1">
        {children}
      </div>
      <MobileDrawerHost model={model} />
      <SnackbarHost />
    </div>
  );
}
