import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { MENU_CONTENT, MENU_ITEM, MENU_SEPARATOR } from '@/components/ui/menu-styles';
import { openLoginOverlayOnClick } from '@/lib/login-overlay';
import { paths } from '@/lib/paths';
import { useOpenOrganizations } from '../hooks/use-open-organizations';
import type { ShellModel } from '../hooks/use-shell-model';
import { useSignOut } from '../hooks/use-sign-out';
import { keepFocusInTheOpenMenu, useMenuStore } from '../stores/menu-store';
import { NAV_PLACES, type NavAction, type PlacedItem, placeItems } from '../utils/navigation';
import { USER_TRIGGER, UserMenuFace } from './menu-faces';

/** One item of the navigation model: a link in the app, a full page load, or an action. */
function UserMenuItem({
  item,
  actions,
}: {
  item: PlacedItem;
  actions: Record<NavAction, () => void>;
}) {
  const { target } = item;
  if (target.kind === 'action')
    return (
      <DropdownMenu.Item className={MENU_ITEM} onSelect={actions[target.action]}>
        {item.label}
      </DropdownMenu.Item>
    );
  return (
    <DropdownMenu.Item asChild>
      {target.kind === 'page' ? (
        <a href={target.href} className={MENU_ITEM}>
          {item.label}
        </a>
      ) : (
        <Link
          to={target.to}
          className={MENU_ITEM}
          onClick={item.loginOverlay ? openLoginOverlayOnClick : undefined}
        >
          {item.label}
        </Link>
      )}
    </DropdownMenu.Item>
  );
}

/** Spec §2 user menu item 6: the favorite admin links, hidden ones left out. */
function FavoriteAdminLinks({ model }: { model: ShellModel }) {
  return model.favorites.map((link) => (
    <DropdownMenu.Item key={`${link.text}-${link.url}`} asChild>
      {model.adminLinksAsRoutes ? (
        <Link to={link.route} className={MENU_ITEM}>
          {link.text}
        </Link>
      ) : (
        <a href={link.url} className={MENU_ITEM}>
          {link.text}
        </a>
      )}
    </DropdownMenu.Item>
  ));
}

/**
 * Spec §2 user menu: the nine items in order, each under its §6 rule; signed out, Sign In only.
 * The items and their rules are the navigation model's (utils/navigation.ts).
 */
export function UserMenu({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.openMenu === 'user');
  const setMenu = useMenuStore((s) => s.setMenu);
  const signOut = useSignOut();
  const openOrganizations = useOpenOrganizations(model);
  const { account } = model;
  const actions: Record<NavAction, () => void> = {
    signOut: () => void signOut(),
    openOrganizations: () => void openOrganizations(),
    favoriteAdminLinks: () => undefined,
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={(o) => setMenu('user', o)} modal={false}>
      <DropdownMenu.Trigger
        aria-label={
          account ? `Account menu of ${account.FirstName} ${account.LastName}` : 'Account menu'
        }
        className={USER_TRIGGER}
      >
        <UserMenuFace account={account} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={keepFocusInTheOpenMenu}
          className={`${MENU_CONTENT} w-72`}
        >
          {account && (
            <>
              <DropdownMenu.Item asChild>
                <Link to={paths.account} className={`${MENU_ITEM} flex-col items-start gap-0`}>
                  <span className="font-semibold">
                    {account.FirstName} {account.LastName}
                  </span>
                  <span className="text-xs text-slate-600">{account.Email}</span>
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className={MENU_SEPARATOR} />
            </>
          )}
          {placeItems(NAV_PLACES.userMenu, 'userMenu', model.nav).map((item) =>
            item.id === '-' ? (
              <DropdownMenu.Separator key="-" className={MENU_SEPARATOR} />
            ) : item.id === 'favoriteAdminLinks' ? (
              <FavoriteAdminLinks key={item.id} model={model} />
            ) : (
              <UserMenuItem key={item.id} item={item} actions={actions} />
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
