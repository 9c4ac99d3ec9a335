import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useMenuStore } from '../stores/menu-store';
import { activeTabIndex, type NavigationTab, tabTarget } from '../utils/secondary-tabs';

const TabTooltip = lazy(() => import('./tab-tooltip'));

const TAB_CLASS = 'inline-flex h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm';

/** One tab: its icon when it has one, its label, its badge; a back-button tab an arrow. */
function TabButton({
  tab,
  active,
  onClick,
}: {
  tab: NavigationTab;
  active: boolean;
  onClick: () => void;
}) {
  const button = (
    <button
      type="button"
      aria-label={tab.isBackButton ? tab.tooltip : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      className={`${TAB_CLASS} ${
        active
          ? 'border-brand-700 font-semibold text-brand-800'
          : 'border-transparent text-slate-700 hover:text-slate-950'
      }`}
    >
      {tab.icon && <Icon name={tab.icon} className="size-4" />}
      {tab.isBackButton ? <span className="sr-only desk:not-sr-only">{tab.label}</span> : tab.label}
      {tab.badgeValue !== undefined && (
        <span
          className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
          data-testid="tab-badge"
        >
          {tab.badgeValue}
        </span>
      )}
    </button>
  );
  if (!tab.tooltip) return button;
  return (
    <Suspense fallback={button}>
      <TabTooltip text={tab.tooltip}>{button}</TabTooltip>
    </Suspense>
  );
}

/** Spec §2 secondary navigation tab bar. */
export function SecondaryTabs({ tabs }: { tabs: NavigationTab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const closeMenus = useMenuStore((s) => s.closeMenus);
  const list = useRef<HTMLUListElement>(null);
  const active = activeTabIndex(tabs, pathname);
  // A row wider than the screen (a phone, the Admin tabs) scrolls to show the current tab; on a
  // desktop it wraps instead, every tab in sight.
  useEffect(() => {
    const row = list.current;
    const current = row?.children[active] as HTMLElement | undefined;
    if (!row || !current) return;
    const left = current.offsetLeft;
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  if (tabs.length === 0) return null;

  const go = (tab: NavigationTab) => {
    closeMenus();
    const target = tabTarget(tab, pathname);
    if (target.kind !== 'route') return;
    // Back-button tabs ask the page to reload: re-run the route's loaders (decision 0202).
    if (target.reload) navigate(target.to, { replace: false, state: { reload: Date.now() } });
    else navigate(target.to);
  };

  return (
    <nav aria-label="Section" className="border-b border-slate-200 bg-white">
      <ul
        ref={list}
        className="relative mx-auto flex max-w-[100rem] gap-1 overflow-x-auto px-3 desk:flex-wrap desk:px-6"
      >
        {tabs.map((tab, index) => (
          <li
            key={`${tab.label}-${tab.route ?? tab.absoluteRoute ?? tab.variableRoute?.childRoute ?? ''}`}
          >
            <TabButton tab={tab} active={index === active} onClick={() => go(tab)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
