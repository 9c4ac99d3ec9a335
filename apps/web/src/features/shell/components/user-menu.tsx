import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { openLoginOverlayOnClick } from '@/lib/login-overlay';
import { paths } from '@/lib/paths';
import { useOpenOrganizations } from '../hooks/use-open-organizations';
import type { ShellModel } from '../hooks/use-shell-model';
import { useSignOut } from '../hooks/use-sign-out';
import { keepFocusInTheOpenMenu, useMenuStore } from '../stores/menu-store';
import { USER_TRIGGER, UserMenuFace } from './menu-faces';
import { MENU_CONTENT, MENU_ITEM, MENU_SEPARATOR } from './menu-styles';

/** Spec §2 user menu: the nine items in order, each under its §6 rule; signed out, Sign In only. */
export function UserMenu({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.openMenu === 'user');
  const setMenu = useMenuStore((s) => s.setMenu);
  const signOut = useSignOut();
  const openOrganizations = useOpenOrganizations(model);
  const { account, rights } = model;

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
          {!account ? (
            <DropdownMenu.Item asChild>
              <Link to={paths.login} className={MENU_ITEM} onClick={openLoginOverlayOnClick}>
                Sign In
              </Link>
            </DropdownMenu.Item>
          ) : (
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
              {rights.admin && (
                <DropdownMenu.Item asChild>
                  <Link to={paths.admin} className={MENU_ITEM}>
                    Admin
                  </Link>
                </DropdownMenu.Item>
              )}
              {rights.previewQna && (
                <DropdownMenu.Item asChild>
                  <Link to={paths.previewQna} className={MENU_ITEM}>
                    Preview Q&amp;A
                  </Link>
                </DropdownMenu.Item>
              )}
              {rights.contentManager && (
                <DropdownMenu.Item asChild>
                  <a href={paths.legacySubmitReviewQna} className={MENU_ITEM}>
                    Submit/Review Q&amp;As
                  </a>
                </DropdownMenu.Item>
              )}
              {rights.licenseAdmin && (
                <DropdownMenu.Item className={MENU_ITEM} onSelect={openOrganizations}>
                  My Organizations
                </DropdownMenu.Item>
              )}
              {model.favorites.map((link) => (
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
              ))}
              <DropdownMenu.Item asChild>
                <Link to={paths.preferences} className={MENU_ITEM}>
                  Preferences
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <Link to={paths.products} className={MENU_ITEM}>
                  Products Overview
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Separator className={MENU_SEPARATOR} />
              <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void signOut()}>
                Sign Out
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
