import { dueCountText } from '@boardready/contracts/due-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { DEFAULT_HOME, paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { homePageRouteQuery } from '../api/home-page-route';
import { useActiveTab } from '../hooks/use-active-tab';
import type { ShellModel } from '../hooks/use-shell-model';
import { useMenuStore } from '../stores/menu-store';
import { DRAWER_BUTTON_ID } from './drawer-button-id';
import { preloadMobileDrawer } from './mobile-drawer-host';
import { tabClass } from './tab-class';
import { HelpfulStuffMenuSlot, MyProductsMenuSlot, UserMenuSlot } from './toolbar-menus';

/** Spec §2 main toolbar: tabs and user menu at ≥ 80em, a hamburger below. */
export function Toolbar({ model }: { model: ShellModel }) {
  const { productName } = usePublicConfig();
  const active = useActiveTab(model.mainTabs);
  const closeMenus = useMenuStore((s) => s.closeMenus);
  const toggleDrawer = useMenuStore((s) => s.toggleDrawer);
  const drawerOpen = useMenuStore((s) => s.drawerOpen);
  const home = useQuery({ ...homePageRouteQuery, enabled: model.signedIn });
  const logoTarget = model.signedIn ? (home.data?.route ?? DEFAULT_HOME) : paths.login;

  return (
    <header className="sticky top-0 z-[900] border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-[100rem] items-center gap-2 px-3 desk:px-6">
        <button
          type="button"
          id={DRAWER_BUTTON_ID}
          className="rounded p-2 text-slate-700 hover:bg-slate-100 desk:hidden"
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          onClick={toggleDrawer}
          onPointerEnter={preloadMobileDrawer}
          onTouchStart={preloadMobileDrawer}
          onFocus={preloadMobileDrawer}
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Link
          to={logoTarget}
          className="mr-4 flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label={`${productName} home`}
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span>{productName}</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center desk:flex">
          {model.mainTabs.map((tab) => {
            const isActive = active === tab.id;
            if (tab.opens === 'helpfulStuff')
              return <HelpfulStuffMenuSlot key={tab.id} model={model} active={isActive} />;
            return (
              <span key={tab.id} className="inline-flex items-center">
                <Link
                  to={tab.to ?? paths.products}
                  onClick={closeMenus}
                  className={tabClass(isActive)}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {tab.label}
                  {tab.badge !== undefined && tab.badge > 0 && (
                    <span
                      className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
                      data-testid="due-badge"
                    >
                      {dueCountText(tab.badge)}
                      <span className="sr-only"> due now</span>
                    </span>
                  )}
                </Link>
                {tab.opens === 'myProducts' && <MyProductsMenuSlot model={model} />}
              </span>
            );
          })}
        </nav>
        <div className="ml-auto hidden desk:block">
          <UserMenuSlot model={model} />
        </div>
      </div>
    </header>
  );
}
