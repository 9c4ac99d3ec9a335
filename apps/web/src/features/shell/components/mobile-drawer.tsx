import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { HelpfulLinkAnchor } from '@/components/helpful-links/helpful-link';
import { Icon } from '@/components/ui/icon';
import { PublicSiteLink } from '@/components/ui/public-site-link';
import { paths } from '@/lib/paths';
import type { ShellModel } from '../hooks/use-shell-model';
import { useSignOut } from '../hooks/use-sign-out';
import { useMenuStore } from '../stores/menu-store';
import { NAV_PLACES, placeLinks } from '../utils/navigation';
import { DRAWER_BUTTON_ID } from './drawer-button-id';
import {
  DRAWER_ITEM,
  type DrawerActions,
  DrawerItem,
  DrawerProducts,
  DrawerSection,
} from './drawer-items';

/** The drawer's title bar stays in view while its list scrolls. */
const TITLE_BAR =
  'sticky top-0 z-10 flex items-center border-b border-slate-200 bg-white px-3 py-2';

/**
 * Spec §4: an orientation change closes the drawer; where orientation events are unavailable, a
 * resize does. Safari before 16.4 has no screen.orientation but still fires window
 * 'orientationchange', which is preferred to resize (resize also fires when the address bar moves).
 */
function useCloseOnOrientationChange(close: () => void) {
  useEffect(() => {
    const orientation = typeof screen !== 'undefined' ? screen.orientation : undefined;
    if (orientation) {
      orientation.addEventListener('change', close);
      return () => orientation.removeEventListener('change', close);
    }
    const event = 'onorientationchange' in window ? 'orientationchange' : 'resize';
    window.addEventListener(event, close);
    return () => window.removeEventListener(event, close);
  }, [close]);
}

/** The drawer belongs to narrow screens: reaching the toolbar's 80em closes it. */
function useCloseAtDesktopWidth(close: () => void) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia('(min-width: 80em)');
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [close]);
}

function focusDrawerButton(event: Event) {
  event.preventDefault();
  document.getElementById(DRAWER_BUTTON_ID)?.focus();
}

/** Spec §2 mobile navigation drawer (below 80em): 100vw up to 375px; any click closes it. */
/** Loaded by MobileDrawerHost the first time the drawer opens (it is not on the first load). */
export function MobileDrawer({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.drawerOpen);
  const helpfulOpen = useMenuStore((s) => s.helpfulDrawerOpen);
  const closeDrawer = useMenuStore((s) => s.closeDrawer);
  const setHelpfulDrawer = useMenuStore((s) => s.setHelpfulDrawer);
  const helpfulButton = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  useCloseOnOrientationChange(closeDrawer);
  useCloseAtDesktopWidth(closeDrawer);
  const { account } = model;
  const actions: DrawerActions = {
    run: {
      signOut: () => {
        closeDrawer();
        void signOut();
      },
    },
    openHelpfulDrawer: () => setHelpfulDrawer(true),
    helpfulButton,
    closeDrawer,
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : closeDrawer())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1100] bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-[1101] flex w-screen max-w-[375px] flex-col overflow-y-auto bg-white pb-6 shadow-xl outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={focusDrawerButton}
        >
          {/* Under the narrower Helpful Stuff drawer, its own items would show clipped at the edge. */}
          <div className={helpfulOpen ? 'invisible contents' : 'contents'}>
            <div className={`${TITLE_BAR} justify-between`}>
              <Dialog.Title className="px-2 text-base font-bold">Menu</Dialog.Title>
              <Dialog.Close
                aria-label="Close navigation menu"
                className="rounded p-2 hover:bg-slate-100"
              >
                <Icon name="close" />
              </Dialog.Close>
            </div>
            <nav aria-label="Mobile">
              {account && (
                <Link
                  to={paths.account}
                  onClick={closeDrawer}
                  className="block border-b border-slate-200 px-5 py-4 hover:bg-slate-50"
                >
                  <span className="block font-semibold">
                    {account.FirstName} {account.LastName}
                  </span>
                  <span className="block text-sm text-slate-600">{account.Email}</span>
                </Link>
              )}
              {NAV_PLACES.drawer.map((section) => {
                const items = placeLinks(section.items, 'drawer', model.nav);
                if (items.length === 0) return null;
                const list = (
                  <>
                    {section.withProducts && (
                      <DrawerProducts model={model} onNavigate={closeDrawer} />
                    )}
                    {items.map((item) => (
                      <DrawerItem key={item.id} item={item} actions={actions} />
                    ))}
                  </>
                );
                return section.title ? (
                  <DrawerSection key={section.title} title={section.title}>
                    {list}
                  </DrawerSection>
                ) : (
                  <ul key={items[0]?.id} className="mt-2 border-t border-slate-200 pt-2">
                    {list}
                  </ul>
                );
              })}
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
      <HelpfulDrawer
        model={model}
        open={helpfulOpen}
        onOpenChange={setHelpfulDrawer}
        onNavigate={closeDrawer}
        returnFocusTo={helpfulButton}
      />
    </Dialog.Root>
  );
}

/** The helpful-stuff sub-drawer (343px): the same links as the menu, a chevron after each. */
function HelpfulDrawer({
  model,
  open,
  onOpenChange,
  onNavigate,
  returnFocusTo,
}: {
  model: ShellModel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  /** back in the first drawer, the focus returns to its Helpful Stuff item */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1102] bg-slate-900/20" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-[1103] flex w-[343px] max-w-full flex-col overflow-y-auto bg-white pb-6 shadow-xl outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={`${TITLE_BAR} gap-2`}>
            <Dialog.Close aria-label="Back to the menu" className="rounded p-2 hover:bg-slate-100">
              <Icon name="back" />
            </Dialog.Close>
            <Dialog.Title className="text-base font-bold">Helpful Stuff</Dialog.Title>
          </div>
          {model.helpfulColumns.length === 0 && (
            <p className="px-5 py-4 text-sm text-slate-700">
              Hmm, you haven't purchased IM, Peds, or MedStudent products yet. Visit{' '}
              <PublicSiteLink host={model.publicHost} /> to get started!
            </p>
          )}
          {model.helpfulColumns.map((column) => (
            <DrawerSection key={column.specialty} title={column.title.toUpperCase()}>
              {column.links.map((l) => (
                <li key={`${l.label}-${l.link}`} onClickCapture={onNavigate}>
                  <HelpfulLinkAnchor link={l} className={`${DRAWER_ITEM} justify-between`}>
                    <Icon name="chevron" />
                  </HelpfulLinkAnchor>
                </li>
              ))}
            </DrawerSection>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
