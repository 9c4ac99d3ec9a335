import { lazy, Suspense } from 'react';
import { deferredImport } from '@/lib/first-paint';
import type { ShellModel } from '../hooks/use-shell-model';
import { PRODUCTS_TRIGGER, ProductsMenuFace, USER_TRIGGER, UserMenuFace } from './menu-faces';
import { tabClass } from './tab-class';

/**
 * The three drop-down menus and Radix's menu stack (about 18 KB gz) are not needed to draw the
 * first page: every menu is closed at start (spec §4). They are fetched once the toolbar has
 * rendered and the first screen has been painted (decision 0205), and until they arrive each
 * trigger's face stands inert in its place, so nothing moves when they do (decision 0203).
 */
const loadMenus = deferredImport(() => import('./toolbar-menus-loaded'));
const LazyUserMenu = lazy(() => loadMenus().then((m) => ({ default: m.UserMenu })));
const LazyMyProductsMenu = lazy(() => loadMenus().then((m) => ({ default: m.MyProductsMenu })));
const LazyHelpfulStuffMenu = lazy(() => loadMenus().then((m) => ({ default: m.HelpfulStuffMenu })));

export function UserMenuSlot({ model }: { model: ShellModel }) {
  const placeholder = (
    <span className={USER_TRIGGER} aria-hidden="true">
      <UserMenuFace account={model.account} />
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyUserMenu model={model} />
    </Suspense>
  );
}

export function MyProductsMenuSlot({ model }: { model: ShellModel }) {
  const placeholder = (
    <span className={PRODUCTS_TRIGGER} aria-hidden="true">
      <ProductsMenuFace />
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyMyProductsMenu model={model} />
    </Suspense>
  );
}

export function HelpfulStuffMenuSlot({ model, active }: { model: ShellModel; active: boolean }) {
  const placeholder = (
    <span className={tabClass(active)} aria-hidden="true">
      Helpful Stuff
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyHelpfulStuffMenu model={model} active={active} />
    </Suspense>
  );
}
